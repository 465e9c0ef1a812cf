import { useCallback, useState } from 'react';

/** Structural equality of plain JSON-like values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.prototype.hasOwnProperty.call(b, k) &&
        sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/**
 * The editors' form state (admin-side §4): the form shows the server's value until the admin edits it; from then
 * on the admin's draft is kept (a refetch never overwrites what was typed). `isDirty` compares the draft with the
 * server value, `reset` drops the draft (back to the server's values; also called after a successful save so the
 * saved answer shows).
 */
export function useEditorState<T>(serverValue: T | undefined) {
  const [draft, setDraft] = useState<T | null>(null);
  const value = draft ?? serverValue;
  const isDirty = draft !== null && serverValue !== undefined && !sameValue(draft, serverValue);

  const update = useCallback(
    (change: (current: T) => T) => {
      setDraft((current) => {
        const base = current ?? serverValue;
        return base === undefined ? current : change(base);
      });
    },
    [serverValue],
  );
  const reset = useCallback(() => setDraft(null), []);

  return { value, isDirty, update, reset };
}

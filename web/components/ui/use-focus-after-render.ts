import { useEffect, useRef } from 'react';

type Find = () => HTMLElement | null | undefined;

/**
 * Moves the focus, after the next render, to what `find` returns: the field an Add button just made, or the control
 * that takes the place of one that went away or was disabled — which would otherwise leave the focus on the page
 * body (issue 36 item 10).
 */
export function useFocusAfterRender(): (find: Find) => void {
  const pending = useRef<Find | null>(null);
  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    find()?.focus();
  });
  return (find) => {
    pending.current = find;
  };
}

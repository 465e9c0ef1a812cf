import { type FocusEvent, type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';

const ITEMS = 'button, select, input, [data-toolbar-item]';

/** The toolbar's controls that can take the focus now, in their order on the page. */
function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(ITEMS)].filter(
    (item) => !(item as HTMLButtonElement).disabled && item.closest('[hidden]') === null,
  );
}

/** Whether an arrow key belongs to a text field's caret rather than to the toolbar. */
function isCaretKey(target: HTMLElement, key: string): boolean {
  if (!(target instanceof HTMLInputElement) || target.type === 'number') return false;
  const { selectionStart: start, selectionEnd: end, value } = target;
  if (start === null || end === null) return false;
  if (key === 'ArrowLeft' || key === 'Home') return !(start === 0 && end === 0);
  if (key === 'ArrowRight' || key === 'End') return !(start === value.length && end === value.length);
  return false;
}

/**
 * The WAI-ARIA toolbar pattern: the toolbar is one Tab stop (the control used last, else the first), and ←/→ move
 * between its controls, Home/End to the first and the last, wrapping around. ↑/↓ are left to the control (a select
 * changes its value). Panels portaled out of the toolbar (a colour picker) keep their own keys. Spread the answer on
 * the element with role="toolbar".
 */
export function useRovingToolbar<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  onKeyDown: (event: KeyboardEvent<T>) => void;
  onFocus: (event: FocusEvent<T>) => void;
} {
  const ref = useRef<T>(null);
  const active = useRef<HTMLElement | null>(null);

  const sync = useCallback(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const items = itemsOf(toolbar);
    if (!active.current || !items.includes(active.current)) active.current = items[0] ?? null;
    for (const item of items) item.tabIndex = item === active.current ? 0 : -1;
  }, []);

  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    sync();
    // controls come and go (the custom size field, an image button) and re-render with their own tabindex
    const observer = new MutationObserver(sync);
    observer.observe(toolbar, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [sync]);

  const onFocus = (event: FocusEvent<T>) => {
    const toolbar = ref.current;
    const target = event.target as HTMLElement;
    if (!toolbar || !itemsOf(toolbar).includes(target)) return;
    active.current = target;
    sync();
  };

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const toolbar = ref.current;
    const target = event.target as HTMLElement;
    if (!toolbar || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const items = itemsOf(toolbar);
    const at = items.indexOf(target);
    // a key from a portaled panel bubbles through React's tree, not through the toolbar's elements
    if (at === -1 || isCaretKey(target, event.key)) return;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (at + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
    event.preventDefault();
    active.current = items[next]!;
    sync();
    items[next]!.focus();
  };

  return { ref, onKeyDown, onFocus };
}

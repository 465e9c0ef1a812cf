import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus back to the control that opened a dialog. A Radix dialog gives focus back to its Trigger when it closes;
 * ours are opened from state (a row's button, a header button, a store), have no Trigger, and would leave focus on
 * the page's body. This remembers what had focus when `open` turned true (a layout effect runs before the dialog's
 * own focus moves in) and answers the `onCloseAutoFocus` handler that focuses it again, when it is still on the page.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}

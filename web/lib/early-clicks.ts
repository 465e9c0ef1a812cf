/**
 * A server-rendered page is readable and its links and forms work before the app starts (web/boot.ts starts it once
 * the page is drawn, or at the reader's first input), but its buttons have no handler yet: a tap on "Sign In" in that
 * moment would do nothing. So the last click on a button before the app has rendered is kept, and clicked again once
 * web/main.tsx marks the document ready (the button is the same element: hydration keeps the server's). A submit
 * button of a form is left alone: the browser submits the form itself.
 */
export function keepEarlyClicks(root: Document = document): void {
  let pending: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!(target instanceof HTMLElement)) return;
    if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return;
    pending = target;
  };
  const ready = () => root.documentElement.dataset.ready === 'true';
  if (ready()) return;
  root.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    root.removeEventListener('click', onClick, true);
    const target = pending;
    pending = null;
    if (target?.isConnected) target.click();
  });
  observer.observe(root.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
}

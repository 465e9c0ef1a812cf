import type { WorkerMessage } from '#web/sw/worker-scope.ts';

/**
 * The page's side of the service worker (decision 0041; the worker is web/sw/sw.ts, built into /sw.js). Production
 * builds only, never in tests or the dev server; registered once the page has loaded and the browser is idle, so
 * it costs a visitor's first paint nothing.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      () => {
        // The first worker takes this page over: keep the page it arrived on (no page request passed through it).
        navigator.serviceWorker.addEventListener('controllerchange', () => keepPageForOffline(location.href));
        document.addEventListener('click', openLinksAsPagesWhenOffline, true);
      },
      // no worker: the site works as before, only without offline copies
      () => undefined,
    );
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: 10_000 })
      : setTimeout(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Asks the worker to keep a public page the reader opened through the app's own links, for reading offline (it
 * fetches the page once; not with Data Saver on).
 */
export function keepPageForOffline(url: string): void {
  if (typeof navigator === 'undefined' || !navigator.onLine) return;
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  navigator.serviceWorker?.controller?.postMessage({ type: 'keep-page', url } satisfies WorkerMessage);
}

/**
 * Offline, an in-app link opens as a page: the worker answers it with the copy it kept, or with the offline page,
 * where the app on its own could only wait for data that cannot come.
 */
function openLinksAsPagesWhenOffline(event: MouseEvent): void {
  if (navigator.onLine || !navigator.serviceWorker.controller) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self'))
    return;
  const to = new URL(link.href);
  if (to.origin !== location.origin || (to.pathname === location.pathname && to.search === location.search)) return;
  event.preventDefault();
  location.assign(to.href);
}

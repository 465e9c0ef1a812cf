/**
 * When a server-rendered page has drawn what it was sent (web/boot.ts starts the app then; decision 0045): the window's
 * load event has fired (the style sheet, the faces and the pictures above the fold are in; pictures further down are
 * lazy and do not hold it), the browser has reported its first contentful paint, and two more frames have been drawn
 * (so the frame with the last of those pictures is on the screen, not only painted: a browser may fire the load event
 * before its first paint). Sooner when the reader touches, clicks, types or focuses something (they want the page to
 * answer now), when the page is hidden (it paints nothing), or `capMs` after the navigation began (a slow picture from
 * another host does not hold the app back for long).
 */
export const PAGE_DRAWN_CAP_MS = 4000;

const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Resolves once the browser has reported the page's first contentful paint (at once if it cannot tell). */
function firstContentfulPaint(): Promise<void> {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve(); // no paint timing in this browser
    }
  });
}

/** Resolves after `count` frames have been drawn (a frame's callbacks run before it is painted; the task after, once it is). */
function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) => {
      if (left === 0) resolve();
      else requestAnimationFrame(() => setTimeout(() => next(left - 1), 0));
    };
    next(count);
  });
}

export function whenPageDrawn(capMs = PAGE_DRAWN_CAP_MS): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      for (const input of INPUTS) window.removeEventListener(input, done, true);
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(cap);
      resolve();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') done();
    };
    const cap = setTimeout(done, Math.max(0, capMs - performance.now()));
    for (const input of INPUTS) window.addEventListener(input, done, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    if (document.visibilityState === 'hidden') return done();
    const loaded =
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((loadResolve) => window.addEventListener('load', () => loadResolve(), { once: true }));
    void loaded
      .then(firstContentfulPaint)
      .then(() => frames(2))
      .then(done);
  });
}

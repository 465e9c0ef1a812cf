import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLowEndDevice } from '#web/lib/device.ts';

/** The delay of the second, smooth scroll (learner-side §2 /privacy). */
export const SCROLL_RETRY_MS = 50;

/**
 * Scrolls to the top on every route or query change, then once more smoothly after 50 ms: the first jump can be
 * undone by the browser restoring scroll or by content that grows while the page renders.
 */
export function useScrollToTopOnChange(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0, behavior: isLowEndDevice() ? 'auto' : 'smooth' });
    }, SCROLL_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}

import { useEffect, useState } from 'react';

/** The header counts as scrolled past 85 px (learner-side §9). */
export const SCROLLED_THRESHOLD_PX = 85;

export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

import { type RefObject, useEffect, useState } from 'react';

/** Whether a scrolling box has more content above and below what it shows (updated on scroll and on resize). */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): { above: boolean; below: boolean } {
  const [edges, setEdges] = useState({ above: false, below: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const above = box.scrollTop > 1;
      const below = box.scrollTop + box.clientHeight < box.scrollHeight - 1;
      setEdges((was) => (was.above === above && was.below === below ? was : { above, below }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(box);
    // the content grows and shrinks too (a subgroup opened or closed) while the box keeps its size
    for (const child of box.children) resized?.observe(child);
    return () => {
      box.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
  return edges;
}

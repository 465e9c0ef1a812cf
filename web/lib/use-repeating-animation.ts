import { useEffect, type RefObject } from 'react';
import { isLowEndDevice } from './device.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Plays a decorative animation that repeats for as long as the element is shown (the hero's "scroll to explore"
 * cue), through the Web Animations API rather than a CSS animation (decision 0049). A CSS animation dispatches an
 * `animationiteration` event at every repeat, and React's root listens to every animation event: its first dispatch
 * compiles React's event system (a long task of the main thread, while the page starts) and every
 * later one wakes the page once a second. A Web Animation dispatches no DOM event. It is not played on a low-end device
 * (web/lib/device.ts) or when the reader asks for less motion, and stops when they ask while it plays.
 */
/** `keyframes` is a constant of the caller's (a new array would restart the animation). */
export function useRepeatingAnimation(ref: RefObject<Element | null>, keyframes: Keyframe[], durationMs: number): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function' || isLowEndDevice()) return;
    const reduced = window.matchMedia?.(REDUCED_MOTION);
    let animation: Animation | undefined;
    const follow = () => {
      if (reduced?.matches) {
        animation?.cancel();
        animation = undefined;
      } else {
        animation ??= element.animate(keyframes, { duration: durationMs, iterations: Infinity });
      }
    };
    follow();
    reduced?.addEventListener?.('change', follow);
    return () => {
      reduced?.removeEventListener?.('change', follow);
      animation?.cancel();
    };
  }, [ref, keyframes, durationMs]);
}

/** Tailwind's `animate-bounce`, started from rest (the element is drawn at rest before the app starts). */
export const BOUNCE_KEYFRAMES: Keyframe[] = [
  { transform: 'none', easing: 'cubic-bezier(0, 0, 0.2, 1)' },
  { transform: 'translateY(-25%)', easing: 'cubic-bezier(0.8, 0, 1, 1)' },
  { transform: 'none' },
];

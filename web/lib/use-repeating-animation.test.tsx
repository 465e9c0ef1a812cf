import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOUNCE_KEYFRAMES, useRepeatingAnimation } from './use-repeating-animation.ts';

// jsdom has neither the Web Animations API nor matchMedia: stand-ins record what the hook asks of the browser.
interface Played {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancelled: boolean;
}
let played: Played[];
let reducedMotion: { matches: boolean; listeners: Set<() => void> };

beforeEach(() => {
  played = [];
  reducedMotion = { matches: false, listeners: new Set() };
  Element.prototype.animate = function (keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const record: Played = { keyframes, options, cancelled: false };
    played.push(record);
    return { cancel: () => (record.cancelled = true) } as unknown as Animation;
  } as Element['animate'];
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && reducedMotion.matches;
    },
    addEventListener: (_: string, listener: () => void) => reducedMotion.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => reducedMotion.listeners.delete(listener),
  }));
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).animate;
  vi.unstubAllGlobals();
});

function Cue() {
  const ref = useRef<HTMLSpanElement>(null);
  useRepeatingAnimation(ref, BOUNCE_KEYFRAMES, 1000);
  return <span ref={ref}>↓</span>;
}

const changePreference = (reduce: boolean) =>
  act(() => {
    reducedMotion.matches = reduce;
    for (const listener of reducedMotion.listeners) listener();
  });

describe('useRepeatingAnimation', () => {
  it('plays the keyframes endlessly through the Web Animations API, once, and cancels them when unmounted', () => {
    const { rerender, unmount } = render(<Cue />);
    rerender(<Cue />);
    expect(played).toHaveLength(1);
    expect(played[0]!.keyframes).toBe(BOUNCE_KEYFRAMES);
    expect(played[0]!.options).toEqual({ duration: 1000, iterations: Infinity });
    unmount();
    expect(played[0]!.cancelled).toBe(true);
    expect(reducedMotion.listeners.size).toBe(0);
  });

  it('does not play for a reader who asks for less motion, and follows the preference when it changes', () => {
    reducedMotion.matches = true;
    render(<Cue />);
    expect(played).toHaveLength(0);
    changePreference(false);
    expect(played).toHaveLength(1);
    changePreference(true);
    expect(played[0]!.cancelled).toBe(true);
    changePreference(false);
    expect(played).toHaveLength(2);
    expect(played[1]!.cancelled).toBe(false);
  });

  it('the bounce starts and ends at rest (the server drew the chevron at rest)', () => {
    expect(BOUNCE_KEYFRAMES[0]!.transform).toBe('none');
    expect(BOUNCE_KEYFRAMES.at(-1)!.transform).toBe('none');
  });
});

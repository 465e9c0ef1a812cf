import { describe, expect, it } from 'vitest';
import { SAVE_EVERY_MS, startPosition, watchTracker } from './watch-progress.ts';

describe('startPosition', () => {
  it('opens at the saved second, from the start near the end or without one', () => {
    expect(startPosition(125.7, 600)).toBe(125);
    expect(startPosition(125, 0)).toBe(125);
    expect(startPosition(0, 600)).toBe(0);
    expect(startPosition(591, 600)).toBe(0);
    expect(startPosition(589, 600)).toBe(589);
  });
});

describe('watchTracker', () => {
  it('keeps the position at most every 15 s while playing, and on flush only when it moved', () => {
    const tracker = watchTracker({ resumedAt: 0, now: 0 });
    const saves: (number | null)[] = [];
    for (let s = 1; s <= 40; s++) saves.push(tracker.time(s, 600, s * 1000).save);
    expect(saves.filter((x) => x !== null)).toEqual([15, 30]);
    expect(SAVE_EVERY_MS).toBe(15_000);
    expect(tracker.flush()).toBe(40);
    expect(tracker.flush()).toBeNull();
  });

  it('is watched at 90 % of the seconds played, once, and seeking over a part does not count', () => {
    const tracker = watchTracker({ resumedAt: 0, now: 0 });
    // Seeks to 95 % and plays to the end: 5 % played.
    tracker.time(0, 100, 0);
    expect(tracker.time(95, 100, 1000).watched).toBe(false);
    for (let s = 96; s <= 100; s++) expect(tracker.time(s, 100, s * 1000).watched).toBe(false);
    // Back to the start and plays through: watched once 90 seconds are played.
    const watched: number[] = [];
    tracker.time(0, 100, 200_000);
    for (let s = 1; s <= 100; s++) if (tracker.time(s, 100, 200_000 + s * 1000).watched) watched.push(s);
    expect(watched).toEqual([85]);
  });

  it('counts the part before the resumed position as played (it was, on an earlier visit)', () => {
    const tracker = watchTracker({ resumedAt: 60, now: 0 });
    tracker.time(60, 100, 0);
    const watched: number[] = [];
    for (let s = 61; s <= 100; s++) if (tracker.time(s, 100, s * 1000).watched) watched.push(s);
    expect(watched).toEqual([90]);
    expect(tracker.flush()).toBe(100);
  });
});

import { WATCHED_SHARE } from '#shared/learning/progress.ts';

/*
 * What the learning page does with a player's events (issue 33): where to start, when to keep the position on the
 * server, and when the lesson counts as watched. Pure, so it is tested without any player.
 */

/** How often a playing video's position is kept, at most. */
export const SAVE_EVERY_MS = 15_000;
/** A position this close to the end starts the video again from the beginning. */
export const RESTART_NEAR_END_SECONDS = 10;
/** A jump between two time events larger than this is a seek, not watching. */
const MAX_PLAYED_STEP_SECONDS = 3;

/** Where a video opens: the saved position, unless that is (almost) the end. */
export function startPosition(saved: number, duration: number): number {
  if (saved <= 0) return 0;
  if (duration > 0 && saved >= duration - RESTART_NEAR_END_SECONDS) return 0;
  return Math.floor(saved);
}

export interface WatchTracker {
  /** A time event at `now` (ms): the position to keep now (throttled) and whether the lesson is now watched. */
  time(seconds: number, duration: number, now: number): { save: number | null; watched: boolean };
  /** On pause or leaving: the position to keep, when it moved since it was last kept. */
  flush(): number | null;
}

/**
 * Follows one opening of a video. Watched means `WATCHED_SHARE` of its seconds were played — seconds seeked over do
 * not count, and the part before the position it resumed at counts as played (it was, on an earlier visit).
 */
export function watchTracker({ resumedAt, now }: { resumedAt: number; now: number }): WatchTracker {
  const played = new Set<number>();
  for (let s = 0; s < Math.floor(resumedAt); s++) played.add(s);
  // Playing starts where it opened, so the first time event's second counts too.
  let last = Math.floor(resumedAt);
  let kept = Math.floor(resumedAt);
  let keptAt = now;
  let current = kept;
  let watchedSent = false;
  return {
    time(seconds, duration, at) {
      const position = Math.max(0, seconds);
      if (position > last && position - last <= MAX_PLAYED_STEP_SECONDS) {
        for (let s = Math.floor(last); s < Math.floor(position); s++) played.add(s);
      }
      last = position;
      current = Math.floor(position);
      let save: number | null = null;
      if (at - keptAt >= SAVE_EVERY_MS && current !== kept) {
        save = kept = current;
        keptAt = at;
      }
      let watched = false;
      if (!watchedSent && duration > 0 && played.size >= Math.max(1, Math.floor(duration * WATCHED_SHARE))) {
        watched = watchedSent = true;
      }
      return { save, watched };
    },
    flush() {
      if (current === kept) return null;
      kept = current;
      return kept;
    },
  };
}

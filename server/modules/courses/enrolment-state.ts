import type { Deps } from '../../lib/deps.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { listOwnedWithProgress } from './enrolments.repository.ts';

/**
 * What signed-in pages read about a learner's enrolments on almost every request (the profile's `courses`, the
 * progress on course cards, My Courses): the owned course ids, oldest enrolment first, and the completed lesson
 * count of each. Kept in the response cache so a signed-in request makes no query for it.
 *
 * It lives under the catalogue prefix, which every write to courses, lessons and enrolments already invalidates
 * after its transaction commits (server/lib/cache-keys.ts): a purchase, an admin's enrolment, a deleted
 * lesson. A learner's own progress invalidates only their entry (`enrolmentStateChanged`).
 */
export interface EnrolmentState {
  readonly owned: readonly string[];
  readonly completed: Readonly<Record<string, number>>;
}

/** The bound on staleness should an invalidation from another instance be lost (Redis down), as for sessions. */
export const ENROLMENT_STATE_TTL_MS = 30_000;

export const enrolmentStateKey = (userId: string) => `${CATALOGUE_CACHE_PREFIX}enrolments:${userId}`;

export async function enrolmentState(
  { db, cache }: Pick<Deps, 'db' | 'cache'>,
  userId: string,
): Promise<EnrolmentState> {
  const { value } = await cache.get(
    enrolmentStateKey(userId),
    async (): Promise<EnrolmentState> => {
      const rows = await listOwnedWithProgress(db, userId);
      return Object.freeze({
        owned: Object.freeze(rows.map((r) => r.courseId)),
        completed: Object.freeze(Object.fromEntries(rows.map((r) => [r.courseId, r.completed]))),
      });
    },
    { ttlMs: ENROLMENT_STATE_TTL_MS },
  );
  return value;
}

/** After a learner's progress changed (committed): their entry is dropped here and on every instance. */
export function enrolmentStateChanged({ cache }: Pick<Deps, 'cache'>, userId: string): void {
  cache.invalidate(enrolmentStateKey(userId));
}

import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { enrolmentStateChanged } from './enrolment-state.ts';
import * as repo from './enrolments.repository.ts';
import { ruleLessons } from './course-answer.ts';
import { listLessons } from './lessons.repository.ts';
import { courseCompletion, setLessonCompleted } from '../learning/progress.service.ts';

/**
 * Enrolments, as other modules use them (docs/decisions/0020-review-counters-and-enrolment-ownership.md): the
 * courses module owns `user_courses`, lesson progress and each course's student count (`purchasedCount`), which
 * moves in the same transaction as the enrolment. Orders (a paid cart), the admin's add-to-course and the cart's
 * "already owned" check call these, never enrolments.repository.ts. After the transaction commits, the caller
 * drops the catalogue cache (`cache.invalidate(CATALOGUE_CACHE_PREFIX)` of server/lib/cache-keys.ts).
 */
export type { EnrolmentSource } from './enrolments.repository.ts';
export { enrolmentState, enrolmentStateChanged, type EnrolmentState } from './enrolment-state.ts';

/** Whether a user owns a course. */
export const isEnrolled = (tx: Tx, userId: string, courseId: string): Promise<boolean> =>
  repo.isEnrolled(tx, userId, courseId);

/** The ids of the courses a user owns, oldest enrolment first. */
export const listOwnedCourseIds = (tx: Tx, userId: string): Promise<string[]> => repo.listOwnedCourseIds(tx, userId);

/** Owned course ids of several users at once (one query), for user lists. */
export const listOwnedCourseIdsByUser = (tx: Tx, userIds: string[]): Promise<Map<string, string[]>> =>
  repo.listOwnedCourseIdsByUser(tx, userIds);

/** Enrols a user (and moves the course's student count); true when the enrolment is new. */
export const enrol = (tx: Tx, input: { userId: string; courseId: string; source: repo.EnrolmentSource }) =>
  repo.enrol(tx, input);

/** Enrols many users in one course at once (the admin's bulk add); answers the user ids newly enrolled. */
export const enrolUsers = (
  tx: Tx,
  input: { courseId: string; userIds: readonly string[]; source: repo.EnrolmentSource },
): Promise<string[]> => repo.enrolUsers(tx, input);

/** Enrols a user in many courses at once (a paid cart); answers the course ids newly enrolled. */
export const enrolMany = (
  tx: Tx,
  userId: string,
  items: readonly { courseId: string; source: repo.EnrolmentSource }[],
): Promise<string[]> => repo.enrolMany(tx, userId, items);

/** Removes an enrolment, the learner's progress in it, and one from the student count; true when there was one. */
export const unenrol = (tx: Tx, userId: string, courseId: string): Promise<boolean> =>
  repo.unenrol(tx, userId, courseId);

/** How many lessons a course has (a refund's progress limit compares the learner's completed ones with it). */
export const countLessons = (tx: Tx, courseId: string): Promise<number> => repo.countLessons(tx, courseId);

/** Marks a lesson complete for a learner (a passed quiz, issue 37) and drops their cached enrolment state. */
export async function completeLesson(
  deps: Pick<Deps, 'db' | 'cache'> & Partial<Pick<Deps, 'log'>>,
  input: { userId: string; courseId: string; lessonId: string },
): Promise<void> {
  await setLessonCompleted(deps.db, input, true);
  enrolmentStateChanged(deps, input.userId);
  // A passed quiz may be what meets the course's completion rule.
  // Only whether the rule is met matters here, not the titles' language.
  const lessons = ruleLessons(await listLessons(deps.db, [input.courseId]), 'en');
  await courseCompletion(deps, input.userId, input.courseId, lessons);
}

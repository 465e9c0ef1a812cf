import * as repo from './enrolments.repository.ts';

/**
 * Enrolments as the courses module offers them to other modules (the cart, the checkout and the order
 * transaction): who owns which course, and enrolling after a payment. The courses module owns `user_courses` and
 * keeps `courses.purchasedCount` equal to it; callers pass their transaction and, after it commits, invalidate
 * the catalogue cache (server/modules/courses/cache.ts).
 */
export type { EnrolmentSource } from './enrolments.repository.ts';

/** Whether the learner owns the course. */
export const isEnrolled = repo.isEnrolled;
/** The ids of the courses a learner owns, oldest enrolment first. */
export const listOwnedCourseIds = repo.listOwnedCourseIds;
/** Enrols a learner in several courses at once (locking the courses, raising their purchase counts). */
export const enrolMany = repo.enrolMany;

import type { SessionUser } from '#web/lib/session.ts';

/** Learner-side §4 Ownership: owned when the course id is in the signed-in user's courses. */
export function ownsCourse(user: SessionUser | null | undefined, courseId: string): boolean {
  const courses = (user as { courses?: readonly { courseId: string }[] } | null | undefined)?.courses;
  return Array.isArray(courses) && courses.some((c) => c.courseId === courseId);
}

/** Admins see every lesson (learner-side §6). */
export const isAdmin = (user: SessionUser | null | undefined) => user?.role === 'admin';

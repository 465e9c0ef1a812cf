import type { SessionUser } from '#web/lib/session.ts';

/** Learner-side §4 Ownership: owned when the course id is in the signed-in user's courses. */
export function ownsCourse(user: SessionUser | null | undefined, courseId: string): boolean {
  return user?.courses?.some((c) => c.courseId === courseId) ?? false;
}

/** Admins see every lesson (learner-side §6). */
export const isAdmin = (user: SessionUser | null | undefined) => user?.role === 'admin';

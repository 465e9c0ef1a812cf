import type { AdminUser } from '#shared/admin-users.ts';
import { toUserAnswer, type UserRow } from '../users/users.service.ts';
import type { EnrolledCourse } from './admin-users.repository.ts';

/** The admin lists' user: the profile answer (no secrets, no Google id) with course names instead of bare ids. */
export function toAdminUser(row: UserRow, courses: EnrolledCourse[]): AdminUser {
  const { updatedAt: _updatedAt, courses: _ids, ...user } = toUserAnswer(row, []);
  return { ...user, courses };
}

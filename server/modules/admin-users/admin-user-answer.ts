import type { AdminUser } from '#shared/admin-users.ts';
import type { UserRow } from '../users/users.repository.ts';
import { toUserAnswer } from '../users/user-answer.ts';
import type { EnrolledCourse } from './admin-users.repository.ts';

/** The admin lists' user: the profile answer's fields (no secrets, no Google id) plus course names. */
export function toAdminUser(row: UserRow, courses: EnrolledCourse[]): AdminUser {
  const user = toUserAnswer(row, []);
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    role: user.role,
    isSuperAdmin: user.isSuperAdmin,
    isVerified: user.isVerified,
    courses,
    createdAt: user.createdAt,
    avatar: user.avatar,
    coverPhoto: user.coverPhoto,
    userName: user.userName,
    phoneNumber: user.phoneNumber,
    skillOccupation: user.skillOccupation,
    timezone: user.timezone,
    bio: user.bio,
    socialLinks: user.socialLinks,
  };
}

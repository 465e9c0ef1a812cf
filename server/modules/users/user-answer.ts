import type { User } from '#shared/accounts.ts';
import type { Tx } from '../../db/client.ts';
import type { UserRow } from './users.repository.ts';

/**
 * The User of every auth and profile answer (login, social-login, refresh-token, profile/me, profile updates).
 * `courses` lists the courses the user owns. Enrolments arrive with the catalogue work (its `user_courses`
 * table): load the user's course ids here. Until then the list is empty.
 */
export async function loadUserAnswer(_tx: Tx, row: UserRow): Promise<User> {
  return toUserAnswer(row, []);
}

export function toUserAnswer(row: UserRow, courses: { courseId: string }[]): User {
  const links = row.socialLinks ?? {};
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isSuperAdmin: row.isSuperAdmin,
    avatar: row.avatarUrl ? { url: row.avatarUrl } : null,
    coverPhoto: row.coverPhotoUrl ? { url: row.coverPhotoUrl } : null,
    userName: row.userName,
    phoneNumber: row.phoneNumber,
    skillOccupation: row.skillOccupation,
    timezone: row.timezone,
    bio: row.bio,
    socialLinks: {
      facebook: links.facebook || null,
      twitter: links.twitter || null,
      linkedin: links.linkedin || null,
      website: links.website || null,
      github: links.github || null,
    },
    isVerified: row.isVerified,
    courses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import type { User } from '#shared/accounts.ts';
import type { UserRow } from './user-row.ts';

/** The User answer of a row and the courses the user owns (the users service's `answer` adds them). */
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

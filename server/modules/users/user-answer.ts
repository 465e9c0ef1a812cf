import type { FastifyInstance } from 'fastify';
import type { User } from '#shared/accounts.ts';
import { enrolmentState } from '../courses/enrolment-state.ts';
import type { UserRow } from './users.repository.ts';

/**
 * The User of every auth and profile answer (login, social-login, refresh-token, profile/me, profile updates).
 * `courses` lists the courses the user owns (their enrolments), which the web app uses for ownership.
 */
export async function loadUserAnswer(app: FastifyInstance, row: UserRow): Promise<User> {
  const { owned } = await enrolmentState(app, row.id);
  return toUserAnswer(
    row,
    owned.map((courseId) => ({ courseId })),
  );
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

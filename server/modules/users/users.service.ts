import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ChangePasswordBody, UpdateInfoBodySchema, User } from '#shared/accounts.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { IMAGE_PRESETS, isDataUrl, storeImageDataUrl, storeImageFrom, type ImageSource } from '../../lib/images.ts';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import { SESSION_CACHE_TTL_MS, userProfileKey } from '../auth/session-cache.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { loadUserAnswer } from './user-answer.ts';
import * as repo from './users.repository.ts';

export const PROFILE_MESSAGES = {
  infoUpdated: 'Profile updated successfully!',
  avatarUpdated: 'Profile picture updated successfully!',
  coverUpdated: 'Cover photo updated successfully!',
  passwordChanged: 'Password changed successfully.',
  oldPasswordWrong: 'Your old password is incorrect',
  noPassword: 'Your account signs in with Google and has no password to change.',
} as const;

type UpdateInfo = z.output<typeof UpdateInfoBodySchema>;

async function requireUser(app: FastifyInstance, userId: string): Promise<repo.UserRow> {
  const row = await repo.findUserById(app.db, userId);
  // The access plugin found the user a moment ago; gone now means deleted meanwhile.
  if (!row) throw unauthorized();
  return row;
}

/**
 * The signed-in user's own answer (profile/me): the row and the enrolments come from the response cache, so a
 * repeated read makes no query; every change to the row calls `app.sessionsChanged.user`, which drops it.
 */
export async function getProfile(app: FastifyInstance, userId: string): Promise<User> {
  const { value: row } = await app.cache.get(userProfileKey(userId), () => requireUser(app, userId), {
    ttlMs: SESSION_CACHE_TTL_MS,
  });
  return loadUserAnswer(app, row);
}

export async function updateInfo(app: FastifyInstance, userId: string, body: UpdateInfo): Promise<User> {
  const current = await requireUser(app, userId);
  const patch: repo.UserPatch = {
    name: body.name,
    userName: body.userName,
    phoneNumber: body.phoneNumber,
    skillOccupation: body.skillOccupation,
    bio: body.bio,
  };
  if (body.timezone) patch.timezone = body.timezone;
  if (body.socialLinks) patch.socialLinks = { ...current.socialLinks, ...body.socialLinks };
  // The spec's full form sends coverPhoto here too: a data URL replaces it, null removes it, the current URL is kept.
  let oldCover: string | null = null;
  if (typeof body.coverPhoto === 'string' && isDataUrl(body.coverPhoto)) {
    patch.coverPhotoUrl = await storeImageDataUrl(app.storage, body.coverPhoto, {
      folder: 'covers',
      size: IMAGE_PRESETS.cover,
    });
    oldCover = current.coverPhotoUrl;
  } else if (body.coverPhoto === null) {
    patch.coverPhotoUrl = null;
    oldCover = current.coverPhotoUrl;
  }
  const row = await repo.updateUser(app.db, userId, patch);
  if (!row) throw unauthorized();
  app.sessionsChanged.user(userId); // the name signed-in requests carry
  await app.storage.remove(oldCover);
  return loadUserAnswer(app, row);
}

async function replaceImage(
  app: FastifyInstance,
  userId: string,
  image: ImageSource,
  kind: 'avatar' | 'cover',
): Promise<User> {
  const current = await requireUser(app, userId);
  const url = await storeImageFrom(app.storage, image, {
    folder: kind === 'avatar' ? 'avatars' : 'covers',
    size: IMAGE_PRESETS[kind],
  });
  const row = await repo.updateUser(app.db, userId, kind === 'avatar' ? { avatarUrl: url } : { coverPhotoUrl: url });
  if (!row) {
    await app.storage.remove(url);
    throw unauthorized();
  }
  app.sessionsChanged.user(userId); // the picture of the cached profile
  await app.storage.remove(kind === 'avatar' ? current.avatarUrl : current.coverPhotoUrl);
  return loadUserAnswer(app, row);
}

/** A new picture from a data URL (the spec's JSON write) or a streamed upload (what the web app sends). */
export const updateAvatar = (app: FastifyInstance, userId: string, image: ImageSource) =>
  replaceImage(app, userId, image, 'avatar');
export const updateCover = (app: FastifyInstance, userId: string, image: ImageSource) =>
  replaceImage(app, userId, image, 'cover');

/** Changes the password and signs out every other session (this one stays signed in). */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  sessionId: string | null,
  body: ChangePasswordBody,
): Promise<void> {
  const credentials = await repo.findCredentials(app.db, { id: userId });
  if (!credentials) throw unauthorized();
  if (!credentials.passwordHash) throw badRequest(PROFILE_MESSAGES.noPassword, 'password_not_set');
  if (!(await verifyPassword(credentials.passwordHash, body.oldPassword))) {
    throw badRequest(PROFILE_MESSAGES.oldPasswordWrong, 'wrong_old_password');
  }
  await app.db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { passwordHash: await hashPassword(body.newPassword) });
    await revokeUserSessions(tx, userId, 'password_change', sessionId ?? undefined);
  });
  app.sessionsChanged.user(userId);
}

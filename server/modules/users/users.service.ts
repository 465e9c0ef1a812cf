import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Language } from '#shared/bilingual.ts';
import { type ChangePasswordBody, type UpdateInfoBodySchema, type User, UserSchema } from '#shared/accounts.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { IMAGE_PRESETS, isDataUrl, storeImageDataUrl, storeImageFrom, type ImageSource } from '../../lib/images.ts';
import { enrolmentState } from '../courses/enrolments.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { toUserAnswer } from './user-answer.ts';
import * as repo from './users.repository.ts';

/**
 * The users module owns the `users` table (docs/decisions/0021-users-own-accounts-auth-owns-sessions.md): other
 * modules read and write a user's row only through these, each in the caller's transaction.
 */
export {
  emailExists,
  findCredentials,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUsersByIds,
  insertUser,
  updateUser,
} from './users.repository.ts';
import type { Deps } from '../../lib/deps.ts';
export type { NewUser, UserPatch, UserRow } from './user-row.ts';
export { userColumns } from './user-row.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { toUserAnswer } from './user-answer.ts';

export const PROFILE_MESSAGES = {
  infoUpdated: 'Profile updated successfully!',
  avatarUpdated: 'Profile picture updated successfully!',
  coverUpdated: 'Cover photo updated successfully!',
  passwordChanged: 'Password changed successfully.',
  oldPasswordWrong: 'Your old password is incorrect',
  noPassword: 'Your account signs in with Google and has no password to change.',
} as const;

/**
 * What the users module needs from whoever keeps sessions (the auth module's plugin provides it as
 * `app.userSessions`): the users module never imports auth.
 */
export interface UserSessions {
  /** Ends every session of a user but `keep` (this device), in the caller's transaction. */
  endAll(tx: Tx, userId: string, reason: 'password_change', keep?: string): Promise<void>;
  /**
   * After a committed change to a user's row: the cached session state and the cached profile are dropped here and
   * on every instance.
   */
  changed(userId: string): void;
  /** The response-cache key of a user's profile row: dropped whenever `changed(userId)` is called. */
  profileKey(userId: string): string;
  /** How long a cached profile row may serve if an invalidation is lost (the session cache's bound). */
  readonly cacheTtlMs: number;
}

export type UsersDeps = Pick<Deps, 'db' | 'cache' | 'storage'> & {
  sessions: UserSessions;
  /** The ids of the courses a user owns, oldest enrolment first (the courses module's cached enrolment state). */
  ownedCourses(userId: string): Promise<readonly string[]>;
};

/** The users service's dependencies, taken from the app. */
export const usersDeps = (app: FastifyInstance): UsersDeps => ({
  db: app.db,
  cache: app.cache,
  storage: app.storage,
  sessions: app.userSessions,
  ownedCourses: async (userId) => (await enrolmentState(app, userId)).owned,
});

type UpdateInfo = z.output<typeof UpdateInfoBodySchema>;

/** The signed-in user's own account (profile/me, edits, pictures, password) and the User every answer carries. */
export function usersService({ db, cache, storage, sessions, ownedCourses }: UsersDeps) {
  async function requireUser(userId: string): Promise<repo.UserRow> {
    const row = await repo.findUserById(db, userId);
    // The access plugin found the user a moment ago; gone now means deleted meanwhile.
    if (!row) throw unauthorized();
    return row;
  }

  /**
   * The User of every auth and profile answer (login, social-login, refresh-token, profile/me, profile updates).
   * `courses` lists the courses the user owns (their enrolments), which the web app uses for ownership.
   */
  async function answer(row: repo.UserRow): Promise<User> {
    return userOf(row, await ownedCourses(row.id));
  }
  const userOf = (row: repo.UserRow, owned: readonly string[]): User =>
    toUserAnswer(
      row,
      owned.map((courseId) => ({ courseId })),
    );

  async function replaceImage(userId: string, image: ImageSource, kind: 'avatar' | 'cover'): Promise<User> {
    const current = await requireUser(userId);
    const url = await storeImageFrom(storage, image, {
      folder: kind === 'avatar' ? 'avatars' : 'covers',
      size: IMAGE_PRESETS[kind],
    });
    const row = await repo.updateUser(db, userId, kind === 'avatar' ? { avatarUrl: url } : { coverPhotoUrl: url });
    if (!row) {
      await storage.remove(url);
      throw unauthorized();
    }
    sessions.changed(userId); // the picture of the cached profile
    await storage.remove(kind === 'avatar' ? current.avatarUrl : current.coverPhotoUrl);
    return answer(row);
  }

  /**
   * The User's JSON for a cached row and its cached owned courses, validated and serialised once per pair: a new row
   * or a new enrolment state (each replaced in the cache when it changes) is a new pair.
   */
  const keptJson = new WeakMap<repo.UserRow, { owned: readonly string[]; json: string }>();
  async function cachedProfile(userId: string): Promise<{ row: repo.UserRow; owned: readonly string[] }> {
    const { value: row } = await cache.get(sessions.profileKey(userId), () => requireUser(userId), {
      ttlMs: sessions.cacheTtlMs,
    });
    return { row, owned: await ownedCourses(row.id) };
  }

  return {
    answer,

    /**
     * The signed-in user's own User (profile/me) as its JSON, validated against the User schema: the row and the
     * enrolments come from the response cache, so a repeated read makes no query, and the JSON is kept while both stay
     * cached; every change to the row calls `sessions.changed`, which drops it.
     */
    async profileJson(userId: string): Promise<string> {
      const { row, owned } = await cachedProfile(userId);
      const kept = keptJson.get(row);
      if (kept?.owned === owned) return kept.json;
      const json = JSON.stringify(UserSchema.parse(userOf(row, owned)));
      keptJson.set(row, { owned, json });
      return json;
    },

    async updateInfo(userId: string, body: UpdateInfo): Promise<User> {
      const current = await requireUser(userId);
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
        patch.coverPhotoUrl = await storeImageDataUrl(storage, body.coverPhoto, {
          folder: 'covers',
          size: IMAGE_PRESETS.cover,
        });
        oldCover = current.coverPhotoUrl;
      } else if (body.coverPhoto === null) {
        patch.coverPhotoUrl = null;
        oldCover = current.coverPhotoUrl;
      }
      const row = await repo.updateUser(db, userId, patch);
      if (!row) throw unauthorized();
      sessions.changed(userId); // the name signed-in requests carry
      await storage.remove(oldCover);
      return answer(row);
    },

    /** A new picture from a data URL (the spec's JSON write) or a streamed upload (what the web app sends). */
    updateAvatar: (userId: string, image: ImageSource) => replaceImage(userId, image, 'avatar'),
    updateCover: (userId: string, image: ImageSource) => replaceImage(userId, image, 'cover'),

    /** The language the server writes to the user in (decision 0097); the cached profile row carries it. */
    async updateLanguage(userId: string, language: Language): Promise<Language> {
      const row = await repo.updateUser(db, userId, { language });
      if (!row) throw unauthorized();
      sessions.changed(userId);
      return row.language;
    },

    /** Changes the password and signs out every other session (this one stays signed in). */
    async changePassword(userId: string, sessionId: string | null, body: ChangePasswordBody): Promise<void> {
      const credentials = await repo.findCredentials(db, { id: userId });
      if (!credentials) throw unauthorized();
      if (!credentials.passwordHash) throw badRequest(PROFILE_MESSAGES.noPassword, 'password_not_set');
      if (!(await verifyPassword(credentials.passwordHash, body.oldPassword))) {
        throw badRequest(PROFILE_MESSAGES.oldPasswordWrong, 'wrong_old_password');
      }
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, userId, { passwordHash: await hashPassword(body.newPassword) });
        await sessions.endAll(tx, userId, 'password_change', sessionId ?? undefined);
      });
      sessions.changed(userId);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;

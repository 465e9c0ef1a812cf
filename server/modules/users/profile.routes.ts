import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  MessageAnswerSchema,
  SessionAnswerSchema,
  UpdateAvatarBodySchema,
  UpdateCoverBodySchema,
  UpdateInfoBodySchema,
  UserAnswerSchema,
} from '#shared/accounts.ts';
import { ErrorBodySchema } from '#shared/api.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';
import * as profile from './users.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 413: ErrorBodySchema };
const tags = ['profile'];

/** The signed-in user's own account: read, edit, pictures, password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/profile/me',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The signed-in user', response: { 200: SessionAnswerSchema, 401: ErrorBodySchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await profile.getProfile(app, request.sessionUser!.id);
      return { success: true as const, user, accessToken: request.accessToken ?? '' };
    },
  );

  app.put(
    '/users/profile/update-info',
    {
      config: { access: 'user' },
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Edit the profile (name required; blank optional fields are cleared)',
        body: UpdateInfoBodySchema,
        response: { 200: UserAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = await profile.updateInfo(app, request.sessionUser!.id, request.body);
      return { success: true as const, message: profile.PROFILE_MESSAGES.infoUpdated, user };
    },
  );

  app.put(
    '/users/profile/update-avatar',
    {
      config: { access: 'user' },
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Set the profile picture (png, jpeg or webp data URL, at most 10 MB; stored as 400x400 webp)',
        body: UpdateAvatarBodySchema,
        response: { 200: UserAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = await profile.updateAvatar(app, request.sessionUser!.id, request.body.avatar);
      return { success: true as const, message: profile.PROFILE_MESSAGES.avatarUpdated, user };
    },
  );

  app.put(
    '/users/profile/update-cover',
    {
      config: { access: 'user' },
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Set the cover photo (png, jpeg or webp data URL, at most 10 MB; stored as 700x430 webp)',
        body: UpdateCoverBodySchema,
        response: { 200: UserAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = await profile.updateCover(app, request.sessionUser!.id, request.body.coverPhoto);
      return { success: true as const, message: profile.PROFILE_MESSAGES.coverUpdated, user };
    },
  );

  app.put(
    '/users/profile/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Change the password (old one required); signs out every other session',
        body: ChangePasswordBodySchema,
        response: { 200: MessageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await profile.changePassword(app, request.sessionUser!.id, request.sessionId, request.body);
      return { success: true as const, message: profile.PROFILE_MESSAGES.passwordChanged };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileApi } from '#shared/endpoints/profile.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';
import { route } from '../../lib/route.ts';
import { PROFILE_MESSAGES, usersDeps, usersService } from './users.service.ts';

/** The signed-in user's own account, as declared in shared/endpoints/profile.ts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(usersDeps(app));
  const images = { bodyLimit: IMAGE_BODY_LIMIT };

  route(app, profileApi.me, async ({ caller, request }) => ({
    user: await users.profile(caller.id),
    accessToken: request.accessToken ?? '',
  }));

  route(
    app,
    profileApi.updateInfo,
    async ({ caller, body }) => ({
      message: PROFILE_MESSAGES.infoUpdated,
      user: await users.updateInfo(caller.id, body),
    }),
    images,
  );

  route(
    app,
    profileApi.updateAvatar,
    async ({ caller, body }) => ({
      message: PROFILE_MESSAGES.avatarUpdated,
      user: await users.updateAvatar(caller.id, body.avatar),
    }),
    images,
  );

  route(
    app,
    profileApi.updateCover,
    async ({ caller, body }) => ({
      message: PROFILE_MESSAGES.coverUpdated,
      user: await users.updateCover(caller.id, body.coverPhoto),
    }),
    images,
  );

  route(app, profileApi.changePassword, async ({ caller, request, body }) => {
    await users.changePassword(caller.id, request.sessionId, body);
    return { message: PROFILE_MESSAGES.passwordChanged };
  });
};

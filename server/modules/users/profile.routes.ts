import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileApi } from '#shared/endpoints/profile.ts';
import { IMAGE_BODY_LIMIT } from '../../lib/images.ts';
import { route, sendSerialized } from '../../lib/route.ts';
import { PROFILE_MESSAGES, usersDeps, usersService } from './users.service.ts';

/** The signed-in user's own account, as declared in shared/endpoints/profile.ts. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(usersDeps(app));
  const images = { bodyLimit: IMAGE_BODY_LIMIT };

  // The most frequent signed-in read: the User's JSON is kept with the cached row (no validation or serialisation per
  // request); the access token is the request's own.
  route(app, profileApi.me, async ({ caller, request, reply }) => {
    const user = await users.profileJson(caller.id);
    const accessToken = JSON.stringify(request.accessToken ?? '');
    return sendSerialized(reply, profileApi.me, `{"success":true,"accessToken":${accessToken},"user":${user}}`);
  });

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

  route(app, profileApi.updateLanguage, async ({ caller, body }) => ({
    language: await users.updateLanguage(caller.id, body.language),
  }));

  route(app, profileApi.changePassword, async ({ caller, request, body }) => {
    await users.changePassword(caller.id, request.sessionId, body);
    return { message: PROFILE_MESSAGES.passwordChanged };
  });
};

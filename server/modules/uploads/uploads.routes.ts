import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TESTIMONIAL_IMAGE_FOLDER } from '#shared/content/pages.ts';
import { uploadsApi, type ImagePurpose } from '#shared/endpoints/uploads.ts';
import { IMAGE_MAX_BYTES, IMAGE_PRESETS, storeImage, withImageUpload, type ImageSize } from '../../lib/images.ts';
import { route } from '../../lib/route.ts';
import { THUMBNAIL_SIZE } from '../courses/courses-admin.service.ts';
import { PROFILE_MESSAGES, usersDeps, usersService } from '../users/users.service.ts';

/**
 * Where an admin upload is stored and at what size: as a data URL in the course, hero or testimonial write would be;
 * a question's picture goes into its rich text as an `<img>` of this address (lib/sanitize.ts keeps only those).
 */
const PURPOSES: Record<ImagePurpose, { folder: string; size: ImageSize }> = {
  thumbnail: { folder: 'courses', size: THUMBNAIL_SIZE },
  instructorAvatar: { folder: 'instructors', size: IMAGE_PRESETS.avatar },
  banner: { folder: 'banners', size: IMAGE_PRESETS.banner },
  testimonialAvatar: { folder: TESTIMONIAL_IMAGE_FOLDER, size: IMAGE_PRESETS.avatar },
  // A diagram or a table in a question must stay whole and readable: never cropped.
  questionImage: { folder: 'questions', size: { width: 1200, height: 900, fit: 'inside' } },
};

/**
 * Images streamed as multipart/form-data (shared/endpoints/uploads.ts): read with a 10 MB limit in the parser,
 * recognised by their bytes, resized by sharp one at a time (lib/images.ts).
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes parse multipart (the parser and its per-request hook stay out of every other route).
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const users = usersService(usersDeps(app));

  route(app, uploadsApi.avatar, async ({ caller, request }) => {
    const user = await withImageUpload(request, (image) => users.updateAvatar(caller.id, image));
    return { message: PROFILE_MESSAGES.avatarUpdated, user };
  });

  route(app, uploadsApi.cover, async ({ caller, request }) => {
    const user = await withImageUpload(request, (image) => users.updateCover(caller.id, image));
    return { message: PROFILE_MESSAGES.coverUpdated, user };
  });

  route(app, uploadsApi.image, async ({ query, request }) => {
    const url = await withImageUpload(request, (image) =>
      storeImage(app.storage, image.bytes, PURPOSES[query.purpose]),
    );
    return { url };
  });
};

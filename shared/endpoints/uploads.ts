import { z } from 'zod';
import { UserAnswerSchema } from '../accounts.ts';
import { ok } from '../api.ts';
import { endpoints } from '../endpoint.ts';

/** What a write carrying an image may be refused with. */
export const IMAGE_ERRORS = ['invalid_image', 'unreadable_image', 'unsupported_image_type', 'image_too_large'] as const;
const MULTIPART =
  'Body: multipart/form-data with one file field (any name) holding a png, jpg/jpeg or webp image of at most 10 MB, ' +
  'recognised by its bytes. The upload is refused with 413 as soon as it passes 10 MB, without reading the rest.';

/**
 * Image uploads streamed as multipart/form-data (issue 10; decision 0012). The web app sends every image this way,
 * with progress and cancel; the spec's JSON writes that carry a data URL keep working.
 */
export const uploadsApi = endpoints('uploads', {
  avatar: {
    method: 'PUT',
    path: '/users/profile/upload-avatar',
    access: 'user',
    summary: 'Set the profile picture from a streamed file (stored as 400x400 webp)',
    description: MULTIPART,
    answer: UserAnswerSchema,
    errors: [...IMAGE_ERRORS, 'unsupported_media_type'],
  },
  cover: {
    method: 'PUT',
    path: '/users/profile/upload-cover',
    access: 'user',
    summary: 'Set the cover photo from a streamed file (stored as 700x430 webp)',
    description: MULTIPART,
    answer: UserAnswerSchema,
    errors: [...IMAGE_ERRORS, 'unsupported_media_type'],
  },
  image: {
    method: 'POST',
    path: '/uploads/admin/image',
    access: 'admin',
    summary:
      'Store an image for a course, the hero banner, a testimonial or a question; answers its address, to send in that write',
    description: MULTIPART,
    query: z.object({
      // What the image is for fixes its folder and stored size (those a data URL in the same write would get).
      purpose: z
        .enum(['thumbnail', 'instructorAvatar', 'banner', 'testimonialAvatar', 'questionImage'])
        .describe(
          'thumbnail (960x540), instructorAvatar (400x400), banner (1260x1050), testimonialAvatar (400x400) or ' +
            'questionImage (a picture in a question-bank text: kept whole, within 1200x900)',
        ),
    }),
    answer: ok({ url: z.string() }),
    status: 201,
    errors: [...IMAGE_ERRORS, 'unsupported_media_type'],
  },
});

/** What an admin upload is for. */
export type ImagePurpose = z.infer<typeof uploadsApi.image.query>['purpose'];

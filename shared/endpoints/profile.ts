import {
  ChangePasswordBodySchema,
  MessageAnswerSchema,
  SessionAnswerSchema,
  UpdateAvatarBodySchema,
  UpdateCoverBodySchema,
  UpdateInfoBodySchema,
  UserAnswerSchema,
} from '../accounts.ts';
import { z } from 'zod';
import { LANGUAGES } from '../bilingual.ts';
import { endpoints } from '../endpoint.ts';

/** The language the server writes to the user in (decision 0097): e-mails and notifications. */
export const UserLanguageSchema = z.object({ language: z.enum(LANGUAGES, { error: 'Language must be bn or en' }) });
export const UserLanguageAnswerSchema = z.object({ success: z.literal(true), language: z.enum(LANGUAGES) });

/** A picture that cannot be read or stored (lib/images.ts, the S3 storage). */
const IMAGE_ERRORS = [
  'invalid_image',
  'unreadable_image',
  'unsupported_image_type',
  'image_too_large',
  'storage_failed',
  'storage_timeout',
] as const;

/**
 * The signed-in user's own account (learner-side §1 User Profile): read, edit, pictures sent as data URLs, password.
 * The web app sends pictures as streamed files (shared/endpoints/uploads.ts).
 */
export const profileApi = endpoints('profile', {
  me: {
    method: 'GET',
    path: '/users/profile/me',
    access: 'user',
    summary: 'The signed-in user',
    answer: SessionAnswerSchema,
    cache: 'no-store',
  },
  updateInfo: {
    method: 'PUT',
    path: '/users/profile/update-info',
    access: 'user',
    summary: 'Edit the profile (name required; blank optional fields are cleared)',
    body: UpdateInfoBodySchema,
    answer: UserAnswerSchema,
    errors: IMAGE_ERRORS,
  },
  updateAvatar: {
    method: 'PUT',
    path: '/users/profile/update-avatar',
    access: 'user',
    summary: 'Set the profile picture (png, jpeg or webp data URL, at most 10 MB; stored as 400x400 webp)',
    body: UpdateAvatarBodySchema,
    answer: UserAnswerSchema,
    errors: IMAGE_ERRORS,
  },
  updateCover: {
    method: 'PUT',
    path: '/users/profile/update-cover',
    access: 'user',
    summary: 'Set the cover photo (png, jpeg or webp data URL, at most 10 MB; stored as 700x430 webp)',
    body: UpdateCoverBodySchema,
    answer: UserAnswerSchema,
    errors: IMAGE_ERRORS,
  },
  changePassword: {
    method: 'PUT',
    path: '/users/profile/change-password',
    access: 'user',
    summary: 'Change the password (old one required); signs out every other session',
    body: ChangePasswordBodySchema,
    answer: MessageAnswerSchema,
    errors: ['password_not_set', 'wrong_old_password'],
  },
  updateLanguage: {
    method: 'PUT',
    path: '/users/profile/language',
    access: 'user',
    summary: "Set the language of the user's e-mails and notifications (the web app's language switch sends it)",
    body: UserLanguageSchema,
    answer: UserLanguageAnswerSchema,
  },
});

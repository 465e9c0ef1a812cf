import { z } from 'zod';
import { toLatinDigits } from './digits.ts';

/**
 * Accounts contract: request bodies (with the spec's exact validation messages), the User answer and the
 * answers of the auth and profile endpoints. The web forms import the same schemas.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const ACTIVATION_CODE_LENGTH = 4;
export const ACTIVATION_MAX_ATTEMPTS = 5;
export const ACTIVATION_TTL_MINUTES = 10;
/** Password reset (decision 0017): a 6-digit e-mailed code, valid 15 minutes, burnt by 5 wrong codes. */
export const RESET_CODE_LENGTH = 6;
export const RESET_MAX_ATTEMPTS = 5;
export const RESET_TTL_MINUTES = 15;
export const TIMEZONES = ['Dhaka', 'UTC', 'New_York', 'London', 'Tokyo', 'Dubai'] as const;
export const USER_ROLES = ['user', 'admin'] as const;
export const SOCIAL_LINK_KEYS = ['facebook', 'twitter', 'linkedin', 'website', 'github'] as const;

export const MESSAGES = {
  nameRequired: 'Please enter your name!',
  emailRequired: 'Please enter your email!',
  emailInvalid: 'Invalid email!',
  passwordRequired: 'Please enter your password!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  codeInvalid: `Please enter the ${ACTIVATION_CODE_LENGTH}-digit code`,
  resetCodeInvalid: `Please enter the ${RESET_CODE_LENGTH}-digit code`,
  confirmPasswordRequired: 'Please confirm your new password',
  phoneInvalid: 'Please enter a valid Bangladeshi phone number (01XXXXXXXXX or +8801XXXXXXXXX)',
  urlInvalid: 'Please enter a valid URL starting with http:// or https://',
  timezoneInvalid: `Timezone must be one of ${TIMEZONES.join(', ')}`,
  oldPasswordRequired: 'Please enter your old password',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
} as const;

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

export const EmailSchema = requiredString(MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

export const PasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  // argon2 hashes any length, but an unbounded password is a cheap way to burn CPU.
  .max(128, 'Password must be at most 128 characters');

export const NameSchema = requiredString(MESSAGES.nameRequired).max(100, 'Name must be at most 100 characters');

// ---- requests -------------------------------------------------------------------------------------------------

export const RegisterBodySchema = z.object({ name: NameSchema, email: EmailSchema, password: PasswordSchema });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;

// Codes and phone numbers are typed in Bengali or Latin digits (issue 34) and kept in Latin ones.
export const ActivationCodeSchema = z
  .string({ error: MESSAGES.codeInvalid })
  .overwrite(toLatinDigits)
  .regex(new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`), MESSAGES.codeInvalid);

export const ActivateBodySchema = z.object({
  activationToken: z.string({ error: 'Activation token is missing' }).min(1, 'Activation token is missing').max(200),
  activationCode: ActivationCodeSchema,
});
export type ActivateBody = z.infer<typeof ActivateBodySchema>;

/** Forgot password: the answer is the same whether or not an account uses the e-mail. */
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetCodeSchema = z
  .string({ error: MESSAGES.resetCodeInvalid })
  .trim()
  .overwrite(toLatinDigits)
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), MESSAGES.resetCodeInvalid);

/** Reset password: the e-mailed code and the new password (the sign-up rules). */
export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  code: ResetCodeSchema,
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** A member's invitation link (issue 36 item 14): its token and the password the member chooses. */
export const InvitationTokenSchema = z
  .string()
  .regex(/^[\w-]{43}$/, 'This invitation link is not valid')
  .describe('the token of the e-mailed link (/invitation/{token})');
export const AcceptInvitationBodySchema = z.object({ token: InvitationTokenSchema, password: PasswordSchema });
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;
export const AcceptInvitationFormSchema = AcceptInvitationBodySchema.extend({
  confirmPassword: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, MESSAGES.confirmPasswordRequired),
}).refine((v) => v.password === v.confirmPassword, {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
});
export type AcceptInvitationForm = z.infer<typeof AcceptInvitationFormSchema>;

/** The web form's version: the confirmation must equal the new password. */
export const ResetPasswordFormSchema = ResetPasswordBodySchema.extend({
  confirmPassword: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, MESSAGES.confirmPasswordRequired),
}).refine((v) => v.password === v.confirmPassword, {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
});
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/**
 * Google sign-in: `credential` is the ID token from Google Identity Services. The spec's email, name and avatar
 * may still be sent but are ignored: identity comes only from the verified token.
 */
export const SocialLoginBodySchema = z.object({
  credential: z.string({ error: 'Google sign-in did not return a credential' }).min(1).max(8192),
  email: z.string().optional().describe('Ignored: the e-mail is read from the verified Google token'),
  name: z.string().optional().describe('Ignored: the name is read from the verified Google token'),
  avatar: z.string().optional().describe('Ignored: the picture is read from the verified Google token'),
});
export type SocialLoginBody = z.infer<typeof SocialLoginBodySchema>;

/** Bangladeshi mobile numbers: 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX (operator digit 3–9). */
export const BD_PHONE_PATTERN = /^(?:\+?88)?01[3-9]\d{8}$/;

/** Optional text: blank clears the field (stored as null). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const SocialLinkSchema = z
  .string()
  .trim()
  .max(500, MESSAGES.urlInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), MESSAGES.urlInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

export const SocialLinksInputSchema = z.object({
  facebook: SocialLinkSchema,
  twitter: SocialLinkSchema,
  linkedin: SocialLinkSchema,
  website: SocialLinkSchema,
  github: SocialLinkSchema,
});

/** An image sent as a data URL (`data:image/png;base64,...`); its real type is checked from its bytes. */
export const ImageDataUrlSchema = z
  .string({ error: 'Please choose an image' })
  .min(1, 'Please choose an image')
  .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'The image must be sent as a base64 data URL');

/**
 * The full profile form. `name` is required; every other field is optional and a blank value clears it.
 * `coverPhoto` (as the spec's full form sends it): a data URL sets a new cover, null removes it, and any other
 * value (the current URL echoed back) leaves it unchanged.
 */
export const UpdateInfoBodySchema = z.object({
  name: NameSchema,
  userName: optionalText(50, 'Username'),
  phoneNumber: z
    .string()
    .trim()
    .overwrite(toLatinDigits)
    .refine((v) => v === '' || BD_PHONE_PATTERN.test(v.replace(/[\s-]/g, '')), MESSAGES.phoneInvalid)
    .nullish()
    .transform((v) => (v ? v.replace(/[\s-]/g, '') : null)),
  skillOccupation: optionalText(100, 'Skill or occupation'),
  timezone: z.enum(TIMEZONES, { error: MESSAGES.timezoneInvalid }).optional(),
  bio: optionalText(1000, 'Bio'),
  socialLinks: SocialLinksInputSchema.partial().optional(),
  coverPhoto: z.string().nullish(),
});
export type UpdateInfoBody = z.input<typeof UpdateInfoBodySchema>;

/**
 * The web form's version (learner-side §5 Profile): first and last name, each required, whose joined name is the
 * body's `name` (and must be a name the body accepts); every other field as the body checks it.
 */
export const ProfileFormSchema = UpdateInfoBodySchema.omit({ name: true, coverPhoto: true })
  .extend({
    firstName: requiredString(MESSAGES.firstNameRequired),
    lastName: requiredString(MESSAGES.lastNameRequired),
  })
  .superRefine((v, ctx) => {
    const joined = NameSchema.safeParse(`${v.firstName} ${v.lastName}`);
    // the joined name's own issue (its code and bound), reported at the first name
    if (!joined.success) ctx.addIssue({ ...joined.error.issues[0]!, path: ['firstName'] });
  });
export type ProfileForm = z.input<typeof ProfileFormSchema>;

export const UpdateAvatarBodySchema = z.object({ avatar: ImageDataUrlSchema });
export type UpdateAvatarBody = z.infer<typeof UpdateAvatarBodySchema>;

export const UpdateCoverBodySchema = z.object({ coverPhoto: ImageDataUrlSchema });
export type UpdateCoverBody = z.infer<typeof UpdateCoverBodySchema>;

export const ChangePasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: MESSAGES.oldPasswordRequired })
    .min(1, MESSAGES.oldPasswordRequired)
    .max(128, 'Old password must be at most 128 characters'),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The web form's version: the confirmation must equal the new password. */
export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  confirmPassword: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, MESSAGES.confirmPasswordRequired),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

// ---- answers --------------------------------------------------------------------------------------------------

export const ImageRefSchema = z.object({ url: z.string() });

export const UserSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isSuperAdmin: z.boolean(),
  avatar: ImageRefSchema.nullable(),
  coverPhoto: ImageRefSchema.nullable(),
  userName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  skillOccupation: z.string().nullable(),
  timezone: z.enum(TIMEZONES),
  bio: z.string().nullable(),
  socialLinks: z.object({
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
    website: z.string().nullable(),
    github: z.string().nullable(),
  }),
  isVerified: z.boolean(),
  /** Courses the user owns. */
  courses: z.array(z.object({ courseId: z.uuid() })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type User = z.infer<typeof UserSchema>;

const okShape = { success: z.literal(true) };

export const MessageAnswerSchema = z.object({ ...okShape, message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const RegisterAnswerSchema = z.object({ ...okShape, activationToken: z.string(), message: z.string() });
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

export const SessionAnswerSchema = z.object({ ...okShape, accessToken: z.string(), user: UserSchema });
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

/** A reset password signs in afresh: the session answer of login, with the message to show. */
export const ResetPasswordAnswerSchema = SessionAnswerSchema.extend({ message: z.string() });
export type ResetPasswordAnswer = z.infer<typeof ResetPasswordAnswerSchema>;

/** Whom an invitation is for, shown on its page before the member sets a password. */
export const InvitationAnswerSchema = z.object({
  ...okShape,
  invitation: z.object({ name: z.string(), email: z.string(), expiresAt: z.iso.datetime() }),
});
export type InvitationAnswer = z.infer<typeof InvitationAnswerSchema>;

export const UserAnswerSchema = z.object({ ...okShape, message: z.string(), user: UserSchema });
export type UserAnswer = z.infer<typeof UserAnswerSchema>;

export const AuthConfigSchema = z.object({ ...okShape, googleClientId: z.string().nullable() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

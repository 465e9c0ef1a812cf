import { z } from 'zod';
import {
  ABOUT_ICONS,
  DEFAULT_ABOUT_ICON,
  DEFAULT_PRIVACY_ICON,
  PRIVACY_ICONS,
  TESTIMONIAL_DEFAULT_RATING,
} from './pages-defaults.ts';

export {
  ABOUT_ICONS,
  DEFAULT_ABOUT_ICON,
  DEFAULT_ABOUT_PAGE,
  DEFAULT_PAYMENT_PAGES,
  DEFAULT_PRIVACY_ICON,
  DEFAULT_PRIVACY_PAGE,
  PRIVACY_ICONS,
  TESTIMONIAL_DEFAULT_RATING,
} from './pages-defaults.ts';

/**
 * Whole-page content (admin-side §3 About page, Privacy page, Payment pages, Testimonial) with the defaults a
 * fresh site shows, and the bodies the admin editors send (admin-side §5 messages, §7 calls). Stored values are
 * merged over the defaults on every read (`mergeOverDefaults` in ./layout.ts).
 *
 * Rich text: About `mission`, Privacy `title` and `subtitle` are HTML, sanitised on the server before storage.
 * Every other text is plain text (render it as text, never as HTML).
 */

export const HEX_COLOUR_MESSAGE = 'Colour must be # followed by six hex digits';
export const HexColourSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, HEX_COLOUR_MESSAGE);

/** An image reference as answers carry it. */
export const ImageRefSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------- About

export const AboutIconSchema = z.enum(ABOUT_ICONS, { message: `Icon must be one of ${ABOUT_ICONS.join(', ')}` });
export type AboutIcon = z.infer<typeof AboutIconSchema>;

export const AboutFeatureSchema = z.object({ icon: AboutIconSchema, title: z.string(), desc: z.string() });
export type AboutFeature = z.infer<typeof AboutFeatureSchema>;

export const AboutPageSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** HTML (sanitised on write). */
  mission: z.string(),
  features: z.array(AboutFeatureSchema),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;
/** `aboutPage` of GET /about-page/get-content; `updatedAt` is null until an admin saves the page. */
export const AboutPageAnswerSchema = AboutPageSchema.extend({ updatedAt: z.string().nullable() });
export type AboutPageAnswer = z.infer<typeof AboutPageAnswerSchema>;

// ---------------------------------------------------------------- Privacy

export const PrivacyIconSchema = z.enum(PRIVACY_ICONS, { message: `Icon must be one of ${PRIVACY_ICONS.join(', ')}` });
export type PrivacyIcon = z.infer<typeof PrivacyIconSchema>;

export const PrivacyCardSchema = z.object({ icon: PrivacyIconSchema, title: z.string(), items: z.array(z.string()) });
export type PrivacyCard = z.infer<typeof PrivacyCardSchema>;

export const PrivacyPageSchema = z.object({
  /** HTML (sanitised on write). */
  title: z.string(),
  /** HTML (sanitised on write). */
  subtitle: z.string(),
  footerText: z.string(),
  cards: z.array(PrivacyCardSchema),
});
export type PrivacyPage = z.infer<typeof PrivacyPageSchema>;
export const PrivacyPageAnswerSchema = PrivacyPageSchema.extend({ updatedAt: z.string().nullable() });
export type PrivacyPageAnswer = z.infer<typeof PrivacyPageAnswerSchema>;

// ---------------------------------------------------------------- Payment pages

export const PaymentSuccessPageSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  message: z.string(),
  processingMessage: z.string(),
  verificationMessage: z.string(),
  redirectMessage: z.string(),
  verifyingMessage: z.string(),
  redirectingMessage: z.string(),
  backgroundColor: HexColourSchema,
  textColor: HexColourSchema,
  iconColor: HexColourSchema,
  showAnimation: z.boolean(),
});
export const PaymentFailurePageSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  message: z.string(),
  buttonText: z.string(),
  retryMessage: z.string(),
  supportMessage: z.string(),
  contactSupportMessage: z.string(),
  tryAgainMessage: z.string(),
  backgroundColor: HexColourSchema,
  textColor: HexColourSchema,
  iconColor: HexColourSchema,
  showAnimation: z.boolean(),
});
export const PaymentPagesSchema = z.object({ success: PaymentSuccessPageSchema, failure: PaymentFailurePageSchema });
export type PaymentPages = z.infer<typeof PaymentPagesSchema>;
export const PaymentPagesAnswerSchema = PaymentPagesSchema.extend({ updatedAt: z.string().nullable() });
export type PaymentPagesAnswer = z.infer<typeof PaymentPagesAnswerSchema>;

// ---------------------------------------------------------------- Testimonials

export const TestimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profession: z.string(),
  comment: z.string(),
  /** 1 to 5 in half steps. */
  rating: z.number().min(1).max(5),
  avatar: ImageRefSchema.nullable(),
  isActive: z.boolean(),
  /** Lower first; ties by creation time. */
  order: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

// ---------------------------------------------------------------- Admin write bodies (admin-side §5, §7)

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const TESTIMONIAL_REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const FEATURE_FIELDS_MESSAGE = 'Please fill in all feature fields.';
export const AT_LEAST_ONE_FEATURE_MESSAGE = 'Please add at least one feature';
export const CARD_TITLE_MESSAGE = 'Please enter a card title';
export const AT_LEAST_ONE_ITEM_MESSAGE = 'Please add at least one item';
export const AT_LEAST_ONE_CARD_MESSAGE = 'Please add at least one privacy card';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const plain = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Where the images of testimonials are stored: `/uploads/testimonials/<name>.webp` (or the S3 public address). */
export const TESTIMONIAL_IMAGE_FOLDER = 'testimonials';
export const TESTIMONIAL_AVATAR_MESSAGE = 'Avatar must be an uploaded image or an https:// address';

/**
 * Avatar on write (admin-side §3 "image data on write"): the image as a data URL (stored as 400x400 webp), the
 * address an upload answered (`POST /uploads/admin/image?purpose=testimonialAvatar`) or the current one echoed back,
 * as a string or `{url}`, or an https:// address of an image elsewhere; null (or '') removes it.
 */
export const TestimonialAvatarInputSchema = z
  .union([z.string(), z.object({ url: z.string() })], { error: TESTIMONIAL_AVATAR_MESSAGE })
  .transform((value) => (typeof value === 'string' ? value : value.url).trim())
  .pipe(
    z
      .string()
      .max(20 * 1024 * 1024, 'The image must be at most 10 MB')
      .refine(
        (v) => v === '' || v.startsWith('data:') || /^https:\/\/\S+$/.test(v) || /^\/uploads\/\S+$/.test(v),
        TESTIMONIAL_AVATAR_MESSAGE,
      )
      .transform((v) => v || null),
  );

export const TestimonialCreateBodySchema = z.object({
  name: required(TESTIMONIAL_REQUIRED_MESSAGE, 120),
  profession: required(TESTIMONIAL_REQUIRED_MESSAGE, 120),
  comment: required(TESTIMONIAL_REQUIRED_MESSAGE, 2000),
  rating: z
    .number()
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .multipleOf(0.5, 'Rating must be a whole or half star')
    .default(TESTIMONIAL_DEFAULT_RATING),
  avatar: TestimonialAvatarInputSchema.nullable().default(null),
  isActive: z.boolean().default(true),
  order: z
    .number()
    .int('Order must be a non-negative whole number')
    .min(0, 'Order must be a non-negative whole number')
    .default(0),
});
export type TestimonialCreateBody = z.input<typeof TestimonialCreateBodySchema>;

/** Update: every field optional; a field sent is checked like on create. `avatar: null` removes the avatar. */
export const TestimonialUpdateBodySchema = z.object({
  name: required(TESTIMONIAL_REQUIRED_MESSAGE, 120).optional(),
  profession: required(TESTIMONIAL_REQUIRED_MESSAGE, 120).optional(),
  comment: required(TESTIMONIAL_REQUIRED_MESSAGE, 2000).optional(),
  rating: z
    .number()
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .multipleOf(0.5, 'Rating must be a whole or half star')
    .optional(),
  avatar: TestimonialAvatarInputSchema.nullable().optional(),
  isActive: z.boolean().optional(),
  order: z
    .number()
    .int('Order must be a non-negative whole number')
    .min(0, 'Order must be a non-negative whole number')
    .optional(),
});
export type TestimonialUpdateBody = z.input<typeof TestimonialUpdateBodySchema>;

/** PUT /testimonials/order: the new order of some or all testimonials. */
export const TestimonialOrderBodySchema = z.object({
  testimonials: z
    .array(
      z.object({
        _id: z.uuid({ message: 'Invalid id' }),
        order: z.number().int().min(0, 'Order must be a non-negative whole number'),
      }),
    )
    .max(500),
});
export type TestimonialOrderBody = z.infer<typeof TestimonialOrderBodySchema>;

export const AboutFeatureBodySchema = z.object({
  icon: AboutIconSchema.default(DEFAULT_ABOUT_ICON),
  title: required(FEATURE_FIELDS_MESSAGE, 120),
  desc: required(FEATURE_FIELDS_MESSAGE, 1000),
});
export const AboutPageUpdateBodySchema = z.object({
  title: required(REQUIRED_FIELDS_MESSAGE, 200),
  subtitle: required(REQUIRED_FIELDS_MESSAGE, 500),
  /** HTML; sanitised on the server. */
  mission: required(REQUIRED_FIELDS_MESSAGE, 20_000),
  features: z
    .array(AboutFeatureBodySchema, { error: AT_LEAST_ONE_FEATURE_MESSAGE })
    .min(1, AT_LEAST_ONE_FEATURE_MESSAGE)
    .max(30),
});
export type AboutPageUpdateBody = z.input<typeof AboutPageUpdateBodySchema>;

export const PrivacyCardBodySchema = z.object({
  icon: PrivacyIconSchema.default(DEFAULT_PRIVACY_ICON),
  title: required(CARD_TITLE_MESSAGE, 200),
  /** Blank items are dropped; at least one must remain. */
  items: z
    .array(z.string().trim().max(1000, 'Must be at most 1000 characters'), { error: AT_LEAST_ONE_ITEM_MESSAGE })
    .max(50)
    .transform((items) => items.filter((item) => item !== ''))
    .refine((items) => items.length > 0, AT_LEAST_ONE_ITEM_MESSAGE),
});
export const PrivacyPageUpdateBodySchema = z.object({
  /** HTML; sanitised on the server. */
  title: required(REQUIRED_FIELDS_MESSAGE, 2000),
  /** HTML; sanitised on the server. */
  subtitle: required(REQUIRED_FIELDS_MESSAGE, 5000),
  footerText: required(REQUIRED_FIELDS_MESSAGE, 2000),
  cards: z.array(PrivacyCardBodySchema, { error: AT_LEAST_ONE_CARD_MESSAGE }).min(1, AT_LEAST_ONE_CARD_MESSAGE).max(30),
});
export type PrivacyPageUpdateBody = z.input<typeof PrivacyPageUpdateBodySchema>;

const paymentTexts = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, plain(500).optional()])) as Record<K, z.ZodOptional<ReturnType<typeof plain>>>;
const paymentLook = {
  backgroundColor: HexColourSchema.optional(),
  textColor: HexColourSchema.optional(),
  iconColor: HexColourSchema.optional(),
  showAnimation: z.boolean().optional(),
};
/**
 * PUT /payment-pages/admin/update-config: the paymentPages object. Fields left out keep their current value,
 * so an editor may send one tab only.
 */
export const PaymentPagesUpdateBodySchema = z.object({
  success: z
    .object({
      ...paymentTexts([
        'title',
        'subtitle',
        'message',
        'processingMessage',
        'verificationMessage',
        'redirectMessage',
        'verifyingMessage',
        'redirectingMessage',
      ] as const),
      ...paymentLook,
    })
    .optional(),
  failure: z
    .object({
      ...paymentTexts([
        'title',
        'subtitle',
        'message',
        'buttonText',
        'retryMessage',
        'supportMessage',
        'contactSupportMessage',
        'tryAgainMessage',
      ] as const),
      ...paymentLook,
    })
    .optional(),
});
export type PaymentPagesUpdateBody = z.input<typeof PaymentPagesUpdateBodySchema>;

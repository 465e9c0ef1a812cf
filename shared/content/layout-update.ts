import { z } from 'zod';
import {
  CategoryNavEntrySchema,
  HeaderSettingsSchema,
  LAYOUT_TYPES,
  NavigationPositionsSchema,
  NavigationSettingsSchema,
} from './layout.ts';

/**
 * The body of PUT /layouts/admin/update-layout (admin-side §7 Layout): `type` plus that type's fields.
 * Banner and Courses fields left out keep their stored value (the hero editor and the navigation editor each send
 * their own part). FAQ, Categories and Footer send their whole list, which replaces the stored one.
 */
export const FAQ_ALL_EMPTY_MESSAGE = 'Cannot save: All FAQ items are empty or invalid!';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
/** Blank becomes null (admin-side §5 Footer: blank phone, e-mail, name or url sent as null). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The banner image: a new upload as a base64 data URL (png, jpg/jpeg or webp; the server checks, resizes and stores
 * it), or the address of the current one (an /uploads/ path or an https address) to keep it; null removes it.
 */
export const LayoutImageBodySchema = z
  .object({
    url: z
      .string()
      .trim()
      .refine(
        (u) => /^\/uploads\/[\w./-]+$/.test(u) || /^https:\/\/\S+$/.test(u) || u.startsWith('data:'),
        'Image must be an https:// address or an uploaded image',
      ),
  })
  .nullable();

export const BannerUpdateSchema = z.object({
  type: z.literal('Banner'),
  image: LayoutImageBodySchema.optional(),
  /** Plain text. */
  title: text(200).min(1, 'Hero title is required').optional(),
  /** Plain text. */
  subTitle: text(500).optional(),
  badgeText: text(100).optional(),
  socialProofNumber: text(30).optional(),
  socialProofText: text(100).optional(),
  searchPlaceholder: text(100).optional(),
  /** With country code; only digits, spaces, dashes and one leading +. Empty hides the WhatsApp button. */
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^(\+?[\d\s-]{6,20})?$/, 'WhatsApp number must contain only digits and a leading + with the country code')
    .optional(),
  heroTextLeftAlign: z.boolean().optional(),
  headerSettings: HeaderSettingsSchema.partial().optional(),
  navigationSettings: NavigationSettingsSchema.partial().optional(),
  navigationPositions: NavigationPositionsSchema.optional(),
  /** Keyed by category id; replaces the stored record when sent. */
  categoryNavigation: z.record(z.uuid({ message: 'Invalid category id' }), CategoryNavEntrySchema).optional(),
});

export const CategoriesUpdateSchema = z.object({
  type: z.literal('Categories'),
  /** The whole list in display order. Rows with an empty title are dropped; a known `_id` keeps its category. */
  categories: z.array(z.object({ _id: z.string().optional(), title: text(100) })).max(100, 'At most 100 categories'),
});

export const FaqUpdateSchema = z.object({
  type: z.literal('FAQ'),
  faqHeader: z.object({ title: text(200), subTitle: text(1000) }).optional(),
  /** The whole list. Items with an empty question or answer are dropped; `active` is a UI flag and is ignored. */
  faq: z
    .array(
      z.object({
        _id: z.string().optional(),
        question: text(500),
        /** HTML; sanitised on the server. */
        answer: text(10_000),
        active: z.boolean().optional(),
      }),
    )
    .max(200, 'At most 200 FAQ items')
    .optional(),
});

export const FooterUpdateSchema = z.object({
  type: z.literal('Footer'),
  contact: z.object({
    phone: z.preprocess(blankToNull, text(30).nullable()).default(null),
    email: z
      .preprocess(blankToNull, z.email({ message: 'Please enter a valid e-mail address' }).trim().nullable())
      .default(null),
  }),
  socialLinks: z
    .array(
      z.object({
        name: z.preprocess(blankToNull, text(50).nullable()).default(null),
        url: z
          .preprocess(
            blankToNull,
            z.url({ protocol: /^https?$/, message: 'Link must be an http:// or https:// address' }).nullable(),
          )
          .default(null),
      }),
    )
    .max(30),
});

export const TestimonialsSectionUpdateSchema = z.object({
  type: z.literal('Testimonials'),
  title: text(200).optional(),
  /** HTML; sanitised on the server. */
  subTitle: text(5000).optional(),
});

export const CoursesSectionUpdateSchema = z.object({
  type: z.literal('Courses'),
  pageTitle: text(200).optional(),
  pageSubTitle: text(1000).optional(),
  homeTitle: text(200).optional(),
  homeSubTitle: text(1000).optional(),
});

export const LayoutUpdateBodySchema = z.discriminatedUnion(
  'type',
  [
    BannerUpdateSchema,
    CategoriesUpdateSchema,
    FaqUpdateSchema,
    FooterUpdateSchema,
    TestimonialsSectionUpdateSchema,
    CoursesSectionUpdateSchema,
  ],
  { error: `Layout type must be one of ${LAYOUT_TYPES.join(', ')}` },
);
export type LayoutUpdateBody = z.infer<typeof LayoutUpdateBodySchema>;
export type LayoutUpdateBodyInput = z.input<typeof LayoutUpdateBodySchema>;

import { z } from 'zod';
import type { NAV_KEYS } from './layout-defaults.ts';

/**
 * The site layout pieces (learner-side §3 "Site layout pieces", admin-side §3 Banner layout, FAQ, Footer,
 * Testimonials section, Courses section). Stored values are merged over these defaults on every read.
 */
export const LAYOUT_TYPES = ['Banner', 'Categories', 'Footer', 'FAQ', 'Courses', 'Testimonials'] as const;
export const LayoutTypeSchema = z.enum(LAYOUT_TYPES, {
  message: `Layout type must be one of ${LAYOUT_TYPES.join(', ')}`,
});
export type LayoutType = z.infer<typeof LayoutTypeSchema>;

export type NavKey = (typeof NAV_KEYS)[number];

export const HeaderSettingsSchema = z.object({
  showThemeSwitcher: z.boolean(),
  showNavigation: z.boolean(),
  showUserProfile: z.boolean(),
  showMobileMenu: z.boolean(),
});
export const NavigationSettingsSchema = z.object({
  showHome: z.boolean(),
  showCourses: z.boolean(),
  showAbout: z.boolean(),
  showPrivacy: z.boolean(),
  showFAQ: z.boolean(),
});
/** Positions may be missing for a key (it then sorts last). */
export const NavigationPositionsSchema = z.object({
  showHome: z.number().int().min(1).optional(),
  showCourses: z.number().int().min(1).optional(),
  showAbout: z.number().int().min(1).optional(),
  showPrivacy: z.number().int().min(1).optional(),
  showFAQ: z.number().int().min(1).optional(),
});
export const CategoryNavEntrySchema = z.object({
  visible: z.boolean(),
  position: z.number().int().min(1).optional(),
});

export const ImageSchema = z.object({ url: z.string() });

export const BannerSchema = z.object({
  image: ImageSchema.nullable(),
  title: z.string(),
  subTitle: z.string(),
  badgeText: z.string(),
  socialProofNumber: z.string(),
  socialProofText: z.string(),
  searchPlaceholder: z.string(),
  whatsappNumber: z.string(),
  heroTextLeftAlign: z.boolean(),
  headerSettings: HeaderSettingsSchema,
  navigationSettings: NavigationSettingsSchema,
  navigationPositions: NavigationPositionsSchema,
  /** Keyed by category id. */
  categoryNavigation: z.record(z.string(), CategoryNavEntrySchema),
});
export type Banner = z.infer<typeof BannerSchema>;

export const CategorySchema = z.object({ _id: z.string(), title: z.string() });
export type Category = z.infer<typeof CategorySchema>;

export const FaqItemSchema = z.object({ _id: z.string(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof FaqItemSchema>;
export const FaqHeaderSchema = z.object({ title: z.string(), subTitle: z.string() });

export const FooterSchema = z.object({
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
  socialLinks: z.array(z.object({ name: z.string().nullable(), url: z.string().nullable() })),
});
export type Footer = z.infer<typeof FooterSchema>;

export const CoursesSectionSchema = z.object({
  pageTitle: z.string(),
  pageSubTitle: z.string(),
  homeTitle: z.string(),
  homeSubTitle: z.string(),
});
export type CoursesSection = z.infer<typeof CoursesSectionSchema>;

export const TestimonialsSectionSchema = z.object({ title: z.string(), subTitle: z.string() });
export type TestimonialsSection = z.infer<typeof TestimonialsSectionSchema>;

/** The `layout` object of GET /layouts/public/layout/{type}, one shape per type. */
export const LayoutAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Banner'), banner: BannerSchema }),
  z.object({ type: z.literal('Categories'), categories: z.array(CategorySchema) }),
  z.object({ type: z.literal('Footer'), footer: FooterSchema }),
  z.object({ type: z.literal('FAQ'), faq: z.array(FaqItemSchema), faqHeader: FaqHeaderSchema }),
  z.object({ type: z.literal('Courses'), courses: CoursesSectionSchema }),
  z.object({ type: z.literal('Testimonials'), testimonials: TestimonialsSectionSchema }),
]);
export type LayoutAnswer = z.infer<typeof LayoutAnswerSchema>;
export type LayoutOf<T extends LayoutType> = Extract<LayoutAnswer, { type: T }>;

// The defaults live in a zod-free module so the web app can import them without bundling zod; re-exported here.
export {
  NAV_KEYS,
  DEFAULT_NAV_POSITIONS,
  DEFAULT_BANNER,
  DEFAULT_FAQ_HEADER,
  DEFAULT_FOOTER,
  DEFAULT_COURSES_SECTION,
  DEFAULT_TESTIMONIALS_SECTION,
} from './layout-defaults.ts';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Deep-merges stored values over defaults: objects merge key by key, everything else (strings, arrays, null)
 * replaces the default when the stored value is present. Unknown stored keys are kept out.
 */
export function mergeOverDefaults<T>(defaults: T, stored: unknown): T {
  if (!isPlainObject(defaults)) return (stored === undefined ? defaults : stored) as T;
  // A stored value of another shape (null, a string, an array) cannot stand in for an object: keep the default.
  if (!isPlainObject(stored)) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (key in stored && stored[key] !== undefined) {
      const d = (defaults as Record<string, unknown>)[key];
      // Records keyed by data (categoryNavigation) have an empty default: take the stored record as a whole.
      if (!isPlainObject(d)) out[key] = stored[key];
      else if (Object.keys(d).length > 0) out[key] = mergeOverDefaults(d, stored[key]);
      else if (isPlainObject(stored[key])) out[key] = stored[key];
    }
  }
  return out as T;
}

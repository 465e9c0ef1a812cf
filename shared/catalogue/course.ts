import { z } from 'zod';
import { PaginationSchema } from '../api.ts';
import { FallbacksSchema, LangQuerySchema } from '../bilingual-schemas.ts';
import {
  COURSE_PRICE_FILTERS,
  COURSE_SEARCH_MAX,
  COURSE_SORTS,
  COURSES_MAX_PAGE_SIZE,
  COURSES_PAGE_SIZE,
  LIST_LANGUAGES,
  LIST_LEVELS,
  SUGGESTION_COUNT,
} from './list-options.ts';

/**
 * Course and lesson answers (learner-side §3, admin-side §3). Prices are taka numbers; `duration` and lesson
 * lengths are minutes (fractional). `ratings` and `purchased` are what the public sees: the admin's value when an
 * override says so (`overrides.*.useOriginal` false), otherwise the real average rating and student count.
 */

export const COURSE_LEVELS = LIST_LEVELS;
export const COURSE_LANGUAGES = LIST_LANGUAGES;
export const VIDEO_PLAYERS = ['vdocipher', 'youtube', 'vimeo'] as const;
/** A lesson is a video, an article (rich text and resources) or a quiz (issue 37; its settings are the quiz's). */
export const LESSON_TYPES = ['video', 'article', 'quiz'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
export const OVERRIDE_FIELDS = ['ratings', 'purchased'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
export type VideoPlayer = (typeof VIDEO_PLAYERS)[number];
export type OverrideField = (typeof OVERRIDE_FIELDS)[number];

/** The home page shows the first 6 courses (learner-side §9). */
export const HOME_COURSE_COUNT = 6;

const okShape = { success: z.literal(true) };
const iso = z.string().describe('ISO 8601 timestamp');

export const ImageUrlSchema = z.object({ url: z.string() });
export const TitleItemSchema = z.object({ title: z.string() });
export const LessonLinkSchema = z.object({ title: z.string(), url: z.string() });

export const OverrideSchema = z.object({
  useOriginal: z.boolean(),
  adminValue: z.number().nullable(),
});
export const CourseOverridesSchema = z.object({ ratings: OverrideSchema, purchased: OverrideSchema });
export type CourseOverrides = z.infer<typeof CourseOverridesSchema>;

export const InstructorSchema = z.object({ name: z.string(), avatar: ImageUrlSchema.nullable() });

/** A course card: everything but the lessons. */
export const CourseSummarySchema = z.object({
  _id: z.string(),
  name: z.string().describe('HTML'),
  description: z.string().describe('HTML'),
  price: z.number().describe('taka; 0 is Free'),
  estimatedPrice: z.number().nullable().describe('taka, the price before discount'),
  thumbnail: ImageUrlSchema.nullable(),
  demoUrl: z.string(),
  demoPlayer: z.enum(VIDEO_PLAYERS),
  demoDuration: z.number().nullable().describe('minutes'),
  tags: z.string().describe('comma-separated'),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(COURSE_LANGUAGES),
  categories: z.string().nullable().describe('the category title'),
  categoryId: z.string().nullable(),
  instructor: InstructorSchema,
  instructorName: z.string(),
  instructorAvatar: ImageUrlSchema.nullable(),
  benefits: z.array(TitleItemSchema),
  prerequisites: z.array(TitleItemSchema),
  ratings: z.number().describe('average rating 0–5, or the admin value'),
  reviews: z.number().int().describe('number of approved reviews'),
  purchased: z.number().int().describe('students, or the admin value'),
  overrides: CourseOverridesSchema,
  totalVideos: z.number().int().describe('number of lessons'),
  duration: z.number().describe('total minutes of all lessons'),
  showAllResources: z.boolean(),
  isActive: z.boolean(),
  progress: z.number().optional().describe('percent of lessons completed; only for a signed-in owner'),
  createdAt: iso,
  updatedAt: iso,
  fallbacks: FallbacksSchema,
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/**
 * A lesson as the public preview shows it, its texts in the reader's language (`fallbacks`: those in the other). Video and content fields are present only on preview lessons;
 * a paid lesson carries its title, section, length and flag, nothing else.
 */
export const PreviewLessonSchema = z.object({
  _id: z.string(),
  type: z.enum(LESSON_TYPES),
  title: z.string(),
  videoSection: z.string(),
  videoLength: z.number().describe('minutes'),
  isPreview: z.boolean(),
  videoUrl: z.string().optional(),
  videoPlayer: z.enum(VIDEO_PLAYERS).optional(),
  description: z.string().optional(),
  announcement: z.string().nullable().optional(),
  links: z.array(LessonLinkSchema).optional(),
  fallbacks: FallbacksSchema,
});
export type PreviewLesson = z.infer<typeof PreviewLessonSchema>;

export const CourseDetailSchema = CourseSummarySchema.extend({ courseData: z.array(PreviewLessonSchema) });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** A lesson with everything (owners), its texts in the reader's language (`fallbacks`: those in the other). */
export const LessonSchema = z.object({
  _id: z.string(),
  type: z.enum(LESSON_TYPES).describe('video, article, or quiz (GET /lessons/{id}/quiz has its settings)'),
  title: z.string(),
  videoSection: z.string(),
  videoUrl: z.string(),
  videoPlayer: z.enum(VIDEO_PLAYERS),
  videoLength: z.number().describe('minutes, two decimals'),
  isPreview: z.boolean(),
  description: z.string().describe('HTML'),
  announcement: z.string().nullable().describe('HTML'),
  links: z.array(LessonLinkSchema),
  suggestion: z.string().nullable(),
  fallbacks: FallbacksSchema,
});
export type Lesson = z.infer<typeof LessonSchema>;

export {
  COURSE_PRICE_FILTERS,
  COURSE_SEARCH_MAX,
  COURSE_SORTS,
  COURSES_MAX_PAGE_SIZE,
  COURSES_PAGE_SIZE,
  SUGGESTION_COUNT,
  type CoursePriceFilter,
  type CourseSort,
} from './list-options.ts';

const searchText = z
  .string()
  .trim()
  .max(COURSE_SEARCH_MAX)
  .optional()
  .describe(
    'search text, Bengali or English, over name, description, tags, category and instructor; a typo or the start ' +
      'of a word still matches',
  );

export const CoursesListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('page number, from 1 (default 1)'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(COURSES_MAX_PAGE_SIZE)
    .default(COURSES_PAGE_SIZE)
    .describe(`courses per page, 1–${COURSES_MAX_PAGE_SIZE} (default ${COURSES_PAGE_SIZE}); more is refused with 400`),
  sort: z
    .enum(COURSE_SORTS)
    .optional()
    .describe(
      'newest (created last first), popular (most students), rating (highest rating), price_asc, price_desc, ' +
        'relevance (best match first; only with search text). Default: relevance when searching, newest otherwise',
    ),
  search: searchText,
  title: searchText.describe('the spec’s name for `search` (learner-side §2 /courses?title=); `search` wins'),
  category: z.string().trim().max(200).optional().describe('a category title (case-insensitive)'),
  level: z.enum(COURSE_LEVELS).optional().describe('Beginner, Intermediate or Expert'),
  language: z.enum(COURSE_LANGUAGES).optional().describe('Bangla or English'),
  price: z.enum(COURSE_PRICE_FILTERS).optional().describe('free (price 0) or paid (price above 0)'),
  minRating: z.coerce
    .number()
    .min(0)
    .max(5)
    .optional()
    .describe('only courses rated at least this (0–5; the public rating, admin value included)'),
  lang: LangQuerySchema,
});
export type CoursesListQuery = z.infer<typeof CoursesListQuerySchema>;
export type CoursesListInput = z.input<typeof CoursesListQuerySchema>;

/** What a course card shows (web/components/course/course-card.tsx) and the facts the list filters on. */
export const CourseCardSchema = CourseSummarySchema.pick({
  _id: true,
  name: true,
  price: true,
  estimatedPrice: true,
  thumbnail: true,
  level: true,
  language: true,
  categories: true,
  instructor: true,
  instructorName: true,
  ratings: true,
  reviews: true,
  purchased: true,
  totalVideos: true,
  duration: true,
  progress: true,
  fallbacks: true,
}).extend({
  description: z.string().describe('plain text, the first 200 characters of the description'),
});
export type CourseCard = z.infer<typeof CourseCardSchema>;

export const CoursesListAnswerSchema = z.object({
  ...okShape,
  courses: z.array(CourseCardSchema),
  pagination: PaginationSchema,
});
export type CoursesListAnswer = z.infer<typeof CoursesListAnswerSchema>;

export const CourseSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(COURSE_SEARCH_MAX).describe('what the learner typed so far (Bengali or English)'),
  lang: LangQuerySchema,
});
export const CourseSuggestionsAnswerSchema = z.object({
  ...okShape,
  suggestions: z
    .array(z.object({ _id: z.string(), name: z.string().describe('plain text') }))
    .describe(`at most ${SUGGESTION_COUNT} active courses, best match first; none for fewer than 2 characters`),
});
export type CourseSuggestionsAnswer = z.infer<typeof CourseSuggestionsAnswerSchema>;

export const CourseDetailAnswerSchema = z.object({ ...okShape, course: CourseDetailSchema });
export type CourseDetailAnswer = z.infer<typeof CourseDetailAnswerSchema>;

/** The public value of an overridable figure. */
export function effectiveValue(
  original: number,
  override: { useOriginal: boolean; adminValue: number | null },
): number {
  return override.useOriginal || override.adminValue === null ? original : override.adminValue;
}

/** Percent of lessons completed, whole number 0–100. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

import { z } from 'zod';

/**
 * Course and lesson answers (learner-side §3, admin-side §3). Prices are taka numbers; `duration` and lesson
 * lengths are minutes (fractional). `ratings` and `purchased` are what the public sees: the admin's value when an
 * override says so (`overrides.*.useOriginal` false), otherwise the real average rating and student count.
 */

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
export const COURSE_LANGUAGES = ['Bangla', 'English'] as const;
export const VIDEO_PLAYERS = ['vdocipher', 'youtube', 'vimeo'] as const;
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
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/**
 * A lesson as the public preview shows it. Video and content fields are present only on preview lessons;
 * a paid lesson carries its title, section, length and flag, nothing else.
 */
export const PreviewLessonSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videoSection: z.string(),
  videoLength: z.number().describe('minutes'),
  isPreview: z.boolean(),
  videoUrl: z.string().optional(),
  videoPlayer: z.enum(VIDEO_PLAYERS).optional(),
  description: z.string().optional(),
  announcement: z.string().nullable().optional(),
  links: z.array(LessonLinkSchema).optional(),
});
export type PreviewLesson = z.infer<typeof PreviewLessonSchema>;

export const CourseDetailSchema = CourseSummarySchema.extend({ courseData: z.array(PreviewLessonSchema) });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** A lesson with everything (owners and admins). */
export const LessonSchema = z.object({
  _id: z.string(),
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
});
export type Lesson = z.infer<typeof LessonSchema>;

export const CoursesListQuerySchema = z.object({
  category: z.string().trim().max(200).optional().describe('a category title (case-insensitive)'),
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('search text: name, description, tags, category and instructor, Bengali or English'),
});
export type CoursesListQuery = z.infer<typeof CoursesListQuerySchema>;

export const CoursesListAnswerSchema = z.object({ ...okShape, courses: z.array(CourseSummarySchema) });
export const CourseDetailAnswerSchema = z.object({ ...okShape, course: CourseDetailSchema });
export type CoursesListAnswer = z.infer<typeof CoursesListAnswerSchema>;
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

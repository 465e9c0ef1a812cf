import { z } from 'zod';
import { PaginationSchema } from '../api.ts';
import { bulkIdsSchema } from '../bulk.ts';
import { LANGUAGES, type BilingualWrite } from '../bilingual.ts';
import { BilingualSchema } from '../bilingual-schemas.ts';
import {
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  CourseOverridesSchema,
  CourseSummarySchema,
  LESSON_TYPES,
  LessonSchema,
  OVERRIDE_FIELDS,
  VIDEO_PLAYERS,
} from './course.ts';

/** The admin course endpoints (admin-side §3 Course and Lesson, §5 step checks, §7 Courses). */

export const COURSE_MESSAGES = {
  nameRequired: 'Course name is required',
  descriptionRequired: 'Course description is required',
  priceRequired: 'Course price is required',
  categoryRequired: 'Course category is required',
  levelRequired: 'Course level is required',
  demoRequired: 'Demo video URL is required',
  thumbnailRequired: 'Course thumbnail is required',
  benefitRequired: 'At least one benefit is required',
  prerequisiteRequired: 'At least one prerequisite is required',
  videoRequired: 'At least one course video is required',
  categoryNotFound: 'Category not found',
  courseNotFound: 'Course not found',
  created: 'Course created successfully!',
  updated: 'Course updated successfully!',
  deleted: 'Course deleted successfully!',
  activated: 'Course activated successfully',
  deactivated: 'Course deactivated successfully',
  adminValueRequired: 'Please enter a value',
  adminValueNumber: 'The value must be a number',
  adminValueNegative: 'The value cannot be negative',
  overrideField: 'Choose the rating or the sales to override',
  language: 'Course language must be Bangla or English',
  primaryLanguage: 'Primary language must be bn or en',
  videoPlayer: 'Video player must be VdoCipher, YouTube or Vimeo',
  videoUrlRequired: 'Lesson video URL is required',
  lessonType: 'Lesson type must be video, article or quiz',
  quizLessonUnknown: 'A quiz lesson is created with the quiz form; this one does not exist in the course',
} as const;

/** "Course name must be at most 2000 characters" (every limit an operator can reach says which field and how much). */
const atMost = (what: string, max: number) => `${what} must be at most ${max.toLocaleString('en-US')} characters`;
const text = (what: string, max: number) => z.string({ error: `${what} must be text` }).max(max, atMost(what, max));
const trimmed = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, atMost(what, max));
const required = (message: string, what: string, max = 100_000) =>
  z.string({ error: message }).trim().min(1, message).max(max, atMost(what, max));
/** A figure typed in a number box: a number, not below 0, not above `max`. */
const amount = (what: string, max?: number) => {
  const n = z.coerce.number({ error: `${what} must be a number` }).min(0, `${what} cannot be negative`);
  return max === undefined ? n : n.max(max, `${what} must be at most ${max.toLocaleString('en-US')}`);
};
const player = z.enum(VIDEO_PLAYERS, { error: COURSE_MESSAGES.videoPlayer });

/** An image: a data URL on write (stored as webp), or the current URL / `{url}` echoed back unchanged. */
export const ImageInputSchema = z.union([z.string().max(20 * 1024 * 1024), z.object({ url: z.string() })]);

/**
 * A translatable field of a course (decision 0092): a string (the course's primary language, as the spec's calls
 * send) or `{ bn?, en? }`; a language left out keeps what is stored. `required` fields refuse an empty string.
 */
const bilingual = (what: string, max: number, required?: string) => {
  const value = z
    .string({ error: required ?? `${what} must be text` })
    .trim()
    .max(max, atMost(what, max));
  const primary = required ? value.min(1, required) : value;
  return z.union([primary, z.object({ bn: value.optional(), en: value.optional() })], {
    error: required ?? `${what} must be text`,
  });
};
const isEmptyWrite = (write: BilingualWrite) =>
  typeof write === 'string' ? write === '' : !write.bn?.trim() && !write.en?.trim();

const titleList = (message: string, what: string) =>
  z
    .array(z.object({ title: bilingual(what, 500) }), { error: message })
    .transform((items) => items.filter((item) => !isEmptyWrite(item.title)))
    .refine((items) => items.length > 0, message);

export const LESSON_MESSAGES = { titleRequired: 'Lesson title is required' } as const;

export const LessonInputSchema = z
  .object({
    _id: z.uuid('Invalid lesson id').optional().describe('keep a lesson (its progress and questions) when editing'),
    type: z
      .enum(LESSON_TYPES, { error: COURSE_MESSAGES.lessonType })
      .default('video')
      .describe('a quiz lesson is made by POST /admin/courses/{courseId}/quizzes and kept here by its _id'),
    title: bilingual('Lesson title', 500, LESSON_MESSAGES.titleRequired),
    videoSection: bilingual('Section name', 200)
      .optional()
      .describe('the section’s name; lessons naming the same one (in the primary language) share it; Introduction'),
    videoUrl: trimmed('Lesson video URL', 1000).default('').describe('required for a video lesson'),
    videoPlayer: player.default('vdocipher'),
    videoLength: amount('Lesson length', 100_000)
      .default(0)
      .transform((v) => Math.round(v * 100) / 100),
    isPreview: z.boolean().default(false),
    description: bilingual('Lesson description', 100_000).default(''),
    announcement: bilingual('Announcement', 100_000).nullish(),
    links: z
      .array(z.object({ title: bilingual('Link title', 500), url: trimmed('Link URL', 2000) }))
      .default([])
      .transform((links) => links.filter((l) => !isEmptyWrite(l.title) || l.url !== '')),
    suggestion: text('Suggestion', 10_000).nullish(),
  })
  .superRefine((lesson, ctx) => {
    if (lesson.type === 'video' && lesson.videoUrl === '')
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: COURSE_MESSAGES.videoUrlRequired });
  });
export type LessonInput = z.input<typeof LessonInputSchema>;

/** Limits of step 1 the wizard checks before Next as the server does at Create (issue 36 §11). */
export const COURSE_NAME_MAX = 2000;
export const COURSE_PRICE_MAX = 10_000_000;

export const CourseBodySchema = z.object({
  name: bilingual('Course name', COURSE_NAME_MAX, COURSE_MESSAGES.nameRequired),
  description: bilingual('Course description', 100_000, COURSE_MESSAGES.descriptionRequired),
  primaryLanguage: z
    .enum(LANGUAGES, { error: COURSE_MESSAGES.primaryLanguage })
    .optional()
    .describe('bn or en: the language a plain-string field fills; kept when editing, from the name’s script at first'),
  categories: required(COURSE_MESSAGES.categoryRequired, 'Course category', 200).describe(
    'the category title (or its id)',
  ),
  price: z.coerce
    .number({ error: COURSE_MESSAGES.priceRequired })
    .min(0, 'Price cannot be negative')
    .max(COURSE_PRICE_MAX, 'Price must be at most 10,000,000'),
  estimatedPrice: amount('Estimated price', COURSE_PRICE_MAX).nullish(),
  tags: bilingual('Tags', 2000).default(''),
  thumbnail: ImageInputSchema.refine(
    (v) => (typeof v === 'string' ? v.trim() !== '' : v.url !== ''),
    COURSE_MESSAGES.thumbnailRequired,
  ),
  level: z.enum(COURSE_LEVELS, { error: COURSE_MESSAGES.levelRequired }),
  language: z.enum(COURSE_LANGUAGES, { error: COURSE_MESSAGES.language }).default('Bangla'),
  demoUrl: required(COURSE_MESSAGES.demoRequired, 'Demo video URL', 1000),
  demoPlayer: player.default('vdocipher'),
  demoDuration: amount('Demo video length').nullish(),
  instructorName: trimmed('Instructor name', 200).default(''),
  instructorAvatar: ImageInputSchema.nullish(),
  totalVideos: amount('Number of videos')
    .int('Number of videos must be a whole number')
    .optional()
    .describe('ignored: the server counts the lessons'),
  benefits: titleList(COURSE_MESSAGES.benefitRequired, 'Each benefit'),
  prerequisites: titleList(COURSE_MESSAGES.prerequisiteRequired, 'Each prerequisite'),
  courseData: z
    .array(LessonInputSchema, { error: COURSE_MESSAGES.videoRequired })
    .min(1, COURSE_MESSAGES.videoRequired),
  showAllResources: z.boolean().default(true),
});
export type CourseBody = z.input<typeof CourseBodySchema>;
export type CourseBodyParsed = z.output<typeof CourseBodySchema>;

const BilingualTitleSchema = z.object({ title: BilingualSchema });

/** A lesson as the admin edits it: each translatable text in both languages and the languages some of them miss. */
export const AdminLessonSchema = LessonSchema.omit({ fallbacks: true }).extend({
  title: BilingualSchema,
  videoSection: BilingualSchema.describe('the section’s name in each language'),
  description: BilingualSchema.describe('HTML in each language'),
  announcement: BilingualSchema.nullable().describe('HTML in each language'),
  links: z.array(z.object({ title: BilingualSchema, url: z.string() })),
  missing: z
    .array(z.enum(LANGUAGES))
    .describe('languages in which a text of the lesson is empty that the other language has'),
});
export type AdminLesson = z.infer<typeof AdminLessonSchema>;

/**
 * What the admin sees: the public card with each translatable text in both languages, the languages some of them
 * miss, the real figures and every lesson in full.
 */
export const AdminCourseSchema = CourseSummarySchema.omit({ fallbacks: true }).extend({
  name: BilingualSchema.describe('HTML in each language'),
  description: BilingualSchema.describe('HTML in each language'),
  tags: BilingualSchema.describe('comma-separated, in each language'),
  benefits: z.array(BilingualTitleSchema),
  prerequisites: z.array(BilingualTitleSchema),
  primaryLanguage: z.enum(LANGUAGES),
  missing: z
    .array(z.enum(LANGUAGES))
    .describe('languages in which a text (its lessons’ too) is empty that the other language has ("English missing")'),
  original: z.object({ ratings: z.number(), purchased: z.number().int() }),
  courseData: z.array(AdminLessonSchema),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

const okShape = { success: z.literal(true) };
export const AdminCourseAnswerSchema = z.object({ ...okShape, message: z.string(), course: AdminCourseSchema });
export const AdminCoursesAnswerSchema = z.object({ ...okShape, courses: z.array(AdminCourseSchema) });
/** The orders and statuses of the admin course list (issue 10). */
export const ADMIN_COURSE_SORTS = ['newest', 'oldest', 'name', 'rating', 'sales'] as const;
export type AdminCourseSort = (typeof ADMIN_COURSE_SORTS)[number];
export const ADMIN_COURSE_STATUSES = ['active', 'hidden'] as const;
export type AdminCourseStatus = (typeof ADMIN_COURSE_STATUSES)[number];
export const ADMIN_COURSES_PAGE_SIZE = 20;

export const AdminCourseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('page number, from 1'),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_COURSES_PAGE_SIZE).describe('rows per page, 1–100'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('search text over name, description, tags, category and instructor (typos and word starts match)'),
  sort: z
    .enum(ADMIN_COURSE_SORTS)
    .default('newest')
    .describe('newest or oldest (created), name (A–Z), rating or sales (highest first, public figures)'),
  status: z.enum(ADMIN_COURSE_STATUSES).optional().describe('active or hidden courses only; both when absent'),
  missing: z
    .enum(LANGUAGES)
    .optional()
    .describe('bn or en: only courses with a text missing in that language (the other language has it)'),
});
export type AdminCourseListQuery = z.input<typeof AdminCourseListQuerySchema>;

/** A row of the admin course list: what the grid, the row actions and the override dialog read. */
export const AdminCourseListItemSchema = AdminCourseSchema.pick({
  _id: true,
  name: true,
  primaryLanguage: true,
  missing: true,
  isActive: true,
  ratings: true,
  purchased: true,
  overrides: true,
  original: true,
  createdAt: true,
});
export type AdminCourseListItem = z.infer<typeof AdminCourseListItemSchema>;

export const AdminCourseListAnswerSchema = z.object({
  ...okShape,
  courses: z.array(AdminCourseListItemSchema),
  pagination: PaginationSchema,
  stats: z
    .object({
      total: z.number().int(),
      active: z.number().int(),
      sales: z.number().int().describe('real purchases of every course (admin overrides are not counted)'),
      avgRating: z.number().describe('average public rating of every course'),
    })
    .describe('figures over every course, whatever the page and filters'),
});
export type AdminCourseListAnswer = z.infer<typeof AdminCourseListAnswerSchema>;

export const ToggleCourseAnswerSchema = z.object({
  ...okShape,
  message: z.string(),
  course: z.object({ _id: z.string(), isActive: z.boolean() }),
});

export const OverrideBodySchema = z
  .object({
    courseId: z.uuid('Invalid course id'),
    field: z.enum(OVERRIDE_FIELDS, { error: COURSE_MESSAGES.overrideField }),
    useOriginal: z.boolean(),
    adminValue: z.coerce
      .number({ error: COURSE_MESSAGES.adminValueNumber })
      .min(0, COURSE_MESSAGES.adminValueNegative)
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.useOriginal) return;
    const value = body.adminValue;
    if (value === null || value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['adminValue'], message: COURSE_MESSAGES.adminValueRequired });
    } else if (body.field === 'ratings' && value > 5) {
      ctx.addIssue({ code: 'custom', path: ['adminValue'], message: 'Rating must be between 0 and 5' });
    } else if (body.field === 'purchased' && !Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', path: ['adminValue'], message: 'Sales must be a whole number' });
    }
  });
export type OverrideBody = z.input<typeof OverrideBodySchema>;
export type OverrideBodyParsed = z.output<typeof OverrideBodySchema>;

export const CourseOverrideEntrySchema = z.object({
  courseId: z.string(),
  name: BilingualSchema,
  overrides: CourseOverridesSchema,
  original: z.object({ ratings: z.number(), purchased: z.number().int() }),
});
export const OverrideAnswerSchema = z.object({ ...okShape, message: z.string(), override: CourseOverrideEntrySchema });
export const OverridesAnswerSchema = z.object({ ...okShape, overrides: z.array(CourseOverrideEntrySchema) });

// ---- bulk actions of Course Management (issue 13) -------------------------------------------------------------

export const COURSE_ROWS = { one: 'course', many: 'courses' } as const;

/** POST /courses/admin/bulk/delete: the courses to delete (each as the single delete does). */
export const BulkCoursesBodySchema = z.object({ courseIds: bulkIdsSchema(COURSE_ROWS) });
export type BulkCoursesBody = z.input<typeof BulkCoursesBodySchema>;

/** PATCH /courses/admin/bulk/visibility: show (`isActive` true) or hide the courses. */
export const BulkVisibilityBodySchema = BulkCoursesBodySchema.extend({
  isActive: z.boolean({ error: 'Choose whether to show or hide the courses.' }),
});
export type BulkVisibilityBody = z.input<typeof BulkVisibilityBodySchema>;

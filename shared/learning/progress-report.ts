import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from '../api.ts';

/*
 * The admins' progress reports (issue 33): per course, every enrolled learner with their progress, last activity,
 * quiz scores and certificate; per learner, all their courses. Dates travel as ISO strings.
 */

/** Days without activity after which a learner who has not completed counts as inactive. */
export const INACTIVE_DAYS = 30;

/** The report's filters: everyone, not started, in progress, completed, or inactive for INACTIVE_DAYS. */
export const PROGRESS_STATUSES = ['all', 'not_started', 'in_progress', 'completed', 'inactive'] as const;
export type ProgressStatusFilter = (typeof PROGRESS_STATUSES)[number];

/** Its orders: last activity (most recent or least recent first) or lessons completed (most or fewest first). */
export const PROGRESS_SORTS = ['active_desc', 'active_asc', 'progress_desc', 'progress_asc'] as const;
export type ProgressSort = (typeof PROGRESS_SORTS)[number];

export const ProgressReportFilterSchema = z.object({
  status: z
    .enum(PROGRESS_STATUSES, { error: 'Status must be all, not_started, in_progress, completed or inactive' })
    .default('all'),
  sort: z
    .enum(PROGRESS_SORTS, { error: 'Sort must be active_desc, active_asc, progress_desc or progress_asc' })
    .default('active_desc'),
});
export type ProgressReportFilter = z.output<typeof ProgressReportFilterSchema>;

/** GET /admin/courses/:courseId/progress: `limit` defaults to 20, at most 100. */
export const ProgressReportQuerySchema = PaginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
}).extend(ProgressReportFilterSchema.shape);
export type ProgressReportQuery = z.input<typeof ProgressReportQuerySchema>;

/** A learner's state in a course: derived from their row, never stored. */
export const LearnerStateSchema = z.enum(['not_started', 'in_progress', 'completed']);
export type LearnerState = z.infer<typeof LearnerStateSchema>;

export const ReportCertificateSchema = z
  .object({ _id: z.string(), status: z.enum(['valid', 'revoked']), issuedAt: z.string() })
  .nullable();

export const QuizScoreSchema = z.object({
  lessonId: z.string(),
  /** The best graded attempt's percent; null: never submitted. */
  percent: z.number().nullable(),
  passed: z.boolean(),
});

export const ReportLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  state: LearnerStateSchema,
  /** Not completed and no activity for INACTIVE_DAYS. */
  inactive: z.boolean(),
  percent: z.number().int().min(0).max(100),
  completedLessons: z.number().int(),
  lastActiveAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  quizzes: z.array(QuizScoreSchema),
  certificate: ReportCertificateSchema,
});
export type ReportLearner = z.infer<typeof ReportLearnerSchema>;

export const ProgressCountsSchema = z.object({
  all: z.number().int(),
  not_started: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  inactive: z.number().int(),
});
export type ProgressCounts = z.infer<typeof ProgressCountsSchema>;

export const CourseProgressReportAnswerSchema = ok({
  course: z.object({ _id: z.string(), name: z.string(), totalLessons: z.number().int() }),
  /** The course's quizzes, in the order of its lessons: the columns of each learner's `quizzes`. */
  quizzes: z.array(z.object({ lessonId: z.string(), title: z.string(), required: z.boolean() })),
  counts: ProgressCountsSchema,
  learners: z.array(ReportLearnerSchema),
  pagination: PaginationSchema,
});
export type CourseProgressReport = z.infer<typeof CourseProgressReportAnswerSchema>;

export const LearnerCourseProgressSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  totalLessons: z.number().int(),
  state: LearnerStateSchema,
  inactive: z.boolean(),
  percent: z.number().int().min(0).max(100),
  completedLessons: z.number().int(),
  lastActiveAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  certificate: ReportCertificateSchema,
});
export type LearnerCourseProgress = z.infer<typeof LearnerCourseProgressSchema>;

export const LearnerProgressReportAnswerSchema = ok({
  learner: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  courses: z.array(LearnerCourseProgressSchema),
});
export type LearnerProgressReport = z.infer<typeof LearnerProgressReportAnswerSchema>;

/** The percent shown: lessons completed of the course's lessons, whole, never above 100. */
export function progressPercentOf(completedLessons: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return Math.min(100, Math.round((completedLessons / totalLessons) * 100));
}

/** The columns of the CSV export, in order (English: a spreadsheet's header row). */
export const PROGRESS_CSV_HEADER = [
  'Name',
  'Email',
  'State',
  'Progress %',
  'Lessons completed',
  'Lessons',
  'Last active',
  'Completed at',
  'Certificate',
  'Certificate status',
] as const;

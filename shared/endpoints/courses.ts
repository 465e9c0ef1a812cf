import { z } from 'zod';
import { IdParamSchema, ok } from '../api.ts';
import {
  AdminCourseAnswerSchema,
  AdminCoursesAnswerSchema,
  BulkCoursesBodySchema,
  BulkVisibilityBodySchema,
  CourseBodySchema,
  OverrideAnswerSchema,
  OverrideBodySchema,
  OverridesAnswerSchema,
  ToggleCourseAnswerSchema,
} from '../catalogue/admin.ts';
import { CourseDetailAnswerSchema, CourseSummarySchema, OVERRIDE_FIELDS } from '../catalogue/course.ts';
import {
  ContinueLearningSchema,
  CourseContentAnswerSchema,
  VdoCipherMetadataAnswerSchema,
  VdoCipherMetadataBodySchema,
  VdoCipherOtpAnswerSchema,
  VdoCipherOtpBodySchema,
} from '../catalogue/learning.ts';
import { BulkAnswerSchema } from '../bulk.ts';
import { endpoints } from '../endpoint.ts';
import type { ErrorCode } from '../errors.ts';

/** What VdoCipher itself can answer through us (server/integrations/vdocipher.ts). */
const VDOCIPHER_ERRORS = [
  'vdocipher_not_configured',
  'vdocipher_unreachable',
  'vdocipher_rejected',
  'vdocipher_bad_answer',
  'vdocipher_error',
  'video_not_found',
] as const satisfies readonly ErrorCode[];

/** What storing a course's thumbnail or instructor avatar (sent as data URLs) can answer. */
const IMAGE_ERRORS = [
  'invalid_image',
  'unreadable_image',
  'unsupported_image_type',
  'image_too_large',
  'storage_failed',
  'storage_timeout',
] as const satisfies readonly ErrorCode[];

/**
 * The public course preview, the full content for owners and admins (served by learning.routes.ts) and the
 * learner's own courses (learner-side §7 Courses).
 */
export const coursesApi = endpoints('courses', {
  preview: {
    method: 'GET',
    path: '/courses/public/preview/:id',
    access: 'public',
    summary: 'A course preview: outline of every lesson; video and content only for preview lessons',
    params: IdParamSchema,
    answer: CourseDetailAnswerSchema,
    errors: ['course_not_found'],
    cache: 'public',
  },
  content: {
    method: 'GET',
    path: '/courses/enrolled/content/:id',
    access: 'user',
    summary: 'Full content of a course for its owners and admins (403 for anyone else)',
    params: IdParamSchema,
    answer: CourseContentAnswerSchema,
    errors: ['course_not_found', 'not_course_owner'],
    cache: 'private',
  },
  mine: {
    method: 'GET',
    path: '/courses/enrolled/my-courses',
    access: 'user',
    summary: "The caller's enrolled courses with progress, latest enrolment first",
    answer: ok({ courses: z.array(CourseSummarySchema) }),
    cache: 'private',
  },
  continue: {
    method: 'GET',
    path: '/courses/enrolled/continue',
    access: 'user',
    summary:
      'Continue learning: the courses the caller studied most recently (up to 3), with the lesson to resume and the progress',
    answer: ok({ courses: z.array(ContinueLearningSchema) }),
    cache: 'private',
  },
});

/** VdoCipher playback licences and video lengths (design.md §5). */
export const videoApi = endpoints('video', {
  otp: {
    method: 'POST',
    path: '/courses/video/getVdoCipherOTP',
    access: 'public',
    summary: 'A VdoCipher OTP for a video the caller may watch (demo, preview lesson, owned lesson)',
    body: VdoCipherOtpBodySchema,
    answer: VdoCipherOtpAnswerSchema,
    errors: ['not_vdocipher', 'video_not_allowed', ...VDOCIPHER_ERRORS],
    cache: 'no-store',
  },
  metadata: {
    method: 'POST',
    path: '/vdocipher/metadata',
    access: 'admin',
    summary: 'Length in seconds of a VdoCipher video that is ready (the wizard’s Get Duration)',
    body: VdoCipherMetadataBodySchema,
    answer: VdoCipherMetadataAnswerSchema,
    errors: ['video_not_ready', ...VDOCIPHER_ERRORS],
  },
});

const CourseIdParamsSchema = z.object({ courseId: z.uuid('Invalid course id') });
const COURSE_WRITE_ERRORS = [
  'category_not_found',
  'invalid_link',
  ...IMAGE_ERRORS,
] as const satisfies readonly ErrorCode[];

/** Admin course endpoints (admin-side §7 Courses); the paged list is catalogueApi.adminList. */
export const coursesAdminApi = endpoints('courses (admin)', {
  create: {
    method: 'POST',
    path: '/courses/admin/create',
    access: 'admin',
    summary: 'Create a course (thumbnail and instructor avatar as data URLs; rich text sanitised)',
    body: CourseBodySchema,
    answer: AdminCourseAnswerSchema,
    status: 201,
    errors: COURSE_WRITE_ERRORS,
  },
  update: {
    method: 'PUT',
    path: '/courses/admin/update/:id',
    access: 'admin',
    summary: 'Replace a course; lessons sent with their _id keep their progress and questions',
    params: IdParamSchema,
    body: CourseBodySchema,
    answer: AdminCourseAnswerSchema,
    errors: ['course_not_found', ...COURSE_WRITE_ERRORS],
  },
  all: {
    method: 'GET',
    path: '/courses/admin/all-courses',
    access: 'admin',
    summary: 'Every course, active or not, with all lessons and the real figures',
    answer: AdminCoursesAnswerSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/courses/admin/delete/:id',
    access: 'admin',
    summary: 'Delete a course with its lessons, reviews and enrolments',
    params: IdParamSchema,
    answer: ok({ message: z.string() }),
    errors: ['course_not_found'],
  },
  toggle: {
    method: 'PATCH',
    path: '/courses/admin/toggle/:id',
    access: 'admin',
    summary: 'Hide or unhide a course',
    params: IdParamSchema,
    answer: ToggleCourseAnswerSchema,
    errors: ['course_not_found'],
  },
  bulkRemove: {
    method: 'POST',
    path: '/courses/admin/bulk/delete',
    access: 'admin',
    summary: 'Delete 1–100 courses with their lessons, reviews and enrolments; unknown ones are refused',
    body: BulkCoursesBodySchema,
    answer: BulkAnswerSchema,
  },
  bulkVisibility: {
    method: 'PATCH',
    path: '/courses/admin/bulk/visibility',
    access: 'admin',
    summary: 'Show or hide 1–100 courses; those already so are skipped, unknown ones refused',
    body: BulkVisibilityBodySchema,
    answer: BulkAnswerSchema,
  },
  setOverride: {
    method: 'POST',
    path: '/courses/admin/override',
    access: 'admin',
    summary: 'Show the real rating or student count, or an admin value (ratings 0–5, purchased a whole number)',
    body: OverrideBodySchema,
    answer: OverrideAnswerSchema,
    errors: ['course_not_found'],
  },
  overrides: {
    method: 'GET',
    path: '/courses/admin/overrides',
    access: 'admin',
    summary: 'Overrides of every course',
    answer: OverridesAnswerSchema,
  },
  override: {
    method: 'GET',
    path: '/courses/admin/overrides/:courseId',
    access: 'admin',
    summary: 'Overrides of one course',
    params: CourseIdParamsSchema,
    answer: ok({ override: OverrideAnswerSchema.shape.override }),
    errors: ['course_not_found'],
  },
  resetOverride: {
    method: 'DELETE',
    path: '/courses/admin/override/:courseId/:field',
    access: 'admin',
    summary: 'Back to the real figure for one field',
    params: CourseIdParamsSchema.extend({ field: z.enum(OVERRIDE_FIELDS) }),
    answer: OverrideAnswerSchema,
    errors: ['course_not_found'],
  },
});

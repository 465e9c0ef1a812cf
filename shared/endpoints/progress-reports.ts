import { z } from 'zod';
import {
  CourseProgressReportAnswerSchema,
  LearnerProgressReportAnswerSchema,
  ProgressReportFilterSchema,
  ProgressReportQuerySchema,
} from '../learning/progress-report.ts';
import { endpoints } from '../endpoint.ts';

const uuid = (what: string) => z.uuid(`Invalid ${what} id`);

/** The admins' progress reports (issue 33): per course (paged, filtered, sorted, and as CSV) and per learner. */
export const progressReportsApi = endpoints('progress reports', {
  course: {
    method: 'GET',
    path: '/admin/courses/:courseId/progress',
    access: 'admin',
    summary:
      "A page of a course's enrolled learners with progress %, lessons completed, last activity, quiz scores and certificate; filter by state, sort by activity or progress",
    params: z.object({ courseId: uuid('course') }),
    query: ProgressReportQuerySchema,
    answer: CourseProgressReportAnswerSchema,
    errors: ['course_not_found'],
    cache: 'no-store',
  },
  courseCsv: {
    method: 'GET',
    path: '/admin/courses/:courseId/progress/export',
    access: 'admin',
    summary: "The course's report as CSV, every learner matching the filter, in its order, streamed",
    params: z.object({ courseId: uuid('course') }),
    query: ProgressReportFilterSchema,
    answer: z.string().describe('text/csv: a header line, then one line per learner'),
    errors: ['course_not_found'],
    cache: 'no-store',
  },
  learner: {
    method: 'GET',
    path: '/admin/users/:userId/progress',
    access: 'admin',
    summary: "One learner's progress in every course they are enrolled in, most recently active first",
    params: z.object({ userId: uuid('user') }),
    answer: LearnerProgressReportAnswerSchema,
    errors: ['user_not_found'],
    cache: 'no-store',
  },
});

import {
  CourseSuggestionsAnswerSchema,
  CourseSuggestionsQuerySchema,
  CoursesListAnswerSchema,
  CoursesListQuerySchema,
} from '../catalogue/course.ts';
import { AdminCourseListAnswerSchema, AdminCourseListQuerySchema } from '../catalogue/admin.ts';
import { endpoints } from '../endpoint.ts';

/** The public course list and the hero search's suggestions (learner-side §7 Courses; issue 10). */
export const catalogueApi = endpoints('courses', {
  list: {
    method: 'GET',
    path: '/courses/public/all-previews',
    access: 'public',
    summary: 'A page of active courses as cards, searched, filtered and sorted',
    description:
      'Search uses trigram similarity and word prefixes over name, description, tags, category and instructor, in ' +
      'Bengali and English: every word must match, a typo or the start of a word still matches, best match first. ' +
      'A signed-in caller also gets `progress` on the courses they own.',
    query: CoursesListQuerySchema,
    answer: CoursesListAnswerSchema,
    cache: 'public',
  },
  suggestions: {
    method: 'GET',
    path: '/courses/public/suggestions',
    access: 'public',
    summary: 'Course names matching what the learner has typed, best match first (the hero search)',
    query: CourseSuggestionsQuerySchema,
    answer: CourseSuggestionsAnswerSchema,
    cache: 'public',
  },
  adminList: {
    method: 'GET',
    path: '/courses/admin/list',
    access: 'admin',
    summary: 'A page of courses, active or hidden, for Course Management: searched, sorted, filtered by status',
    query: AdminCourseListQuerySchema,
    answer: AdminCourseListAnswerSchema,
    cache: 'private',
  },
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '#shared/catalogue/course.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /courses/enrolled/my-courses: the caller's courses, latest enrolment first. */
export const myCoursesQuery = () =>
  queryOptions({
    queryKey: ['courses', 'enrolled', 'mine'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; courses: CourseSummary[] }>('/courses/enrolled/my-courses', { signal }).then(
        (r) => r.courses,
      ),
  });

export const useMyCourses = () => useQuery(myCoursesQuery());

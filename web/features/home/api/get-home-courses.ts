import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '#shared/catalogue/course.ts';
import { api } from '#web/lib/api-client.ts';
import { HOME_COURSE_COUNT } from '../components/course-list.tsx';

/** GET /courses/public/all-previews: the home page shows the first 6 (learner-side §7). */
export const homeCoursesQuery = () =>
  queryOptions({
    queryKey: ['courses', 'previews', 'home'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; courses: CourseSummary[] }>('/courses/public/all-previews', { signal }).then((r) =>
        r.courses.slice(0, HOME_COURSE_COUNT),
      ),
  });

export const useHomeCourses = () => useQuery(homeCoursesQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutOf } from '#shared/content/layout.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /layouts/public/layout/Courses: the /courses page title and subtitle (same cache entry as the home page). */
export const coursesLayoutQuery = () =>
  queryOptions({
    queryKey: ['layout', 'Courses'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; layout: LayoutOf<'Courses'> }>('/layouts/public/layout/Courses', { signal }).then(
        (r) => r.layout,
      ),
  });

export const useCoursesLayout = () => useQuery(coursesLayoutQuery());

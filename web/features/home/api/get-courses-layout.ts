import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LayoutOf } from '#shared/content/layout.ts';
import { api } from '#web/lib/api-client.ts';

export type CoursesLayout = LayoutOf<'Courses'>;

/** GET /layouts/public/layout/Courses: the home and catalogue section titles. */
export const getCoursesLayout = (signal?: AbortSignal) =>
  api<{ success: true; layout: CoursesLayout }>('/layouts/public/layout/Courses', { signal }).then((r) => r.layout);

export const coursesLayoutQuery = () =>
  queryOptions({ queryKey: ['layout', 'Courses'] as const, queryFn: ({ signal }) => getCoursesLayout(signal) });

export const useCoursesLayout = () => useQuery(coursesLayoutQuery());

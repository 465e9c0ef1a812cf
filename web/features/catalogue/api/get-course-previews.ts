import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursesListAnswer, CoursesListQuery } from '#shared/catalogue.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /courses/public/all-previews with the optional category and title filters. */
export const getCoursePreviews = (filter: CoursesListQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.title) params.set('title', filter.title);
  const qs = params.toString();
  return api<CoursesListAnswer>(`/courses/public/all-previews${qs ? `?${qs}` : ''}`, { signal }).then((r) => r.courses);
};

export const coursePreviewsQuery = (filter: CoursesListQuery) =>
  queryOptions({
    queryKey: ['courses', 'previews', filter] as const,
    queryFn: ({ signal }) => getCoursePreviews(filter, signal),
  });

export const useCoursePreviews = (filter: CoursesListQuery) =>
  useQuery({ ...coursePreviewsQuery(filter), placeholderData: keepPreviousData });

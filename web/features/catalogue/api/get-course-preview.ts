import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetailAnswer } from '#shared/catalogue.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /courses/public/preview/{id}: the outline, with video ids only for preview lessons. */
export const getCoursePreview = (id: string, signal?: AbortSignal) =>
  api<CourseDetailAnswer>(`/courses/public/preview/${encodeURIComponent(id)}`, { signal }).then((r) => r.course);

export const coursePreviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['courses', 'preview', id] as const,
    queryFn: ({ signal }) => getCoursePreview(id, signal),
  });

export const useCoursePreview = (id: string) => useQuery(coursePreviewQuery(id));

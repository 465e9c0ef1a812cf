import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseContentAnswer, CourseDetailAnswer } from '#shared/catalogue.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /courses/enrolled/content/{id}: every lesson with questions, the reviews and progress (owners and admins). */
export const courseContentQuery = (id: string) =>
  queryOptions({
    queryKey: ['courses', 'content', id] as const,
    queryFn: ({ signal }) =>
      api<CourseContentAnswer>(`/courses/enrolled/content/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export const useCourseContent = (id: string, enabled: boolean) => useQuery({ ...courseContentQuery(id), enabled });

/** GET /courses/public/preview/{id}: what a non-owner may see (preview lessons only carry their video). */
export const coursePreviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['courses', 'preview', id] as const,
    queryFn: ({ signal }) =>
      api<CourseDetailAnswer>(`/courses/public/preview/${encodeURIComponent(id)}`, { signal }).then((r) => r.course),
  });

export const useCoursePreview = (id: string, enabled: boolean) => useQuery({ ...coursePreviewQuery(id), enabled });

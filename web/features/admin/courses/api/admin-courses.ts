import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminCourse, AdminCourseListQuery, OverrideBody } from '#shared/catalogue/admin.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { call } from '#web/api/client.ts';
import type { CourseOverrides } from '#shared/catalogue/course.ts';
import { api } from '#web/lib/api-client.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';

/** GET /courses/admin/all-courses: every course, active or hidden, with its lessons and real figures. */
export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'courses'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; courses: AdminCourse[] }>('/courses/admin/all-courses', { signal }).then((r) => r.courses),
  });

export const useAdminCourses = () => useQuery(adminCoursesQuery());

/** GET /courses/admin/list: one page of Course Management with the stat cards; the last page stays while the next loads. */
export const adminCourseListQuery = (query: AdminCourseListQuery) =>
  queryOptions({
    queryKey: ['admin', 'courses', 'list', query] as const,
    queryFn: ({ signal }) => call(catalogueApi.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminCourseList = (query: AdminCourseListQuery) => useQuery(adminCourseListQuery(query));

/** After a course write: the admin lists and every public catalogue query (keys start with 'courses'). */
export async function coursesChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: ['courses'] })]);
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ success: true; message: string }>(`/courses/admin/delete/${id}`, { method: 'DELETE' }),
    onSuccess: () => coursesChanged(queryClient),
  });
}

export function useToggleCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ success: true; message: string; course: { _id: string; isActive: boolean } }>(
        `/courses/admin/toggle/${id}`,
        { method: 'PATCH' },
      ),
    onSuccess: () => coursesChanged(queryClient),
  });
}

export interface OverrideAnswer {
  success: true;
  message: string;
  override: {
    courseId: string;
    name: string;
    overrides: CourseOverrides;
    original: { ratings: number; purchased: number };
  };
}

export function useSetOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OverrideBody) => api<OverrideAnswer>('/courses/admin/override', { method: 'POST', body }),
    onSuccess: () => coursesChanged(queryClient),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, CoursesSection } from '#shared/content/layout.ts';
import { api } from '#web/lib/api-client.ts';
import { adminDataChanged } from '../../ui/admin-data.ts';

/** The Courses section texts (GET /layouts/public/layout/Courses) under an admin key, so the shell refreshes it. */
export const coursesSectionQuery = () =>
  queryOptions({
    queryKey: ['admin', 'layout', 'Courses'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; layout: { courses: CoursesSection } }>('/layouts/public/layout/Courses', { signal }).then(
        (r) => r.layout.courses,
      ),
  });

export const useCoursesSection = () => useQuery(coursesSectionQuery());

export function useSaveCoursesSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CoursesSection) =>
      api<{ success: true; message?: string }>('/layouts/admin/update-layout', {
        method: 'PUT',
        body: { type: 'Courses', ...values },
      }),
    onSuccess: () =>
      Promise.all([adminDataChanged(queryClient), queryClient.invalidateQueries({ queryKey: ['layout', 'Courses'] })]),
  });
}

/** The category titles a course can be filed under (the wizard's Category select). */
export const courseCategoriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'layout', 'Categories'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; layout: { categories: Category[] } }>('/layouts/public/layout/Categories', { signal }).then(
        (r) => r.layout.categories,
      ),
  });

export const useCourseCategories = () => useQuery(courseCategoriesQuery());

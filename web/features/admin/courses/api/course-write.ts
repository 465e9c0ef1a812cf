import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse, CourseBody } from '#shared/catalogue/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { coursesChanged } from './admin-courses.ts';

type Answer = { success: true; message: string; course: AdminCourse };

/** POST /courses/admin/create, or PUT /courses/admin/update/{id} when `id` is given (edit mode). */
export function useSaveCourse(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseBody) =>
      id
        ? api<Answer>(`/courses/admin/update/${id}`, { method: 'PUT', body })
        : api<Answer>('/courses/admin/create', { method: 'POST', body }),
    onSuccess: () => coursesChanged(queryClient),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { htmlToText } from '#web/components/course/html-text.ts';
import { api } from '#web/lib/api-client.ts';

export interface CourseOption {
  _id: string;
  name: string;
}

/** The courses an admin can add a user to (GET /courses/admin/all-courses), as plain-text names. */
export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'course-options'] as const,
    queryFn: ({ signal }): Promise<CourseOption[]> =>
      api<{ success: true; courses: { _id: string; name: string }[] }>('/courses/admin/all-courses', { signal }).then(
        (r) => r.courses.map((c) => ({ _id: c._id, name: htmlToText(c.name) || c._id })),
      ),
  });

export const useCourseOptions = (enabled = true) => useQuery({ ...courseOptionsQuery(), enabled });

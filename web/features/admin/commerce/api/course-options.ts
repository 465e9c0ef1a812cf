import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminCoursesAnswerSchema } from '#shared/catalogue/admin.ts';
import { htmlToText } from '#web/components/course/html-text.ts';
import { api } from '#web/lib/api-client.ts';

export interface CourseOption {
  _id: string;
  name: string;
}

/** Every course (hidden ones too) as plain-text names, for a coupon's "selected courses" scope. */
export async function getCourseOptions(signal?: AbortSignal): Promise<CourseOption[]> {
  const answer = await api<z.infer<typeof AdminCoursesAnswerSchema>>('/courses/admin/all-courses', { signal });
  return answer.courses.map((c) => ({ _id: c._id, name: htmlToText(c.name) }));
}

export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'commerce', 'course-options'] as const,
    queryFn: ({ signal }) => getCourseOptions(signal),
  });
export const useCourseOptions = () => useQuery(courseOptionsQuery());

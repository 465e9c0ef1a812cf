import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCoursesQuery } from '#web/api/courses.ts';
import { htmlToText } from '#web/components/course/html-text.ts';

export interface CourseOption {
  _id: string;
  name: string;
}

/** Every course (hidden ones too) as plain-text names, for a coupon's "selected courses" scope. */
export const courseOptionsQuery = () =>
  queryOptions({
    ...adminCoursesQuery(),
    select: (answer): CourseOption[] => answer.courses.map((c) => ({ _id: c._id, name: htmlToText(c.name) })),
  });
export const useCourseOptions = () => useQuery(courseOptionsQuery());

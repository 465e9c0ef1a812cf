import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCoursesQuery } from '#web/api/courses.ts';
import { htmlToText } from '#web/components/course/html-text.ts';

export interface CourseOption {
  _id: string;
  name: string;
}

/** The courses an admin can add a user to (every course, hidden ones too), as plain-text names. */
export const courseOptionsQuery = () =>
  queryOptions({
    ...adminCoursesQuery(),
    select: (answer): CourseOption[] => answer.courses.map((c) => ({ _id: c._id, name: htmlToText(c.name) || c._id })),
  });

export const useCourseOptions = (enabled = true) => useQuery({ ...courseOptionsQuery(), enabled });

import type { AdminCourseListItem as AdminCourse } from '#shared/catalogue/admin.ts';
import { htmlToText } from '#shared/html-text.ts';
import { pick, type Language } from '#shared/bilingual.ts';

/** The course's name in the admin's language, else in its other one. */
export const courseTitle = (course: Pick<AdminCourse, '_id' | 'name'>, language: Language = 'en') =>
  htmlToText(pick(course.name, language).text) || course._id;

/** True when the public sees the admin's value for this figure (shown with "(Admin)"). */
export const isOverridden = (course: AdminCourse, field: 'ratings' | 'purchased') =>
  !course.overrides[field].useOriginal && course.overrides[field].adminValue !== null;

export const formatCreated = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'bn' ? 'bn-BD' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { htmlToText } from '#web/components/course/html-text.ts';

/** The four stat cards of Course Management, from the figures the public sees (overrides applied). */
export function courseStats(courses: readonly AdminCourse[]) {
  const rated = courses.length;
  const ratingSum = courses.reduce((sum, c) => sum + c.ratings, 0);
  return {
    total: courses.length,
    sales: courses.reduce((sum, c) => sum + c.purchased, 0),
    avgRating: rated === 0 ? 0 : ratingSum / rated,
    active: courses.filter((c) => c.isActive).length,
  };
}

export const courseTitle = (course: AdminCourse) => htmlToText(course.name) || course._id;

/** True when the public sees the admin's value for this figure (shown with "(Admin)"). */
export const isOverridden = (course: AdminCourse, field: 'ratings' | 'purchased') =>
  !course.overrides[field].useOriginal && course.overrides[field].adminValue !== null;

export const formatCreated = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'bn' ? 'bn-BD' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/**
 * The public course list's options (issue 10), without zod so public pages may import them as values: the orders,
 * the price filter, the page sizes and the suggestion count. shared/catalogue/course.ts builds the schemas on them.
 */

/** The orders of the public course list; `relevance` needs search text (without it the list is newest first). */
export const COURSE_SORTS = ['newest', 'popular', 'rating', 'price_asc', 'price_desc', 'relevance'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_PRICE_FILTERS = ['free', 'paid'] as const;
export type CoursePriceFilter = (typeof COURSE_PRICE_FILTERS)[number];
/** The minimum ratings a learner can pick. */
export const COURSE_MIN_RATINGS = [4.5, 4, 3.5, 3] as const;
/** Courses a page of the public list holds by default and at most. */
export const COURSES_PAGE_SIZE = 12;
export const COURSES_MAX_PAGE_SIZE = 48;
/** Search text longer than this is refused (a search box, not a document). */
export const COURSE_SEARCH_MAX = 100;
/** The hero search's suggestions: at most this many course names, best match first. */
export const SUGGESTION_COUNT = 6;
/** Levels and languages a course has (the same lists as the schemas). */
export const LIST_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
export const LIST_LANGUAGES = ['Bangla', 'English'] as const;

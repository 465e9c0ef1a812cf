/**
 * Public catalogue answers (course lists, previews, review lists) live in the in-process cache under this prefix.
 * Every write that changes what they show (course, lesson, review, enrolment, category) calls
 * `app.cache.invalidate(CATALOGUE_CACHE_PREFIX)` after its transaction commits.
 */
export const CATALOGUE_CACHE_PREFIX = 'catalogue:';

export const catalogueKeys = {
  list: (query: string) => `${CATALOGUE_CACHE_PREFIX}list:${query}`,
  preview: (courseId: string) => `${CATALOGUE_CACHE_PREFIX}preview:${courseId}`,
  reviews: (courseId: string, page: number, limit: number, sort: string) =>
    `${CATALOGUE_CACHE_PREFIX}reviews:${courseId}:${page}:${limit}:${sort}`,
} as const;

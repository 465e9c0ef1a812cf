import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursesListInput } from '#shared/catalogue/course.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { call } from './client.ts';

/** The home page shows the first 6 courses (learner-side §9). */
export const HOME_COURSE_COUNT = 6;

/**
 * The public catalogue's query keys, all under `['courses']` so a review or a purchase refreshes every reader
 * (the list's key stays `['courses', 'previews', …]`, which the learning page invalidates).
 */
export const catalogueKeys = {
  all: ['courses'] as const,
  lists: () => [...catalogueKeys.all, 'previews'] as const,
  list: (query: CoursesListInput) => [...catalogueKeys.lists(), query] as const,
  suggestions: (q: string) => [...catalogueKeys.all, 'suggestions', q] as const,
};

/** A page of course cards with its pagination; the previous page stays on screen while the next one loads. */
export const courseListQuery = (query: CoursesListInput) =>
  queryOptions({
    queryKey: catalogueKeys.list(query),
    queryFn: (context) => call(catalogueApi.list, { query }, context),
    placeholderData: keepPreviousData,
  });
export const useCourseList = (query: CoursesListInput) => useQuery(courseListQuery(query));

/** The home page's courses: the newest 6, asked as one page of 6. */
export const homeCoursesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.list({ limit: HOME_COURSE_COUNT }),
    queryFn: (context) => call(catalogueApi.list, { query: { limit: HOME_COURSE_COUNT } }, context),
    select: (answer) => answer.courses,
  });
export const useHomeCourses = () => useQuery(homeCoursesQuery());

/**
 * Course names for the hero search. TanStack Query aborts the request through `signal` when the text changes
 * before the answer arrives, so a late answer never replaces a newer one.
 */
export const courseSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogueKeys.suggestions(q),
    queryFn: (context) => call(catalogueApi.suggestions, { query: { q } }, context),
    select: (answer) => answer.suggestions,
    staleTime: 60_000,
  });
export const useCourseSuggestions = (q: string) =>
  useQuery({ ...courseSuggestionsQuery(q), enabled: q.length >= 2, placeholderData: keepPreviousData });

import type { CoursesListInput } from '#shared/catalogue/course.ts';
import {
  COURSE_MIN_RATINGS,
  COURSE_PRICE_FILTERS,
  COURSE_SORTS,
  LIST_LANGUAGES,
  LIST_LEVELS,
  type CoursePriceFilter,
  type CourseSort,
} from '#shared/catalogue/list-options.ts';

/**
 * The state of /courses, all of it in the URL query so a list can be shared and the back button restores it:
 * `title` (the search text, the spec's name), `category` (a category title), `level`, `language`, `price`,
 * `minRating`, `sort` and `page`. Unknown values are ignored rather than sent.
 */
export interface CatalogueState {
  title: string;
  category: string;
  level?: (typeof LIST_LEVELS)[number];
  language?: (typeof LIST_LANGUAGES)[number];
  price?: CoursePriceFilter;
  minRating?: number;
  sort?: CourseSort;
  page: number;
}

/** The filters a learner can clear one by one (shown as chips). */
export const FILTER_KEYS = ['title', 'category', 'level', 'language', 'price', 'minRating'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const rating = Number(params.get('minRating'));
  const page = Number(params.get('page'));
  return {
    title: params.get('title')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    level: oneOf(LIST_LEVELS, params.get('level')),
    language: oneOf(LIST_LANGUAGES, params.get('language')),
    price: oneOf(COURSE_PRICE_FILTERS, params.get('price')),
    minRating: (COURSE_MIN_RATINGS as readonly number[]).includes(rating) ? rating : undefined,
    sort: oneOf(COURSE_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a state, in a fixed order, without defaults (page 1, no sort). */
export function writeCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.title) params.set('title', state.title);
  if (state.category) params.set('category', state.category);
  if (state.level) params.set('level', state.level);
  if (state.language) params.set('language', state.language);
  if (state.price) params.set('price', state.price);
  if (state.minRating !== undefined) params.set('minRating', String(state.minRating));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** What the server is asked for (12 a page; the search goes as `search`). */
export function listQueryOf(state: CatalogueState): CoursesListInput {
  return {
    ...(state.title ? { search: state.title } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.level ? { level: state.level } : {}),
    ...(state.language ? { language: state.language } : {}),
    ...(state.price ? { price: state.price } : {}),
    ...(state.minRating !== undefined ? { minRating: state.minRating } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.page > 1 ? { page: state.page } : {}),
  };
}

export const hasFilters = (state: CatalogueState) =>
  FILTER_KEYS.some((key) => state[key] !== undefined && state[key] !== '');

/** The page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

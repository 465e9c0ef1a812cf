import { DEFAULT_NAV_POSITIONS, NAV_KEYS } from './content/layout-defaults.ts';
import type { Banner, Category, NavKey } from './content/layout.ts';

/**
 * Navigation rules of learner-side §2 "Navigation": which main links show, in what order, which category links
 * show, where they lead and which item is highlighted. Pure, so the header, the drawer and tests share them.
 */

export const NAV_HREFS: Record<NavKey, string> = {
  showHome: '/',
  showCourses: '/courses',
  showAbout: '/about',
  showPrivacy: '/privacy',
  showFAQ: '/faq',
};

export interface MainNavItem {
  key: NavKey;
  href: string;
}

export interface CategoryLink {
  id: string;
  title: string;
  href: string;
  position: number;
}

/** Array.prototype.sort is stable, so equal positions keep their natural order. */
const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/**
 * Main links whose flag is on, ordered by admin position. Without any positions the defaults (Home 1 … FAQ 5)
 * apply; a key missing from stored positions sorts last, keeping the natural order among equals.
 */
export function mainNavItems(
  settings: Banner['navigationSettings'],
  positions: Partial<Record<NavKey, number | null>> | null | undefined = DEFAULT_NAV_POSITIONS,
): MainNavItem[] {
  const stored = positions ?? DEFAULT_NAV_POSITIONS;
  return NAV_KEYS.filter((key) => settings[key] !== false)
    .map((key) => ({ key, href: NAV_HREFS[key], position: stored[key] ?? Number.POSITIVE_INFINITY }))
    .sort(byPosition)
    .map(({ key, href }) => ({ key, href }));
}

/** The link of the course list filtered by one category title. */
export function categoryHref(title: string): string {
  return `/courses?category=${encodeURIComponent(title)}`;
}

/**
 * Category links: hidden when the admin marks them not visible, ordered by admin position where the default
 * position is the category's list index plus 10.
 */
export function categoryLinks(
  categories: readonly Category[],
  categoryNavigation: Banner['categoryNavigation'] | null | undefined,
): CategoryLink[] {
  return categories
    .map((category, index) => ({ category, entry: categoryNavigation?.[category._id], index }))
    .filter(({ entry }) => entry?.visible !== false)
    .map(({ category, entry, index }) => ({
      id: category._id,
      title: category.title,
      href: categoryHref(category.title),
      position: entry?.position ?? index + 10,
    }))
    .sort(byPosition);
}

/** The category title the course list is filtered by (from the query string), or null. */
export function activeCategory(search: string): string | null {
  const value = new URLSearchParams(search).get('category');
  return value ? value : null;
}

/** Whether a main link is highlighted; Courses is not while a category filter is active. */
export function isMainNavActive(href: string, location: { pathname: string; search: string }): boolean {
  if (href === '/') return location.pathname === '/';
  if (href === NAV_HREFS.showCourses && activeCategory(location.search) !== null) return false;
  return location.pathname === href || location.pathname.startsWith(`${href}/`);
}

/** Whether a category link is highlighted: the course list filtered by exactly that title. */
export function isCategoryActive(title: string, location: { pathname: string; search: string }): boolean {
  return location.pathname === NAV_HREFS.showCourses && activeCategory(location.search) === title;
}

/** On desktop, category links that wrap beyond this height collapse into a Categories dropdown (learner-side §9). */
export const CATEGORY_COLLAPSE_HEIGHT_PX = 120;

export function shouldCollapseCategories(wrappedHeightPx: number): boolean {
  return wrappedHeightPx > CATEGORY_COLLAPSE_HEIGHT_PX;
}

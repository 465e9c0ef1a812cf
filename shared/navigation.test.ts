import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER } from './content/layout-defaults.ts';
import {
  activeCategory,
  categoryHref,
  categoryLinks,
  isCategoryActive,
  isMainNavActive,
  mainNavItems,
  shouldCollapseCategories,
} from './navigation.ts';

const allOn = DEFAULT_BANNER.navigationSettings;
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('main navigation', () => {
  it('shows Home, Courses, About, Privacy, FAQ in the default order when nothing is stored', () => {
    expect(mainNavItems(allOn)).toEqual([
      { key: 'showHome', href: '/' },
      { key: 'showCourses', href: '/courses' },
      { key: 'showAbout', href: '/about' },
      { key: 'showPrivacy', href: '/privacy' },
      { key: 'showFAQ', href: '/faq' },
    ]);
    expect(keys(mainNavItems(allOn, null))).toEqual(['showHome', 'showCourses', 'showAbout', 'showPrivacy', 'showFAQ']);
  });

  it('leaves out every link whose flag is off', () => {
    const items = mainNavItems({ ...allOn, showAbout: false, showFAQ: false });
    expect(keys(items)).toEqual(['showHome', 'showCourses', 'showPrivacy']);
  });

  it('orders by the admin positions', () => {
    const items = mainNavItems(allOn, { showHome: 5, showCourses: 1, showAbout: 4, showPrivacy: 2, showFAQ: 3 });
    expect(keys(items)).toEqual(['showCourses', 'showPrivacy', 'showFAQ', 'showAbout', 'showHome']);
  });

  it('sorts a missing position last and keeps the natural order among equals', () => {
    const items = mainNavItems(allOn, { showAbout: 1, showFAQ: 2, showPrivacy: 2 });
    expect(keys(items)).toEqual(['showAbout', 'showPrivacy', 'showFAQ', 'showHome', 'showCourses']);
  });
});

describe('category links', () => {
  const categories = [
    { _id: 'a', title: 'Web Development' },
    { _id: 'b', title: 'ডিজাইন & UX' },
    { _id: 'c', title: 'Data Science' },
  ];

  it('link to the course list filtered by the encoded title, in list order by default', () => {
    const links = categoryLinks(categories, {});
    expect(links.map((l) => l.href)).toEqual([
      '/courses?category=Web%20Development',
      `/courses?category=${encodeURIComponent('ডিজাইন & UX')}`,
      '/courses?category=Data%20Science',
    ]);
    expect(links.map((l) => l.position)).toEqual([10, 11, 12]);
    expect(categoryHref('C++ & C#')).toBe('/courses?category=C%2B%2B%20%26%20C%23');
  });

  it('hide categories marked not visible', () => {
    const links = categoryLinks(categories, { b: { visible: false } });
    expect(links.map((l) => l.title)).toEqual(['Web Development', 'Data Science']);
  });

  it('order by admin position, where the default is list index plus 10', () => {
    const links = categoryLinks(categories, { c: { visible: true, position: 1 }, a: { visible: true, position: 11 } });
    // c=1, b=11 (default), a=11 (stored): equal positions keep list order (a before b)
    expect(links.map((l) => l.id)).toEqual(['c', 'a', 'b']);
  });

  it('give an empty list without categories', () => {
    expect(categoryLinks([], null)).toEqual([]);
  });
});

describe('active item', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('highlights Home only on the home page', () => {
    expect(isMainNavActive('/', at('/'))).toBe(true);
    expect(isMainNavActive('/', at('/about'))).toBe(false);
  });

  it('highlights Courses on the course list but not while a category filter is active', () => {
    expect(isMainNavActive('/courses', at('/courses'))).toBe(true);
    expect(isMainNavActive('/courses', at('/courses', '?title=react'))).toBe(true);
    expect(isMainNavActive('/courses', at('/courses', '?category=Web%20Development'))).toBe(false);
  });

  it('highlights the category whose filter is active', () => {
    const location = at('/courses', `?category=${encodeURIComponent('ডিজাইন & UX')}`);
    expect(activeCategory(location.search)).toBe('ডিজাইন & UX');
    expect(isCategoryActive('ডিজাইন & UX', location)).toBe(true);
    expect(isCategoryActive('Data Science', location)).toBe(false);
    expect(isCategoryActive('Data Science', at('/about', '?category=Data%20Science'))).toBe(false);
  });

  it('highlights About, Privacy and FAQ on their own pages', () => {
    expect(isMainNavActive('/faq', at('/faq'))).toBe(true);
    expect(isMainNavActive('/privacy', at('/faq'))).toBe(false);
  });
});

describe('category collapse', () => {
  it('collapses only when the wrapped links are taller than 120 px', () => {
    expect(shouldCollapseCategories(120)).toBe(false);
    expect(shouldCollapseCategories(121)).toBe(true);
    expect(shouldCollapseCategories(0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER, DEFAULT_FOOTER, LayoutTypeSchema, mergeOverDefaults } from './layout.ts';

describe('mergeOverDefaults', () => {
  it('answers the defaults when nothing is stored', () => {
    expect(mergeOverDefaults(DEFAULT_BANNER, undefined)).toEqual(DEFAULT_BANNER);
    expect(mergeOverDefaults(DEFAULT_BANNER, null)).toEqual(DEFAULT_BANNER);
    expect(mergeOverDefaults(DEFAULT_BANNER, {})).toEqual(DEFAULT_BANNER);
  });

  it('lets stored strings, booleans and null replace the defaults', () => {
    const merged = mergeOverDefaults(DEFAULT_BANNER, {
      title: 'Stored title',
      heroTextLeftAlign: true,
      image: null,
      badgeText: '',
    });
    expect(merged.title).toBe('Stored title');
    expect(merged.heroTextLeftAlign).toBe(true);
    expect(merged.image).toBeNull();
    expect(merged.badgeText).toBe('');
    expect(merged.socialProofNumber).toBe('25,000+');
  });

  it('merges nested settings key by key so a missing flag keeps its default', () => {
    const merged = mergeOverDefaults(DEFAULT_BANNER, {
      headerSettings: { showThemeSwitcher: false },
      navigationSettings: { showFAQ: false },
    });
    expect(merged.headerSettings).toEqual({
      showThemeSwitcher: false,
      showNavigation: true,
      showUserProfile: true,
      showMobileMenu: true,
    });
    expect(merged.navigationSettings).toEqual({
      showHome: true,
      showCourses: true,
      showAbout: true,
      showPrivacy: true,
      showFAQ: false,
    });
  });

  it('takes a stored record keyed by data (categoryNavigation) as a whole', () => {
    const nav = { 'a-category': { visible: false, position: 12 } };
    expect(mergeOverDefaults(DEFAULT_BANNER, { categoryNavigation: nav }).categoryNavigation).toEqual(nav);
  });

  it('replaces arrays instead of merging them', () => {
    const socialLinks = [{ name: 'Facebook', url: 'https://facebook.com/x' }];
    expect(mergeOverDefaults(DEFAULT_FOOTER, { socialLinks }).socialLinks).toEqual(socialLinks);
    expect(mergeOverDefaults(DEFAULT_FOOTER, { socialLinks: [] }).socialLinks).toEqual([]);
  });

  it('keeps an object default when the stored value has another shape', () => {
    const merged = mergeOverDefaults(DEFAULT_BANNER, {
      headerSettings: null,
      categoryNavigation: 'x',
      navigationPositions: [],
    });
    expect(merged.headerSettings).toEqual(DEFAULT_BANNER.headerSettings);
    expect(merged.categoryNavigation).toEqual({});
    expect(merged.navigationPositions).toEqual({
      showHome: 1,
      showCourses: 2,
      showAbout: 3,
      showPrivacy: 4,
      showFAQ: 5,
    });
  });

  it('keeps unknown stored keys out of the answer', () => {
    const merged = mergeOverDefaults(DEFAULT_FOOTER, { contact: { phone: '+880', fax: '1' }, extra: true });
    expect(merged).toEqual({ contact: { phone: '+880', email: null }, socialLinks: DEFAULT_FOOTER.socialLinks });
  });

  it('does not change the defaults object', () => {
    const before = structuredClone(DEFAULT_BANNER);
    mergeOverDefaults(DEFAULT_BANNER, { headerSettings: { showNavigation: false }, title: 'x' });
    expect(DEFAULT_BANNER).toEqual(before);
  });
});

describe('layout types', () => {
  it('accepts the six spec types and names them when refusing another', () => {
    for (const t of ['Banner', 'Categories', 'Footer', 'FAQ', 'Courses', 'Testimonials']) {
      expect(LayoutTypeSchema.safeParse(t).success).toBe(true);
    }
    const res = LayoutTypeSchema.safeParse('Header');
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(
      'Layout type must be one of Banner, Categories, Footer, FAQ, Courses, Testimonials',
    );
  });
});

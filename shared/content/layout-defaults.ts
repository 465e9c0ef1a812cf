import type { Banner, CoursesSection, Footer, TestimonialsSection } from './layout.ts';

/**
 * The defaults of the site layout pieces (learner-side §3, §9; admin-side §3). Plain values with no runtime
 * dependency, so the web app imports them without bundling zod; `./layout.ts` re-exports them with the schemas.
 */

export const NAV_KEYS = ['showHome', 'showCourses', 'showAbout', 'showPrivacy', 'showFAQ'] as const;

export const DEFAULT_NAV_POSITIONS = { showHome: 1, showCourses: 2, showAbout: 3, showPrivacy: 4, showFAQ: 5 } as const;

export const DEFAULT_BANNER: Banner = {
  image: null,
  title: 'Learn new skills, in Bangla and English',
  subTitle: 'Courses from practitioners, at your own pace, paid in taka.',
  badgeText: 'Learn Anything, Anywhere',
  socialProofNumber: '25,000+',
  socialProofText: 'students learning daily',
  searchPlaceholder: 'Search for courses, skills, topics...',
  whatsappNumber: '',
  heroTextLeftAlign: false,
  headerSettings: { showThemeSwitcher: true, showNavigation: true, showUserProfile: true, showMobileMenu: true },
  navigationSettings: { showHome: true, showCourses: true, showAbout: true, showPrivacy: true, showFAQ: true },
  navigationPositions: { ...DEFAULT_NAV_POSITIONS },
  categoryNavigation: {},
};

export const DEFAULT_FAQ_HEADER = {
  title: 'Frequently Asked Questions',
  subTitle: 'Find answers to common questions about our platform, courses and learning experience.',
};

export const DEFAULT_FOOTER: Footer = {
  contact: { phone: null, email: null },
  socialLinks: [
    { name: 'Portfolio', url: null },
    { name: 'Linkedin', url: null },
    { name: 'Github', url: null },
  ],
};

export const DEFAULT_COURSES_SECTION: CoursesSection = {
  pageTitle: 'Explore Our Premium Courses',
  pageSubTitle: 'Hand-picked courses to help you learn, grow and build your career.',
  homeTitle: 'Expand Your Career Opportunity With Our Courses',
  homeSubTitle: 'Start with a free preview lesson and learn at your own pace.',
};

export const DEFAULT_TESTIMONIALS_SECTION: TestimonialsSection = {
  title: 'Our Students Are Our Strength',
  subTitle:
    'Thousands of learners have changed their careers with our courses. Here is what some of them say about learning with us.',
};

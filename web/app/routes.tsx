import type { RouteObject } from 'react-router';
import { loadNamespaces } from '#web/i18n/index.ts';
import { registerRoutePreload } from '#web/lib/route-preload.ts';
import { LoadingBar } from './loading-bar.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every page is its own lazily loaded chunk, so a page never downloads the code of pages it does not show; the site's
 * shell (root-layout.tsx) is part of the app's module. Admin routes live under /admin in their own chunks.
 *
 * Pages: add `{ path, lazy }` entries to `pages`; they render inside the site shell (header, <main>, footer), and a
 * page that fails shows the error boundary inside the shell. A page whose strings live outside the initial i18n
 * namespaces names them in `withStrings`, so they arrive with its code instead of flashing keys.
 */
const withStrings =
  <T,>(namespaces: string[], load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadNamespaces(...namespaces)]))[0];

/**
 * The source file of a server-rendered route's module, as Vite's manifest names it: the server announces its chunk
 * in the page's HTML (modulepreload) instead of the browser finding it only once the app runs.
 */
export interface RouteHandle {
  chunk: string;
}
const chunk = (file: string): RouteHandle => ({ chunk: file });

const loadHome = () => import('#web/features/home/home-page.tsx');
registerRoutePreload('/', loadHome); // logout fetches it while the server signs out

const pages: RouteObject[] = [
  {
    index: true,
    handle: chunk('features/home/home-page.tsx'),
    lazy: withStrings(['home', 'course-card'], async () => ({ Component: (await loadHome()).HomePage })),
  },
  {
    path: 'about',
    handle: chunk('features/content/about-page.tsx'),
    lazy: withStrings(['content'], async () => ({
      Component: (await import('#web/features/content/about-page.tsx')).AboutPage,
    })),
  },
  {
    path: 'privacy',
    handle: chunk('features/content/privacy-page.tsx'),
    lazy: withStrings(['content'], async () => ({
      Component: (await import('#web/features/content/privacy-page.tsx')).PrivacyPage,
    })),
  },
  {
    path: 'faq',
    handle: chunk('features/content/faq-page.tsx'),
    lazy: withStrings(['content'], async () => ({
      Component: (await import('#web/features/content/faq-page.tsx')).FaqPage,
    })),
  },
  {
    path: 'courses',
    handle: chunk('features/catalogue/courses-page.tsx'),
    lazy: withStrings(['catalogue', 'course-card'], async () => ({
      Component: (await import('#web/features/catalogue/courses-page.tsx')).CoursesPage,
    })),
  },
  {
    path: 'course/:id',
    handle: chunk('app/course-page-route.tsx'),
    lazy: withStrings(['catalogue', 'course-card', 'commerce'], async () => ({
      Component: (await import('./course-page-route.tsx')).CoursePageRoute,
    })),
  },
  {
    path: 'payment/result',
    lazy: withStrings(['commerce'], async () => ({
      Component: (await import('#web/features/commerce/payment-result-page.tsx')).PaymentResultPage,
    })),
  },
  {
    path: 'course-access/:id',
    lazy: withStrings(['catalogue', 'course-card', 'learning'], async () => ({
      Component: (await import('#web/features/learning/course-access-page.tsx')).CourseAccessPage,
    })),
  },
  ...[
    'profile',
    'profile/wishlist',
    'profile/cart',
    'profile/reviews',
    'profile/orders',
    'profile/orders/:paymentId',
  ].map((path) => ({
    path,
    lazy: withStrings(['profile', 'course-card'], async () => ({
      Component: (await import('#web/features/profile/profile-page.tsx')).ProfilePage,
    })),
  })),
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
];

export const routes: RouteObject[] = [
  {
    // The admin shell and its screens (admin-side §2): one lazy route whose chunk holds the admin route list.
    path: '/admin/*',
    lazy: withStrings(['admin', 'catalogue', 'course-card'], async () => ({
      Component: (await import('./admin/admin-layout.tsx')).AdminLayout,
    })),
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingBar />,
  },
  {
    path: '/',
    // The site's shell, which every page but the admin area's renders: part of the app's own module, not a chunk of
    // its own (four fewer files for a public page to fetch, and fewer bytes).
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

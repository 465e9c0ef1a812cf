import type { RouteObject } from 'react-router';
import { layoutQuery } from '#web/api/content.ts';
import { loadNamespaces } from '#web/i18n/index.ts';
import { pageLoader } from '#web/lib/page-data.ts';
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
  /**
   * A learner's own page (shared/public-pages.ts's LEARNER_RENDERED_PAGE): the server renders it only for a reader
   * whose session it could read; otherwise the browser draws it (web/entry-server.tsx).
   */
  reader?: boolean;
}
const chunk = (file: string): RouteHandle => ({ chunk: file });
const readerChunk = (file: string): RouteHandle => ({ chunk: file, reader: true });

const loadHome = () => import('#web/features/home/home-page.tsx');
registerRoutePreload('/', loadHome); // logout fetches it while the server signs out

const pages: RouteObject[] = [
  {
    index: true,
    handle: chunk('features/home/home-page.tsx'),
    lazy: withStrings(['home', 'course-card'], async () => {
      const { HomePage, loader } = await loadHome();
      return { Component: HomePage, loader };
    }),
  },
  {
    path: 'about',
    handle: chunk('features/content/about-page.tsx'),
    lazy: withStrings(['content'], async () => {
      const { AboutPage, loader } = await import('#web/features/content/about-page.tsx');
      return { Component: AboutPage, loader };
    }),
  },
  {
    path: 'privacy',
    handle: chunk('features/content/privacy-page.tsx'),
    lazy: withStrings(['content'], async () => {
      const { PrivacyPage, loader } = await import('#web/features/content/privacy-page.tsx');
      return { Component: PrivacyPage, loader };
    }),
  },
  {
    path: 'faq',
    handle: chunk('features/content/faq-page.tsx'),
    lazy: withStrings(['content'], async () => {
      const { FaqPage, loader } = await import('#web/features/content/faq-page.tsx');
      return { Component: FaqPage, loader };
    }),
  },
  {
    path: 'courses',
    handle: chunk('features/catalogue/courses-page.tsx'),
    lazy: withStrings(['catalogue', 'course-card'], async () => {
      const { CoursesPage, loader } = await import('#web/features/catalogue/courses-page.tsx');
      return { Component: CoursesPage, loader };
    }),
  },
  {
    path: 'course/:id',
    handle: chunk('app/course-page-route.tsx'),
    lazy: withStrings(['catalogue', 'course-card', 'commerce'], async () => {
      const { CoursePageRoute, loader } = await import('./course-page-route.tsx');
      return { Component: CoursePageRoute, loader };
    }),
  },
  {
    path: 'verify/:id',
    handle: chunk('features/certificates/verify-page.tsx'),
    lazy: withStrings(['certificates'], async () => {
      const { VerifyPage, loader } = await import('#web/features/certificates/verify-page.tsx');
      return { Component: VerifyPage, loader };
    }),
  },
  {
    path: 'payment/result',
    handle: readerChunk('features/commerce/payment-result-page.tsx'),
    lazy: withStrings(['commerce'], async () => {
      const { PaymentResultPage, loader } = await import('#web/features/commerce/payment-result-page.tsx');
      return { Component: PaymentResultPage, loader };
    }),
  },
  {
    path: 'course-access/:id',
    handle: readerChunk('features/learning/course-access-page.tsx'),
    lazy: withStrings(['catalogue', 'course-card', 'learning'], async () => {
      const { CourseAccessPage, loader } = await import('#web/features/learning/course-access-page.tsx');
      return { Component: CourseAccessPage, loader };
    }),
  },
  {
    path: 'invitation/:token',
    lazy: withStrings(['accounts'], async () => ({
      Component: (await import('#web/features/accounts/invitation-page.tsx')).InvitationPage,
    })),
  },
  {
    path: 'course-access/:id/merit/:quizId',
    lazy: withStrings(['learning'], async () => ({
      Component: (await import('#web/features/learning/quiz/merit-page.tsx')).MeritPage,
    })),
  },
  ...[
    'profile',
    'profile/wishlist',
    'profile/cart',
    'profile/reviews',
    'profile/orders',
    'profile/orders/:paymentId',
    'profile/certificates',
  ].map((path) => ({
    path,
    handle: readerChunk('features/profile/profile-page.tsx'),
    lazy: withStrings(['profile', 'course-card', 'certificates'], async () => {
      const { ProfilePage, loader } = await import('#web/features/profile/profile-page.tsx');
      return { Component: ProfilePage, loader };
    }),
  })),
  {
    // the answer e-mails' unsubscribe link (issue 36)
    path: 'unsubscribe',
    lazy: withStrings(['profile'], async () => ({
      Component: (await import('#web/features/profile/unsubscribe-page.tsx')).UnsubscribePage,
    })),
  },
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
];

const shellLoader = pageLoader(({ load }) =>
  Promise.all([load(layoutQuery('Banner')), load(layoutQuery('Categories')), load(layoutQuery('Footer'))]),
);

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
    // what the shell shows on every page (the header's banner and categories, the footer)
    loader: shellLoader,
    // the first load of a page the server did not render, until its route's code is in
    hydrateFallbackElement: <LoadingBar />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

import type { RouteObject } from 'react-router';

/**
 * Every route is its own lazily loaded chunk, so a page never downloads the code of pages it does not show.
 * Admin routes live under /admin in their own chunks.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./root-layout.tsx')).RootLayout }),
    children: [
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
    ],
  },
];

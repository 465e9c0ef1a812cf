import type { AdminPage } from '../admin-page.ts';

/** The admin screens of this area (see ../admin-page.ts); the shell's sidebar shows the ones registered here. */
export const reviewsPages: AdminPage[] = [
  {
    path: 'reviews',
    namespaces: ['admin', 'admin-site'],
    load: async () => (await import('./reviews-page.tsx')).ReviewsPage,
  },
];

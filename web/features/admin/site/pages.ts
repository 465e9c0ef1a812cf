import type { AdminPage } from '../admin-page.ts';

const namespaces = ['admin', 'admin-site'];

/** The admin screens of this area (see ../admin-page.ts); the shell's sidebar shows the ones registered here. */
export const sitePages: AdminPage[] = [
  { path: 'testimonials', namespaces, load: async () => (await import('./testimonials-page.tsx')).TestimonialsPage },
  { path: 'about-page', namespaces, load: async () => (await import('./about-page.tsx')).AboutPageEditor },
  { path: 'privacy-page', namespaces, load: async () => (await import('./privacy-page.tsx')).PrivacyPageEditor },
  { path: 'reviews', namespaces, load: async () => (await import('./reviews-page.tsx')).ReviewsPage },
];

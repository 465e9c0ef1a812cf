import type { AdminPage } from '../admin-page.ts';

const namespaces = ['admin', 'admin-content'];
// About, Privacy and Testimonials keep their strings in their own namespace
const siteNamespaces = ['admin', 'admin-site'];

/** The admin screens of this area (see ../admin-page.ts); the shell's sidebar shows the ones registered here. */
export const contentPages: AdminPage[] = [
  { path: 'hero', namespaces, load: async () => (await import('./hero-page.tsx')).HeroPage },
  { path: 'categories', namespaces, load: async () => (await import('./categories-page.tsx')).CategoriesPage },
  { path: 'faq', namespaces, load: async () => (await import('./faq-page.tsx')).FaqPage },
  { path: 'footer', namespaces, load: async () => (await import('./footer-page.tsx')).FooterPage },
  { path: 'payment-pages', namespaces, load: async () => (await import('./payment-pages-page.tsx')).PaymentPagesPage },
  {
    path: 'testimonials',
    namespaces: siteNamespaces,
    load: async () => (await import('./testimonials-page.tsx')).TestimonialsPage,
  },
  {
    path: 'about-page',
    namespaces: siteNamespaces,
    load: async () => (await import('./about-page.tsx')).AboutPageEditor,
  },
  {
    path: 'privacy-page',
    namespaces: siteNamespaces,
    load: async () => (await import('./privacy-page.tsx')).PrivacyPageEditor,
  },
];

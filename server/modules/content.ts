import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutPageRoutes } from './about-page/about-page.routes.ts';
import { layoutsRoutes } from './layouts/layouts.routes.ts';
import { pagesMetaModule } from './pages-meta.ts';
import { paymentPagesRoutes } from './payment-pages/payment-pages.routes.ts';
import { privacyPageRoutes } from './privacy-page/privacy-page.routes.ts';
import { testimonialsRoutes } from './testimonials/testimonials.routes.ts';

/** The public content modules (layouts, pages, testimonials) and their page meta, registered in app.ts as one. */
export const contentModules: FastifyPluginAsyncZod[] = [
  layoutsRoutes,
  aboutPageRoutes,
  privacyPageRoutes,
  paymentPagesRoutes,
  testimonialsRoutes,
  pagesMetaModule,
];

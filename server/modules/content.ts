import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPagesRoutes } from './content-pages/content-pages.routes.ts';
import { layoutsRoutes } from './layouts/layouts.routes.ts';
import { testimonialsRoutes } from './testimonials/testimonials.routes.ts';

/** The public content modules (layouts, pages, testimonials), registered in app.ts as one. */
export const contentModules: FastifyPluginAsyncZod[] = [layoutsRoutes, contentPagesRoutes, testimonialsRoutes];

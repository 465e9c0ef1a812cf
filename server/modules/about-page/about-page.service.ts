import type { FastifyInstance } from 'fastify';
import { DEFAULT_ABOUT_PAGE, type AboutPage, type AboutPageUpdateBodySchema } from '#shared/content/pages.ts';
import type { z } from 'zod';
import { CACHE_KEYS } from '../../lib/cache-keys.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { ContentPageService } from '../content-pages/content-page.service.ts';

export type AboutPageUpdate = z.output<typeof AboutPageUpdateBodySchema>;

export function prepareAboutPage(body: AboutPageUpdate): AboutPage {
  return {
    title: body.title,
    subtitle: body.subtitle,
    mission: sanitizeRichText(body.mission),
    features: body.features.map((f) => ({ icon: f.icon, title: f.title, desc: f.desc })),
  };
}

export const aboutPageService = (app: FastifyInstance) =>
  new ContentPageService<AboutPage, AboutPageUpdate>(app, {
    key: 'about',
    cacheKey: CACHE_KEYS.aboutPage,
    defaults: DEFAULT_ABOUT_PAGE,
    prepare: prepareAboutPage,
  });

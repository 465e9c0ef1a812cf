import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_PRIVACY_PAGE, type PrivacyPage, type PrivacyPageUpdateBodySchema } from '#shared/content/pages.ts';
import { CACHE_KEYS } from '../../lib/cache-keys.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { ContentPageService } from '../content-pages/content-page.service.ts';

export type PrivacyPageUpdate = z.output<typeof PrivacyPageUpdateBodySchema>;

export function preparePrivacyPage(body: PrivacyPageUpdate): PrivacyPage {
  return {
    title: sanitizeRichText(body.title),
    subtitle: sanitizeRichText(body.subtitle),
    footerText: body.footerText,
    cards: body.cards.map((c) => ({ icon: c.icon, title: c.title, items: c.items })),
  };
}

export const privacyPageService = (app: FastifyInstance) =>
  new ContentPageService<PrivacyPage, PrivacyPageUpdate>(app, {
    key: 'privacy',
    cacheKey: CACHE_KEYS.privacyPage,
    defaults: DEFAULT_PRIVACY_PAGE,
    prepare: preparePrivacyPage,
  });

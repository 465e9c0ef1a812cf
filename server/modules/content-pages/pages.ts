import type { z } from 'zod';
import { mergeOverDefaults } from '#shared/content/layout.ts';
import {
  DEFAULT_ABOUT_PAGE,
  DEFAULT_PAYMENT_PAGES,
  DEFAULT_PRIVACY_PAGE,
  type AboutPage,
  type AboutPageUpdateBodySchema,
  type PaymentPages,
  type PaymentPagesUpdateBodySchema,
  type PrivacyPage,
  type PrivacyPageUpdateBodySchema,
} from '#shared/content/pages.ts';
import { CACHE_KEYS } from '../../lib/cache-keys.ts';
import type { Deps } from '../../lib/deps.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { contentPageService } from './content-page.service.ts';

export type AboutPageUpdate = z.output<typeof AboutPageUpdateBodySchema>;
export type PrivacyPageUpdate = z.output<typeof PrivacyPageUpdateBodySchema>;
export type PaymentPagesUpdate = z.output<typeof PaymentPagesUpdateBodySchema>;

/** About (admin-side §3): the mission is rich text. */
export function prepareAboutPage(body: AboutPageUpdate): AboutPage {
  return {
    title: body.title,
    subtitle: body.subtitle,
    mission: sanitizeRichText(body.mission),
    features: body.features.map((f) => ({ icon: f.icon, title: f.title, desc: f.desc })),
  };
}

/** Privacy (admin-side §3): title and subtitle are rich text. */
export function preparePrivacyPage(body: PrivacyPageUpdate): PrivacyPage {
  return {
    title: sanitizeRichText(body.title),
    subtitle: sanitizeRichText(body.subtitle),
    footerText: body.footerText,
    cards: body.cards.map((c) => ({ icon: c.icon, title: c.title, items: c.items })),
  };
}

/** Payment result pages: fields the body leaves out keep their current value; every text is plain text. */
export function preparePaymentPages(body: PaymentPagesUpdate, current: PaymentPages): PaymentPages {
  const defined = <T extends object>(o: T | undefined) =>
    Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined));
  return {
    success: mergeOverDefaults(current.success, defined(body.success)),
    failure: mergeOverDefaults(current.failure, defined(body.failure)),
  };
}

type PageDeps = Pick<Deps, 'db' | 'cache'>;

export const aboutPageService = (deps: PageDeps) =>
  contentPageService<AboutPage, AboutPageUpdate>(deps, {
    key: 'about',
    cacheKey: CACHE_KEYS.aboutPage,
    defaults: DEFAULT_ABOUT_PAGE,
    prepare: prepareAboutPage,
  });

export const privacyPageService = (deps: PageDeps) =>
  contentPageService<PrivacyPage, PrivacyPageUpdate>(deps, {
    key: 'privacy',
    cacheKey: CACHE_KEYS.privacyPage,
    defaults: DEFAULT_PRIVACY_PAGE,
    prepare: preparePrivacyPage,
  });

export const paymentPagesService = (deps: PageDeps) =>
  contentPageService<PaymentPages, PaymentPagesUpdate>(deps, {
    key: 'payment-pages',
    cacheKey: CACHE_KEYS.paymentPages,
    defaults: DEFAULT_PAYMENT_PAGES,
    prepare: preparePaymentPages,
  });

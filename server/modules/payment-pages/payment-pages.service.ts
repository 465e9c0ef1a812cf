import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { mergeOverDefaults } from '#shared/content/layout.ts';
import { DEFAULT_PAYMENT_PAGES, type PaymentPages, type PaymentPagesUpdateBodySchema } from '#shared/content/pages.ts';
import { CACHE_KEYS } from '../../lib/cache-keys.ts';
import { ContentPageService } from '../content-pages/content-page.service.ts';

export type PaymentPagesUpdate = z.output<typeof PaymentPagesUpdateBodySchema>;

/** Fields the body leaves out keep their current value; every text is plain text. */
export function preparePaymentPages(body: PaymentPagesUpdate, current: PaymentPages): PaymentPages {
  const defined = <T extends object>(o: T | undefined) =>
    Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined));
  return {
    success: mergeOverDefaults(current.success, defined(body.success)),
    failure: mergeOverDefaults(current.failure, defined(body.failure)),
  };
}

export const paymentPagesService = (app: FastifyInstance) =>
  new ContentPageService<PaymentPages, PaymentPagesUpdate>(app, {
    key: 'payment-pages',
    cacheKey: CACHE_KEYS.paymentPages,
    defaults: DEFAULT_PAYMENT_PAGES,
    prepare: preparePaymentPages,
  });

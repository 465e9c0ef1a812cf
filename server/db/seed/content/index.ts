import { randomUUID } from 'node:crypto';
import { insertContentPageIfMissing } from '../../../modules/content-pages/content-pages.repository.ts';
import {
  countCategories,
  insertLayoutDataIfMissing,
  replaceCategories,
} from '../../../modules/layouts/layouts.repository.ts';
import { countTestimonials, insertTestimonials } from '../../../modules/testimonials/testimonials.repository.ts';
import { sanitizeRichText } from '../../../lib/sanitize.ts';
import type { Seeder } from '../index.ts';
import { demoAboutPage } from './about.ts';
import { demoBanner } from './banner.ts';
import { demoCategories } from './categories.ts';
import { demoFaqHeader, demoFaqItems } from './faq.ts';
import { demoFooter } from './footer.ts';
import { demoPaymentPages } from './payment-pages.ts';
import { demoPrivacyPage } from './privacy.ts';
import { demoTestimonials } from './testimonials.ts';

/**
 * Demo site content. Each seeder runs once per database and never overwrites what an admin already saved
 * (lists are seeded only when empty, documents only when missing).
 */
export const contentSeeders: Seeder[] = [
  {
    name: 'content:categories',
    async run({ db }) {
      if ((await countCategories(db)) > 0) return;
      await replaceCategories(
        db,
        demoCategories.map((title) => ({ title })),
      );
    },
  },
  {
    name: 'content:banner',
    run: ({ db }) => insertLayoutDataIfMissing(db, 'Banner', { ...demoBanner }),
  },
  {
    name: 'content:faq',
    run: ({ db }) =>
      insertLayoutDataIfMissing(db, 'FAQ', {
        faqHeader: demoFaqHeader,
        faq: demoFaqItems.map((item) => ({
          _id: randomUUID(),
          question: item.question,
          answer: sanitizeRichText(item.answer),
        })),
      }),
  },
  {
    name: 'content:footer',
    run: ({ db }) => insertLayoutDataIfMissing(db, 'Footer', { ...demoFooter }),
  },
  {
    name: 'content:testimonials',
    async run({ db }) {
      if ((await countTestimonials(db)) > 0) return;
      await insertTestimonials(
        db,
        demoTestimonials.map((t, order) => ({ ...t, avatarUrl: null, isActive: true, order })),
      );
    },
  },
  {
    name: 'content:about',
    run: ({ db }) =>
      insertContentPageIfMissing(db, 'about', { ...demoAboutPage, mission: sanitizeRichText(demoAboutPage.mission) }),
  },
  {
    name: 'content:privacy',
    run: ({ db }) =>
      insertContentPageIfMissing(db, 'privacy', {
        ...demoPrivacyPage,
        title: sanitizeRichText(demoPrivacyPage.title),
        subtitle: sanitizeRichText(demoPrivacyPage.subtitle),
      }),
  },
  {
    name: 'content:payment-pages',
    run: ({ db }) => insertContentPageIfMissing(db, 'payment-pages', { ...demoPaymentPages }),
  },
];

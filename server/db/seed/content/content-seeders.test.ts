import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_ICONS, PRIVACY_ICONS } from '#shared/content/pages.ts';
import { layoutsService } from '../../../modules/layouts/layouts.service.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { emptyAllTables } from '../cli.ts';
import { runSeeders } from '../index.ts';
import { seeders } from '../seeders.ts';
import { demoAboutPage } from './about.ts';
import { demoBanner } from './banner.ts';
import { demoCategories } from './categories.ts';
import { demoFaqItems } from './faq.ts';
import { demoFooter } from './footer.ts';
import { demoPaymentPages } from './payment-pages.ts';
import { demoPrivacyPage } from './privacy.ts';
import { demoTestimonials } from './testimonials.ts';

const BENGALI = /[\u0980-\u09FF]/;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await runSeeders(t.database.db, () => undefined);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('the demo content seed', () => {
  it('registers each content seeder under its own stable name', () => {
    const names = seeders.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['content:categories', 'content:banner', 'content:testimonials', 'content:faq']),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('serves the seeded categories in order, English and Bengali', async () => {
    const { layout } = await get('/api/layouts/public/layout/Categories');
    expect(layout.categories.map((c: { title: string }) => c.title)).toEqual(demoCategories);
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    expect(demoCategories.some((c) => BENGALI.test(c))).toBe(true);
  });

  it('serves the seeded hero texts with the spec defaults for badge, social proof and placeholder', async () => {
    const { banner } = (await get('/api/layouts/public/layout/Banner')).layout;
    expect(banner.title).toBe(demoBanner.title);
    expect(banner.subTitle).toBe(demoBanner.subTitle);
    expect(banner.whatsappNumber).toMatch(/^\+8801\d{9}$/);
    expect(banner.badgeText).toBe('Learn Anything, Anywhere');
    expect(banner.socialProofNumber).toBe('25,000+');
    expect(banner.searchPlaceholder).toBe('Search for courses, skills, topics...');
  });

  it('serves 6 or more FAQ items, some in Bengali, with the header', async () => {
    const { layout } = await get('/api/layouts/public/layout/FAQ');
    expect(layout.faq).toHaveLength(demoFaqItems.length);
    expect(layout.faq.length).toBeGreaterThanOrEqual(6);
    expect(layout.faq.some((f: { question: string }) => BENGALI.test(f.question))).toBe(true);
    expect(layout.faqHeader.title).toBe('Frequently Asked Questions');
  });

  it('serves the footer contacts and social links', async () => {
    const { footer } = (await get('/api/layouts/public/layout/Footer')).layout;
    expect(footer).toEqual(demoFooter);
    expect(footer.contact.phone).toMatch(/^\+880/);
  });

  it('serves 6 or more active testimonials in order, some in Bengali', async () => {
    const { testimonials } = await get('/api/testimonials/active');
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.map((x: { name: string }) => x.name)).toEqual(demoTestimonials.map((x) => x.name));
    expect(testimonials.some((x: { comment: string }) => BENGALI.test(x.comment))).toBe(true);
    for (const x of testimonials) expect(x.rating).toBeGreaterThanOrEqual(1);
  });

  it('serves the About, Privacy and payment pages', async () => {
    const { aboutPage } = await get('/api/about-page/get-content');
    expect(aboutPage).toMatchObject({ title: demoAboutPage.title, features: demoAboutPage.features });
    expect(aboutPage.features.length).toBeGreaterThanOrEqual(4);
    for (const f of aboutPage.features) expect(ABOUT_ICONS).toContain(f.icon);

    const { privacyPage } = await get('/api/privacy-page/get-content');
    expect(privacyPage.cards).toEqual(demoPrivacyPage.cards);
    expect(privacyPage.cards.length).toBeGreaterThanOrEqual(4);
    for (const c of privacyPage.cards) expect(PRIVACY_ICONS).toContain(c.icon);
    expect(privacyPage.updatedAt).toMatch(/Z$/);

    const { paymentPages } = await get('/api/payment-pages/config');
    expect(paymentPages).toMatchObject(demoPaymentPages);
  });

  it('runs once and never overwrites what an admin saved', async () => {
    await layoutsService(t.app).update({ type: 'Banner', title: 'Admin title' });
    await t.database.db.execute('delete from seed_runs');
    await runSeeders(t.database.db, () => undefined);
    t.app.cache.invalidate('');
    expect((await get('/api/layouts/public/layout/Banner')).layout.banner.title).toBe('Admin title');
    expect((await get('/api/layouts/public/layout/Categories')).layout.categories).toHaveLength(demoCategories.length);
    expect((await get('/api/testimonials/active')).testimonials).toHaveLength(demoTestimonials.length);
  });

  it('re-seeds from scratch after every table is emptied (npm run seed -- --reset)', async () => {
    const emptied = await emptyAllTables(t.database.db);
    expect(emptied).toEqual(
      expect.arrayContaining(['categories', 'layouts', 'content_pages', 'testimonials', 'seed_runs', 'users']),
    );
    t.app.cache.invalidate('');
    expect((await get('/api/testimonials/active')).testimonials).toEqual([]);
    await runSeeders(t.database.db, () => undefined);
    t.app.cache.invalidate('');
    expect((await get('/api/layouts/public/layout/Banner')).layout.banner.title).toBe(demoBanner.title);
  });
});

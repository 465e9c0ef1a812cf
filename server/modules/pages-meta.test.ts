import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BANNER } from '#shared/content/layout.ts';
import { runSeeders } from '../db/seed/index.ts';
import { demoBanner } from '../db/seed/content/banner.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { layoutsService } from './layouts/layouts.service.ts';
import { privacyPageService } from './content-pages/pages.ts';

const webRoot = path.resolve(import.meta.dirname, '../test/fixtures/web');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webRoot });
});
afterAll(() => t.close());

async function metaOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1];
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(res.body)?.[1];
  return { title, description, ogTitle, body: res.body };
}

describe('page meta of the public content pages', () => {
  it('fills / with the banner title and subtitle', async () => {
    const meta = await metaOf('/');
    expect(meta.title).toBe(DEFAULT_BANNER.title);
    expect(meta.ogTitle).toBe(DEFAULT_BANNER.title);
    expect(meta.description).toBe(DEFAULT_BANNER.subTitle);
  });

  it('fills /about, /privacy and /faq from their content', async () => {
    expect((await metaOf('/about')).title).toBe('About Us | Pathshala');
    expect((await metaOf('/privacy')).title).toBe('Privacy Policy | Pathshala');
    const faq = await metaOf('/faq');
    expect(faq.title).toBe('Frequently Asked Questions | Pathshala');
    expect(faq.description).toMatch(/platform, courses and learning/);
  });

  it('keeps the admin area out of search engines', async () => {
    for (const url of ['/admin', '/admin/users', '/admin/update-course/abc']) {
      const meta = await metaOf(url);
      expect(meta.title, url).toBe('Admin | Pathshala');
      expect(meta.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    expect((await metaOf('/about')).body).not.toContain('noindex');
    expect((await metaOf('/administrators')).body).not.toContain('noindex');
  });

  it('leaves other paths with the site default', async () => {
    expect((await metaOf('/profile')).title).toBe('Pathshala');
  });

  it('strips HTML from rich-text titles and follows writes', async () => {
    await privacyPageService(t.app).update({
      title: '<p><strong>Privacy</strong> &amp; <em>Cookies</em></p>',
      subtitle: '<p>What we <u>keep</u></p>',
      footerText: 'f',
      cards: [{ icon: 'FaLock', title: 'c', items: ['i'] }],
    });
    const meta = await metaOf('/privacy');
    expect(meta.title).toBe('Privacy &amp; Cookies | Pathshala');
    expect(meta.description).toBe('What we keep');
    expect(meta.body).not.toContain('<strong>');
  });

  it('shows the seeded banner on / and the banner image as og:image', async () => {
    await runSeeders(t.database.db, () => undefined);
    t.app.cache.invalidate('');
    expect((await metaOf('/')).title).toBe(demoBanner.title);
    await layoutsService(t.app).update({ type: 'Banner', image: { url: '/uploads/hero.webp' } });
    expect((await metaOf('/')).body).toContain(
      '<meta property="og:image" content="http://localhost:3000/uploads/hero.webp" />',
    );
  });
});

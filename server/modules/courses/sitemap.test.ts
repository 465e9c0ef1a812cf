import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse } from '../../test/catalogue.ts';

// Decision 0097: each public page has a language form per language (`?lang=bn|en`), named in its head and listed,
// with every active course's, in /sitemap.xml, which robots.txt points to.
let t: TestApp;
let dir: string;
let active: string;
let hidden: string;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-sitemap-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><!--page-meta--><title>x</title><!--/page-meta--></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webRoot: dir });
  const admin = await signedInUser(t.app, { role: 'admin' });
  await createCategory(t.app, 'Sitemap');
  active = (await createCourse(t.app, admin.cookie, courseBody('Sitemap', { name: 'Listed course' })))._id;
  hidden = (await createCourse(t.app, admin.cookie, courseBody('Sitemap', { name: 'Hidden course' })))._id;
  await t.app.db.update(courses).set({ isActive: false }).where(eq(courses.id, hidden));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('a public page’s language forms', () => {
  it('names its canonical language form and every alternate', async () => {
    const page = await get('/about?lang=bn');
    expect(page.body).toContain(`<html lang="bn">`);
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/about?lang=bn" />`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="bn" href="${ORIGIN}/about?lang=bn" />`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/about?lang=en" />`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about" />`);
    expect(page.headers['content-language']).toBe('bn');
  });

  it('is the reader’s language without one in the address, and the address’s over the cookie', async () => {
    const bn = await get('/courses?title=python', { cookie: 'pathshala_lang=bn' });
    expect(bn.body).toContain(`<link rel="canonical" href="${ORIGIN}/courses?lang=bn" />`);
    const en = await get(`/course/${active}?lang=en`, { cookie: 'pathshala_lang=bn' });
    expect(en.body).toContain(`<html lang="en">`);
    expect(en.body).toContain(`<link rel="canonical" href="${ORIGIN}/course/${active}?lang=en" />`);
    const accepted = await get('/', { 'accept-language': 'bn-BD,bn;q=0.9' });
    expect(accepted.body).toContain(`<link rel="canonical" href="${ORIGIN}/?lang=bn" />`);
  });

  it('a page that is not public keeps one address and names no language forms', async () => {
    for (const url of ['/profile', '/admin']) {
      const page = await get(url, { cookie: 'pathshala_lang=bn' });
      expect(page.body, url).toContain(`<link rel="canonical" href="${ORIGIN}${url}" />`);
      expect(page.body, url).not.toContain('hreflang');
    }
  });
});

describe('the sitemap', () => {
  it('lists both language forms of every public page and active course, with their alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = locs(res.body);
    for (const page of ['/', '/courses', '/about', '/privacy', '/faq', `/course/${active}`]) {
      for (const language of ['bn', 'en']) expect(listed).toContain(`${ORIGIN}${page}?lang=${language}`);
    }
    expect(res.body).not.toContain(hidden);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/course/${active}"/>`);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body.trimEnd()).toMatch(/<\/urlset>$/);
  });

  it('holds 10,000 courses, read in pages', async () => {
    const [model] = await t.app.db.select().from(courses).where(eq(courses.id, active));
    const added: string[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        ...model!,
        id: randomUUID(),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, batch * 1000 + i)),
      }));
      await t.app.db.insert(courses).values(rows);
      added.push(...rows.map((row) => row.id));
    }
    const started = performance.now();
    const res = await get('/sitemap.xml');
    const ms = performance.now() - started;
    const listed = new Set(locs(res.body));
    expect(listed.size).toBe(2 * (5 + 1 + added.length));
    for (const id of [added[0]!, added[4999]!, added.at(-1)!])
      expect(listed).toContain(`${ORIGIN}/course/${id}?lang=bn`);
    // the figure for decision 0097
    console.info(`sitemap of ${added.length + 1} courses: ${Math.round(ms)} ms, ${res.rawPayload.length} bytes`);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the admin area and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
  });
});

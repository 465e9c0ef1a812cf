import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { appChunks, fontPreloads } from './spa.ts';

// The server's side of the public pages' rendering (decision 0036), with a stand-in for the built
// web/entry-server.tsx that speaks its interface: what the plugin hands it (URL, language, an in-process fetch) and
// what it does with the answer (the HTML in #root, the state as JSON, the theme class, a redirect, a failure).
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathshala-ssr-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><!--page-meta--><title>x</title><!--/page-meta--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'entry-server.mjs'),
    `let renders = 0;
    export function iconSprite(version, file) {
      return version === 'v1' && file === 'AQ.svg' ? '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="FaStar"/></svg>' : null;
    }
    export async function render({ url, language, fetch }) {
      if (url.startsWith('/courses?old=')) return { kind: 'redirect', status: 302, location: '/courses' };
      if (url === '/privacy') throw new Error('render broke');
      if (url === '/course/missing') return { kind: 'page', status: 404, html: '<h1>Course not found</h1>', state: {} };
      const res = await fetch('/api/layouts/public/layout/FAQ');
      const body = await res.json();
      return {
        kind: 'page',
        status: 200,
        modules: ['app/root-layout.tsx', 'features/faq-page.tsx'],
        html: '<h1>' + language + ' ' + res.status + ' ' + body.layout.type + '</h1>' + '<p>filler</p>'.repeat(200) + '<i>render ' + ++renders + '</i>',
        state: { language, note: '</script><script>alert(1)</script>' },
      };
    }`,
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        // the app's module is in the build's `main` group file, which has no source module of its own (decision 0051)
        dynamicImports: ['_main-1.js'],
        assets: [
          'assets/inter-latin-wght-subset-a1.woff2',
          'assets/inter-latin-ext-400-normal-b2.woff2',
          'assets/noto-sans-bengali-wght-subset-c3.woff2',
        ],
      },
      '_main-1.js': { file: 'assets/main-1.js', name: 'main', imports: ['_framework-1.js', 'index.html'] },
      '_framework-1.js': { file: 'assets/framework-1.js' },
      '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_framework-1.js'] },
      'app/root-layout.tsx': { file: 'assets/root-layout-1.js', imports: ['index.html', '_shared-1.js'] },
      'features/faq-page.tsx': { file: 'assets/faq-page-1.js', imports: ['_shared-1.js', 'index.html'] },
      'features/admin.tsx': { file: 'assets/admin-1.js' },
    }),
  );
  t = await buildTestApp({ webRoot: dir, ssrEntry: path.join(dir, 'entry-server.mjs') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('server-rendered public pages', () => {
  it('puts the page rendered with the API in #root, and its state as JSON that cannot close the script', async () => {
    const res = await page('/faq');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><h1>en 200 FAQ</h1><p>filler</p>');
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(res.body)![1]!;
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({ language: 'en', note: '</script><script>alert(1)</script>' });
  });

  it('renders in the language and theme of the reader’s cookies', async () => {
    const res = await page('/', 'pathshala_lang=bn; pathshala_theme=dark');
    expect(res.body).toContain('<html lang="bn" class="dark">');
    expect(res.body).toContain('<h1>bn 200 FAQ</h1>');
    const other = await page('/courses?level=Beginner', 'pathshala_lang=xx; pathshala_theme=blue');
    expect(other.body).toContain('<html lang="en">');
    expect(other.body).toContain('<h1>en 200 FAQ</h1>');
  });

  it('marks a page rendered for a visitor, and its language, so the service worker may keep it (decision 0041)', async () => {
    const res = await page('/course/abc', 'pathshala_lang=bn; pathshala_signed_in=1');
    expect(res.headers['x-rendered-for']).toBe('visitor');
    expect(res.headers['content-language']).toBe('bn');
    expect((await page('/faq')).headers['content-language']).toBe('en');
    // not rendered (a failure, or the areas the browser renders): nothing to keep
    for (const url of ['/privacy', '/profile', '/admin/courses']) {
      const other = await page(url);
      expect(other.headers['x-rendered-for'], url).toBeUndefined();
    }
  });

  it('follows a redirect of the router', async () => {
    const res = await page('/courses?old=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/courses');
  });

  it('sends the page for the browser to render when the rendering fails, and leaves the other areas to the browser', async () => {
    for (const url of ['/privacy', '/profile', '/admin/courses', '/course-access/1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('ssr-state');
    }
  });

  it('answers with the status of the render (a course that does not exist is a 404 page)', async () => {
    const res = await page('/course/missing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"><h1>Course not found</h1></div>');
  });

  it('compresses the pages it renders, as the browser allows (the course list alone is ≈ 95 KB of HTML)', async () => {
    for (const url of ['/', '/courses', '/course/abc', '/faq']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString('utf8'), url).toContain('<div id="root">');
    }
  });

  it('sends a rendered page compressed once at brotli’s best quality, from the same bytes each time, one document per theme (decision 0048)', async () => {
    const get = (cookie = '') =>
      t.app.inject({
        method: 'GET',
        url: '/faq?kept=1',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(cookie ? { cookie } : {}) },
      });
    const first = await get();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const html = zlib.brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"><h1>en 200 FAQ</h1>');
    const best = zlib.brotliCompressSync(Buffer.from(html), {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    expect(first.rawPayload.equals(best)).toBe(true);
    expect((await get()).rawPayload.equals(first.rawPayload)).toBe(true);
    // the dark reader's document differs (its <html> carries the class) and is never the light one's bytes
    const dark = await get('pathshala_theme=dark');
    const darkHtml = zlib.brotliDecompressSync(dark.rawPayload).toString('utf8');
    expect(darkHtml).toContain('<html lang="en" class="dark">');
    expect(darkHtml.replace(' class="dark"', '')).toBe(html);
    expect(zlib.brotliDecompressSync((await get()).rawPayload).toString('utf8')).toBe(html);
    // gzip and no encoding at all hold the same document
    const gzip = await t.app.inject({ method: 'GET', url: '/faq?kept=1', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    const plain = await t.app.inject({ method: 'GET', url: '/faq?kept=1', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('serves a rendered page’s icon sprite as SVG kept a year, and no other (decision 0046)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/icons/v1/AQ.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><symbol id="FaStar"/></svg>');
    for (const url of ['/assets/icons/v0/AQ.svg', '/assets/icons/v1/AA.svg', '/assets/icons/v1/AQ.js']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'route_not_found' });
    }
  });

  it('answers an unknown API path or a missing file with the JSON 404, not a page', async () => {
    for (const url of ['/api/no-such-thing', '/uploads/none.webp', '/assets/missing.js', '/.vite/manifest.json']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'route_not_found' });
    }
  });

  it('lists the app and the chunks the page drew and what they import, once each, minus the entry, for the entry to fetch once the page is drawn', async () => {
    const res = await page('/faq');
    const listed = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(listed!)).toEqual([
      '/assets/main-1.js',
      '/assets/framework-1.js',
      '/assets/root-layout-1.js',
      '/assets/shared-1.js',
      '/assets/faq-page-1.js',
    ]);
    // nothing of the app is fetched with the page: its style sheet, faces and pictures come first
    expect(res.body).not.toContain('modulepreload');
  });

  it('finds the app as the module main.tsx too, when the build gives it a chunk of its own', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', dynamicImports: ['main.tsx'] },
      'main.tsx': { file: 'assets/main-2.js', imports: ['_framework-1.js', 'index.html'] },
      '_framework-1.js': { file: 'assets/framework-1.js' },
      'features/faq-page.tsx': { file: 'assets/faq-page-1.js', imports: ['_framework-1.js'] },
    };
    expect(appChunks(manifest, ['features/faq-page.tsx'])).toEqual([
      '/assets/main-2.js',
      '/assets/framework-1.js',
      '/assets/faq-page-1.js',
    ]);
  });

  it('announces the app on a page the browser draws, fetched with the page (its first paint waits for it)', async () => {
    const res = await page('/profile');
    const preloaded = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1]!,
    );
    expect(preloaded).toEqual(['/assets/main-1.js', '/assets/framework-1.js']);
    expect(preloaded.every((href) => res.body.indexOf(href) < res.body.indexOf('</head>'))).toBe(true);
    expect(res.body).not.toContain('app-chunks');
  });

  it('renders a page once for every reader of its language, until something it could show changes', async () => {
    const renderOf = async (url: string, cookie = '') =>
      /<i>render (\d+)<\/i>/.exec((await page(url, cookie)).body)![1];
    const first = await renderOf('/about?x=1');
    expect(await renderOf('/about?x=1')).toBe(first);
    expect(await renderOf('/about?x=1', 'pathshala_signed_in=1; pathshala_theme=dark')).toBe(first);
    const bengali = await renderOf('/about?x=1', 'pathshala_lang=bn');
    expect(bengali).not.toBe(first);
    // a reader's own session, cart or enrolments cannot change a visitor's page
    for (const prefix of ['session:u:1', 'user:1', 'catalogue:cart:1', 'catalogue:enrolments:1'])
      t.app.cache.invalidate(prefix);
    expect(await renderOf('/about?x=1')).toBe(first);
    // a layout, a page or the catalogue can
    for (const prefix of ['layout:FAQ', 'catalogue:', 'page:about', '']) {
      const before = await renderOf('/about?x=1');
      t.app.cache.invalidate(prefix);
      expect(await renderOf('/about?x=1'), prefix).not.toBe(before);
    }
  });

  it('preloads the faces of the reader’s script first (Inter’s and Noto Sans Bengali’s variable faces), then of any other script the page shows', async () => {
    const font = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="font" [^>]*href="([^"]+)">/g)].map((m) => m[1]);
    expect(font((await page('/faq')).body)).toEqual(['/assets/inter-latin-wght-subset-a1.woff2']);
    // a Bengali page names the brand and the courses in Latin letters too
    expect(font((await page('/faq', 'pathshala_lang=bn')).body)).toEqual([
      '/assets/noto-sans-bengali-wght-subset-c3.woff2',
      '/assets/inter-latin-wght-subset-a1.woff2',
    ]);
    const manifest = {
      'index.html': {
        assets: [
          'assets/inter-latin-400-normal-x.woff2',
          'assets/inter-latin-wght-subset-x.woff2',
          'assets/noto-sans-bengali-bengali-400-normal-y.woff2',
          'assets/noto-sans-bengali-wght-subset-y.woff2',
        ],
      },
    };
    const links = (language: 'en' | 'bn', html: string) =>
      [...fontPreloads(manifest, language, html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links('en', '<p>Learn <b>বাংলা</b></p>')).toEqual([
      '/assets/inter-latin-wght-subset-x.woff2',
      '/assets/noto-sans-bengali-wght-subset-y.woff2',
    ]);
    // words inside markup (class names, addresses) are not text the reader sees
    expect(links('bn', '<p class="text-lg"><a href="/about">আমাদের কথা</a></p>')).toEqual([
      '/assets/noto-sans-bengali-wght-subset-y.woff2',
    ]);
  });
});

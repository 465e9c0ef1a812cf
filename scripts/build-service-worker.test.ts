import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offlinePageHtml, type OfflineStrings } from '../web/sw/offline-page.ts';
import { type ManifestChunk, publicAssets } from './build-service-worker.ts';

// The shape of dist/web/.vite/manifest.json: the entry (index.html) imports shared chunks and loads routes later.
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    dynamicImports: [
      'app/root-layout.tsx',
      'app/course-page-route.tsx',
      'app/admin/admin-layout.tsx',
      'features/profile/profile-page.tsx',
      'features/accounts/auth-modal-host.tsx',
      'i18n/locales/bn/catalogue.json',
      'i18n/locales/bn/admin-courses.json',
      'i18n/locales/en/offline.json',
      '../node_modules/socket.io-client/build/esm/index.js',
    ],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  'app/root-layout.tsx': {
    file: 'assets/root-layout-L1.js',
    dynamicImports: ['features/layout/components/footer.tsx'],
  },
  'features/layout/components/footer.tsx': { file: 'assets/footer-F1.js' },
  // a shared chunk named after the admin area that the course page imports is the course page's
  'app/course-page-route.tsx': { file: 'assets/course-page-route-P1.js', imports: ['_admin-S1.js'] },
  '_admin-S1.js': { file: 'assets/admin-S1.js' },
  'app/admin/admin-layout.tsx': {
    file: 'assets/admin-layout-X1.js',
    imports: ['_admin-S1.js', '_form-X2.js'],
    css: ['assets/admin-X3.css'],
  },
  '_form-X2.js': { file: 'assets/form-X2.js' },
  'features/profile/profile-page.tsx': { file: 'assets/profile-page-X4.js' },
  'features/accounts/auth-modal-host.tsx': { file: 'assets/auth-modal-host-X5.js' },
  'i18n/locales/bn/catalogue.json': { file: 'assets/catalogue-B1.js' },
  'i18n/locales/bn/admin-courses.json': { file: 'assets/admin-courses-X6.js' },
  'i18n/locales/en/offline.json': { file: 'assets/offline-X7.js' },
  '../node_modules/socket.io-client/build/esm/index.js': { file: 'assets/esm-X8.js' },
};

describe('the files the service worker keeps at install', () => {
  it('are the public pages’ JavaScript and CSS, with what they share, and none of the admin, learner or sign-in chunks', () => {
    expect(publicAssets(manifest)).toEqual([
      '/assets/admin-S1.js',
      '/assets/catalogue-B1.js',
      '/assets/course-page-route-P1.js',
      '/assets/footer-F1.js',
      '/assets/index-A1.js',
      '/assets/index-C1.css',
      '/assets/react-R1.js',
      '/assets/root-layout-L1.js',
    ]);
  });
});

describe('the offline page', () => {
  const strings = (language: 'en' | 'bn') =>
    JSON.parse(fs.readFileSync(`web/i18n/locales/${language}/offline.json`, 'utf8')) as OfflineStrings;

  it('is written in each language from its strings, with a way to try again and one home', () => {
    const en = offlinePageHtml('en', strings('en'), '/assets/index-C1.css');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>You are offline</h1>');
    expect(en).toContain('Pages you visited are still readable; buying and signing in need a connection.');
    expect(en).toContain('<a class="primary" href="">Try again</a>');
    expect(en).toContain('<a class="secondary" href="/">Go to the home page</a>');
    // the site's fonts, through its stylesheet (kept with the public files)
    expect(en).toContain('<link rel="stylesheet" href="/assets/index-C1.css" />');
    const bn = offlinePageHtml('bn', strings('bn'), null);
    expect(bn).toContain('<html lang="bn">');
    expect(bn).toContain('<h1>আপনি অফলাইনে আছেন</h1>');
    expect(bn).toContain('>আবার চেষ্টা করুন</a>');
    expect(bn).not.toContain('rel="stylesheet"');
  });

  it('escapes its strings and runs no script but the theme’s', () => {
    const html = offlinePageHtml('en', { ...strings('en'), heading: '<script>alert(1)</script>' }, null);
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/theme-init.js">']);
  });
});

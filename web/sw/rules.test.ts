import { describe, expect, it } from 'vitest';
import type { Endpoint } from '#shared/endpoint.ts';
import { isFresh, isKeepable, KEPT_PAGE_FRESH_MS, offlineLanguage, strategyFor, type Strategy } from './rules.ts';

const ORIGIN = 'https://pathshala.example';
const page = (path: string) => strategyFor({ url: ORIGIN + path, method: 'GET', mode: 'navigate' }, ORIGIN);
const read = (path: string, method = 'GET') => strategyFor({ url: ORIGIN + path, method, mode: 'cors' }, ORIGIN);

describe('which request the service worker answers how', () => {
  it('keeps the public pages (with their query) for offline reading; every other page goes to the network only', () => {
    for (const path of [
      '/',
      '/courses',
      '/courses?level=Beginner&q=web',
      '/course/abc123',
      '/about',
      '/privacy',
      '/faq',
    ])
      expect(page(path), path).toBe<Strategy>('public-page');
    for (const path of [
      '/profile',
      '/profile/cart',
      '/profile/orders/1',
      '/course-access/abc123',
      '/payment/result?status=success',
      '/admin',
      '/admin/courses',
      '/course/abc/extra',
      '/reset-password',
    ])
      expect(page(path), path).toBe<Strategy>('other-page');
  });

  it('reads the public API through the network first; sign-in, payment, the reader’s own data and realtime never pass', () => {
    for (const path of [
      '/api/courses/public/all-previews',
      '/api/courses/public/preview/abc123',
      '/api/courses/public/suggestions?q=web',
      '/api/layouts/public/layout/Banner',
      '/api/about-page/get-content',
      '/api/privacy-page/get-content',
      '/api/testimonials/active',
      '/api/reviews/course/abc123',
    ])
      expect(read(path), path).toBe<Strategy>('public-api');
    for (const path of [
      '/api/users/auth/login',
      '/api/users/auth/refresh-token',
      '/api/users/profile/me',
      '/api/orders/my-orders',
      '/api/orders/payment-status/p1',
      '/api/orders/uddoktapay-config',
      '/api/cart/my-cart',
      '/api/wishlist/check/abc',
      '/api/courses/enrolled/my-courses',
      '/api/courses/admin/all-courses',
      '/api/testimonials/admin',
      '/socket.io/?EIO=4&transport=polling',
      '/uploads/avatars/u1.webp',
      '/uploads/covers/u1.webp',
      '/sw.js',
      '/manifest.webmanifest',
    ])
      expect(read(path), path).toBe<Strategy>('network-only');
  });

  it('never answers a write, a page or file of another site', () => {
    expect(read('/api/courses/public/all-previews', 'POST')).toBe('network-only');
    expect(read('/api/orders/create-charge', 'POST')).toBe('network-only');
    expect(strategyFor({ url: 'https://cdn.example/assets/x.js', method: 'GET', mode: 'no-cors' }, ORIGIN)).toBe(
      'network-only',
    );
    expect(strategyFor({ url: 'https://other.example/', method: 'GET', mode: 'navigate' }, ORIGIN)).toBe(
      'network-only',
    );
  });

  it('keeps built files and uploaded public images once fetched', () => {
    expect(read('/assets/index-Ckb86rPB.js')).toBe('asset');
    expect(read('/assets/noto-sans-bengali-latin-400-normal-abc.woff2')).toBe('asset');
    for (const path of ['/uploads/courses/5e1c.webp', '/uploads/courses/5e1c.sm.webp', '/uploads/instructors/a.webp'])
      expect(read(path), path).toBe('public-image');
    expect(read('/uploads/banners/b.webp')).toBe('public-image');
  });

  it('reads through the network first exactly the GET answers shared/endpoints declares public', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../shared/endpoints/*.ts', { eager: true });
    const declared = Object.values(modules)
      .flatMap((module) => Object.values(module))
      .filter((group): group is Record<string, Endpoint> => typeof group === 'object' && group !== null)
      .flatMap((group) => Object.values(group))
      .filter((endpoint): endpoint is Endpoint => typeof endpoint?.path === 'string' && 'method' in endpoint);
    expect(declared.length).toBeGreaterThan(50);
    for (const endpoint of declared) {
      const path = `/api${endpoint.path.replace(/:\w+/g, 'abc123')}`;
      const expected = endpoint.method === 'GET' && endpoint.cache === 'public' ? 'public-api' : 'network-only';
      expect(read(path, endpoint.method), `${endpoint.method} ${endpoint.path}`).toBe(expected);
    }
  });
});

describe('what the server lets the worker keep', () => {
  const answer = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });

  it('keeps a page only when it was rendered for a visitor', () => {
    expect(isKeepable('public-page', answer(200, { 'x-rendered-for': 'visitor' }))).toBe(true);
    expect(isKeepable('public-page', answer(200, { 'cache-control': 'no-cache' }))).toBe(false);
    expect(isKeepable('public-page', answer(404, { 'x-rendered-for': 'visitor' }))).toBe(false);
    expect(isKeepable('other-page', answer(200, { 'x-rendered-for': 'visitor' }))).toBe(false);
  });

  it('keeps an API answer or an image only when marked public', () => {
    expect(isKeepable('public-api', answer(200, { 'cache-control': 'public, max-age=0, must-revalidate' }))).toBe(true);
    expect(isKeepable('public-api', answer(200, { 'cache-control': 'private, no-cache' }))).toBe(false);
    expect(isKeepable('public-api', answer(200, {}))).toBe(false);
    expect(isKeepable('public-api', answer(500, { 'cache-control': 'public' }))).toBe(false);
    expect(isKeepable('public-image', answer(200, { 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(
      true,
    );
    expect(isKeepable('asset', answer(200, {}))).toBe(true);
    expect(isKeepable('asset', answer(404, {}))).toBe(false);
    expect(isKeepable('network-only', answer(200, { 'cache-control': 'public' }))).toBe(false);
  });
});

describe('the offline page’s language', () => {
  it('follows the reader’s choice, else the last page’s language, else the browser’s', () => {
    expect(offlineLanguage({ cookie: 'bn', lastPage: 'en', browser: 'en-US' })).toBe('bn');
    expect(offlineLanguage({ cookie: 'en', lastPage: 'bn', browser: 'bn-BD' })).toBe('en');
    expect(offlineLanguage({ cookie: 'xx', lastPage: 'bn', browser: 'en-US' })).toBe('bn');
    expect(offlineLanguage({ browser: 'bn-BD' })).toBe('bn');
    expect(offlineLanguage({ browser: 'en-GB' })).toBe('en');
    expect(offlineLanguage({})).toBe('en');
  });
});

describe('a kept page read again through the app', () => {
  it('is fetched again once its copy is older than ten minutes', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(isFresh(new Date(now - 60_000).toUTCString(), now)).toBe(true);
    expect(isFresh(new Date(now - KEPT_PAGE_FRESH_MS - 1000).toUTCString(), now)).toBe(false);
    expect(isFresh(null, now)).toBe(false);
    expect(isFresh('not a date', now)).toBe(false);
  });
});

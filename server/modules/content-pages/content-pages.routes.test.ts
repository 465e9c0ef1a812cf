import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ABOUT_PAGE, DEFAULT_PAYMENT_PAGES, DEFAULT_PRIVACY_PAGE } from '#shared/content/pages.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { aboutPageService, paymentPagesService, privacyPageService } from './pages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('content pages on an empty database', () => {
  it('answer the About defaults with the FaChalkboardTeacher icon', async () => {
    const res = await get('/api/about-page/get-content');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, aboutPage: { ...DEFAULT_ABOUT_PAGE, updatedAt: null } });
    expect(res.json().aboutPage.features[0].icon).toBe('FaChalkboardTeacher');
  });

  it('answer the Privacy defaults', async () => {
    const res = await get('/api/privacy-page/get-content');
    expect(res.json()).toEqual({ success: true, privacyPage: { ...DEFAULT_PRIVACY_PAGE, updatedAt: null } });
    expect(res.json().privacyPage.cards[0].icon).toBe('FaUserShield');
  });

  it('answer the payment pages defaults: green and red, white text and icons, animation on', async () => {
    const res = await get('/api/payment-pages/config');
    const { paymentPages } = res.json();
    expect(paymentPages).toEqual({ ...DEFAULT_PAYMENT_PAGES, updatedAt: null });
    expect(paymentPages.success).toMatchObject({
      backgroundColor: '#10B981',
      textColor: '#FFFFFF',
      iconColor: '#FFFFFF',
      showAnimation: true,
    });
    expect(paymentPages.failure).toMatchObject({
      backgroundColor: '#EF4444',
      textColor: '#FFFFFF',
      iconColor: '#FFFFFF',
      showAnimation: true,
    });
  });

  it('send ETags and answer 304 to a matching If-None-Match', async () => {
    for (const url of ['/api/about-page/get-content', '/api/privacy-page/get-content', '/api/payment-pages/config']) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const second = await get(url, { 'if-none-match': first.headers.etag as string });
      expect(second.statusCode, url).toBe(304);
    }
  });
});

describe('content page writes', () => {
  it('answer 401 to a visitor', async () => {
    const calls = [
      { method: 'PUT' as const, url: '/api/about-page/admin/update-content', payload: { ...DEFAULT_ABOUT_PAGE } },
      { method: 'POST' as const, url: '/api/about-page/admin/reset-content' },
      { method: 'PUT' as const, url: '/api/privacy-page/admin/update-content', payload: { ...DEFAULT_PRIVACY_PAGE } },
      { method: 'POST' as const, url: '/api/privacy-page/admin/reset-content' },
      { method: 'PUT' as const, url: '/api/payment-pages/admin/update-config', payload: {} },
      { method: 'POST' as const, url: '/api/payment-pages/admin/reset-config' },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('store a sanitised About page, drop the cached answer and reset to the defaults', async () => {
    const before = await get('/api/about-page/get-content');
    const service = aboutPageService(t.app);
    const saved = await service.update({
      title: 'আমাদের সম্পর্কে',
      subtitle: 'Who we are',
      mission: '<p onmouseover="x()">Learn<script>alert(1)</script> <strong>in Bangla</strong></p>',
      features: [{ icon: 'FaRocket', title: 'Fast', desc: 'Quick start' }],
    });
    expect(saved.mission).toBe('<p>Learn <strong>in Bangla</strong></p>');
    expect(saved.updatedAt).toMatch(/Z$/);

    const after = await get('/api/about-page/get-content', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().aboutPage).toMatchObject({
      title: 'আমাদের সম্পর্কে',
      mission: '<p>Learn <strong>in Bangla</strong></p>',
      features: [{ icon: 'FaRocket', title: 'Fast', desc: 'Quick start' }],
    });

    await service.reset();
    expect((await get('/api/about-page/get-content')).json().aboutPage).toEqual({
      ...DEFAULT_ABOUT_PAGE,
      updatedAt: null,
    });
  });

  it('sanitise the Privacy title and subtitle but keep the footer text as typed', async () => {
    const service = privacyPageService(t.app);
    await service.update({
      title: '<p>Privacy <a href="javascript:alert(1)" onclick="x()">Policy</a></p>',
      subtitle: '<p>How we <em>protect</em> you<iframe src="https://evil"></iframe></p>',
      footerText: 'Questions? Write to us & we reply.',
      cards: [{ icon: 'FaLock', title: 'Security', items: ['Hashed passwords'] }],
    });
    const { privacyPage } = (await get('/api/privacy-page/get-content')).json();
    expect(privacyPage.title).toBe('<p>Privacy <a>Policy</a></p>');
    expect(privacyPage.subtitle).toBe('<p>How we <em>protect</em> you</p>');
    expect(privacyPage.footerText).toBe('Questions? Write to us & we reply.');
    expect(privacyPage.cards).toEqual([{ icon: 'FaLock', title: 'Security', items: ['Hashed passwords'] }]);
    await service.reset();
    expect((await get('/api/privacy-page/get-content')).json().privacyPage.updatedAt).toBeNull();
  });

  it('update payment pages one field at a time and reset them', async () => {
    const service = paymentPagesService(t.app);
    await service.update({ success: { title: 'পেমেন্ট সফল!', backgroundColor: '#0EA5E9' } });
    await service.update({ failure: { showAnimation: false } });
    const { paymentPages } = (await get('/api/payment-pages/config')).json();
    expect(paymentPages.success).toEqual({
      ...DEFAULT_PAYMENT_PAGES.success,
      title: 'পেমেন্ট সফল!',
      backgroundColor: '#0EA5E9',
    });
    expect(paymentPages.failure).toEqual({ ...DEFAULT_PAYMENT_PAGES.failure, showAnimation: false });
    const reset = await service.reset();
    expect(reset).toEqual({ ...DEFAULT_PAYMENT_PAGES, updatedAt: null });
    expect((await get('/api/payment-pages/config')).json().paymentPages).toEqual({
      ...DEFAULT_PAYMENT_PAGES,
      updatedAt: null,
    });
  });
});

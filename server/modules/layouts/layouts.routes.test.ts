import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BANNER } from '#shared/content/layout.ts';
import { smallImageUrl } from '#shared/images.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedAnswerOf, preferredEncoding } from '../../lib/cached-reply.ts';
import { CACHE_KEYS } from '../../lib/cache-keys.ts';
import { layoutsService } from './layouts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getLayout = async (type: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/layouts/public/layout/${type}`, headers });

describe('layouts on an empty database', () => {
  it('answers the Banner with every spec default', async () => {
    const res = await getLayout('Banner');
    expect(res.statusCode).toBe(200);
    const { banner } = res.json().layout;
    expect(res.json()).toMatchObject({ success: true, layout: { type: 'Banner' } });
    expect(banner.badgeText).toBe('Learn Anything, Anywhere');
    expect(banner.socialProofNumber).toBe('25,000+');
    expect(banner.socialProofText).toBe('students learning daily');
    expect(banner.searchPlaceholder).toBe('Search for courses, skills, topics...');
    expect(banner.heroTextLeftAlign).toBe(false);
    expect(banner.image).toBeNull();
    expect(banner.whatsappNumber).toBe('');
    expect(banner.headerSettings).toEqual({
      showThemeSwitcher: true,
      showNavigation: true,
      showUserProfile: true,
      showMobileMenu: true,
    });
    expect(banner.navigationSettings).toEqual({
      showHome: true,
      showCourses: true,
      showAbout: true,
      showPrivacy: true,
      showFAQ: true,
    });
    expect(banner.navigationPositions).toEqual({
      showHome: 1,
      showCourses: 2,
      showAbout: 3,
      showPrivacy: 4,
      showFAQ: 5,
    });
    expect(banner.categoryNavigation).toEqual({});
    expect(banner).toEqual(DEFAULT_BANNER);
  });

  it('answers an empty category list', async () => {
    const res = await getLayout('Categories');
    expect(res.json()).toEqual({ success: true, layout: { type: 'Categories', categories: [] } });
  });

  it('answers the FAQ title and subtitle defaults with no items', async () => {
    const { layout } = (await getLayout('FAQ')).json();
    expect(layout.faq).toEqual([]);
    expect(layout.faqHeader.title).toBe('Frequently Asked Questions');
    expect(layout.faqHeader.subTitle).toMatch(/platform, courses and learning/);
  });

  it('answers the footer with empty contacts and the Portfolio, Linkedin and Github rows', async () => {
    const { layout } = (await getLayout('Footer')).json();
    expect(layout.footer).toEqual({
      contact: { phone: null, email: null },
      socialLinks: [
        { name: 'Portfolio', url: null },
        { name: 'Linkedin', url: null },
        { name: 'Github', url: null },
      ],
    });
  });

  it('answers the courses section titles', async () => {
    const { layout } = (await getLayout('Courses')).json();
    expect(layout.courses.pageTitle).toBe('Explore Our Premium Courses');
    expect(layout.courses.homeTitle).toBe('Expand Your Career Opportunity With Our Courses');
    expect(layout.courses.pageSubTitle).not.toBe('');
    expect(layout.courses.homeSubTitle).not.toBe('');
  });

  it('answers the testimonials section title and subtitle', async () => {
    const { layout } = (await getLayout('Testimonials')).json();
    expect(layout.testimonials.title).toBe('Our Students Are Our Strength');
    expect(layout.testimonials.subTitle.length).toBeGreaterThan(40);
  });

  it('refuses an unknown type with 400 and names the known ones', async () => {
    const res = await getLayout('Header');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(res.json().message).toContain(
      'Layout type must be one of Banner, Categories, Footer, FAQ, Courses, Testimonials',
    );
  });
});

describe('conditional GET', () => {
  it('sends an ETag with revalidating cache headers and answers 304 to a matching If-None-Match', async () => {
    const first = await getLayout('Courses');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await getLayout('Courses', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await getLayout('Courses', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await getLayout('Courses', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });
});

describe('admin writes', () => {
  it('answer 401 to a visitor', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/layouts/admin/update-layout',
      payload: { type: 'Courses', homeTitle: 'Hacked' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'unauthorized' });
    expect((await getLayout('Courses')).json().layout.courses.homeTitle).toBe(
      'Expand Your Career Opportunity With Our Courses',
    );
  });

  it('merge stored banner values over the defaults and drop the cached answer', async () => {
    const before = await getLayout('Banner');
    const etag = before.headers.etag as string;
    await layoutsService(t.app).update({
      type: 'Banner',
      title: 'নতুন শিরোনাম',
      whatsappNumber: '+8801700000000',
      headerSettings: { showThemeSwitcher: false },
      navigationPositions: { showFAQ: 1, showHome: 2 },
    });
    const after = await getLayout('Banner', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const { banner } = after.json().layout;
    expect(banner.title).toBe('নতুন শিরোনাম');
    expect(banner.whatsappNumber).toBe('+8801700000000');
    expect(banner.headerSettings).toEqual({
      showThemeSwitcher: false,
      showNavigation: true,
      showUserProfile: true,
      showMobileMenu: true,
    });
    // Positions the admin did not send keep their defaults.
    expect(banner.navigationPositions).toEqual({
      showHome: 2,
      showCourses: 2,
      showAbout: 3,
      showPrivacy: 4,
      showFAQ: 1,
    });
    expect(banner.badgeText).toBe('Learn Anything, Anywhere');

    // A later partial save (the navigation editor) keeps what the hero editor stored.
    await layoutsService(t.app).update({ type: 'Banner', navigationSettings: { showPrivacy: false } });
    const { banner: latest } = (await getLayout('Banner')).json().layout;
    expect(latest.title).toBe('নতুন শিরোনাম');
    expect(latest.headerSettings.showThemeSwitcher).toBe(false);
    expect(latest.navigationSettings).toMatchObject({ showPrivacy: false, showHome: true });
  });

  it('replace categories keeping the ids of rows that still exist and dropping empty titles', async () => {
    const service = layoutsService(t.app);
    await service.update({
      type: 'Categories',
      categories: [{ title: 'Web Development' }, { title: 'Design' }, { title: '' }],
    });
    const first = (await getLayout('Categories')).json().layout.categories as { _id: string; title: string }[];
    expect(first.map((c) => c.title)).toEqual(['Web Development', 'Design']);
    const [web, design] = first;

    await service.update({
      type: 'Categories',
      categories: [{ _id: design!._id, title: 'Graphic Design' }, { title: '  ' }, { title: 'চাকরির প্রস্তুতি' }],
    });
    const second = (await getLayout('Categories')).json().layout.categories as { _id: string; title: string }[];
    expect(second.map((c) => c.title)).toEqual(['Graphic Design', 'চাকরির প্রস্তুতি']);
    expect(second[0]!._id).toBe(design!._id);
    expect(second.map((c) => c._id)).not.toContain(web!._id);
  });

  it('refuse a category title given twice', async () => {
    await expect(
      layoutsService(t.app).update({ type: 'Categories', categories: [{ title: 'Design' }, { title: 'design' }] }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'duplicate_category' });
  });

  it('store FAQ items without empty ones, with ids, and sanitised answers', async () => {
    await layoutsService(t.app).update({
      type: 'FAQ',
      faqHeader: { title: 'প্রশ্নোত্তর', subTitle: 'Answers' },
      faq: [
        {
          question: 'Refund?',
          answer: '<p onclick="steal()">Within 7 days<script>alert(1)</script></p>',
          active: true,
        },
        { question: '', answer: 'dropped' },
        { question: 'Dropped too', answer: '<script>only script</script>' },
      ],
    });
    const { layout } = (await getLayout('FAQ')).json();
    expect(layout.faqHeader).toEqual({ title: 'প্রশ্নোত্তর', subTitle: 'Answers' });
    expect(layout.faq).toHaveLength(1);
    expect(layout.faq[0]).toEqual({ _id: expect.any(String), question: 'Refund?', answer: '<p>Within 7 days</p>' });
  });

  it('refuse a FAQ save whose items are all empty when the header is unchanged', async () => {
    await expect(
      layoutsService(t.app).update({
        type: 'FAQ',
        faqHeader: { title: 'প্রশ্নোত্তর', subTitle: 'Answers' },
        faq: [{ question: ' ', answer: '' }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Cannot save: All FAQ items are empty or invalid!' });
  });

  it('replace the footer and sanitise the testimonials section subtitle', async () => {
    const service = layoutsService(t.app);
    await service.update({
      type: 'Footer',
      contact: { phone: '+8801700000000', email: null },
      socialLinks: [{ name: 'Facebook', url: 'https://facebook.com/pathshala' }],
    });
    expect((await getLayout('Footer')).json().layout.footer).toEqual({
      contact: { phone: '+8801700000000', email: null },
      socialLinks: [{ name: 'Facebook', url: 'https://facebook.com/pathshala' }],
    });
    await service.update({ type: 'Testimonials', subTitle: '<p>Real <img src=x onerror="alert(1)">stories</p>' });
    const { testimonials } = (await getLayout('Testimonials')).json().layout;
    expect(testimonials).toEqual({ title: 'Our Students Are Our Strength', subTitle: '<p>Real stories</p>' });
  });
});

describe('banner image upload', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a9' } })
      .png()
      .toBuffer();
  const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
  const put = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/layouts/admin/update-layout',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload,
    });

  it('stores an uploaded image as 1260x1050 webp with its small copy, and deletes it when replaced', async () => {
    const { cookie } = await signedInUser(t.app, { role: 'admin' });
    const first = await put(cookie, { type: 'Banner', image: { url: dataUrl(await png(2000, 1400)) } });
    expect(first.statusCode).toBe(200);
    const url = first.json().layout.banner.image.url as string;
    expect(url).toMatch(/^\/uploads\/banners\/[\w-]+\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1260, height: 1050 });
    expect((await t.app.inject({ method: 'GET', url: smallImageUrl(url)! })).statusCode).toBe(200);
    expect((await getLayout('Banner')).json().layout.banner.image).toEqual({ url });

    // sending the current address back keeps the file; a new upload replaces and deletes it
    expect((await put(cookie, { type: 'Banner', image: { url }, title: 'Kept' })).json().layout.banner.image).toEqual({
      url,
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const second = (await put(cookie, { type: 'Banner', image: { url: dataUrl(await png(800, 800)) } })).json().layout
      .banner.image.url;
    expect(second).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: smallImageUrl(url)! })).statusCode).toBe(404);

    // null removes the image and its file
    expect((await put(cookie, { type: 'Banner', image: null })).json().layout.banner.image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image and keeps the stored banner', async () => {
    const { cookie } = await signedInUser(t.app, { role: 'admin' });
    const before = (await getLayout('Banner')).json().layout.banner.image;
    const res = await put(cookie, {
      type: 'Banner',
      image: { url: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'unsupported_image_type',
      message: 'Only PNG, JPG/JPEG and WebP images are accepted',
    });
    expect((await getLayout('Banner')).json().layout.banner.image).toEqual(before);
  });

  it('refuses an address that is neither https nor an upload', async () => {
    const { cookie } = await signedInUser(t.app, { role: 'admin' });
    const res = await put(cookie, { type: 'Banner', image: { url: 'javascript:alert(1)' } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an empty hero title (blank after trimming) and keeps the stored one', async () => {
    const { cookie } = await signedInUser(t.app, { role: 'admin' });
    const before = (await getLayout('Banner')).json().layout.banner.title;
    const res = await put(cookie, { type: 'Banner', title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { title: 'Hero title is required' } });
    expect((await getLayout('Banner')).json().layout.banner.title).toBe(before);
  });
});

describe('cached answers keep their bytes', () => {
  it('serialises and compresses a cached answer once: brotli, gzip and plain carry the same JSON', async () => {
    // Answers under 1 KB go uncompressed: twenty FAQ items make this one larger.
    const faq = Array.from({ length: 20 }, (_, i) => ({
      question: `How do I pay for course ${i}?`,
      answer: `With bKash, Nagad or Rocket: choose Buy Now on course ${i} and follow the steps.`,
    }));
    await layoutsService(t.app).update({ type: 'FAQ', faq });
    const plain = await getLayout('FAQ', { 'accept-encoding': 'identity' });
    const br = await getLayout('FAQ', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await getLayout('FAQ', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.json()).toMatchObject({
      success: true,
      layout: { type: 'FAQ', faq: faq.map((item) => expect.objectContaining(item)) },
    });

    // The bytes live beside the cached value: the next request sends the same buffers.
    const { value } = await t.app.cache.get(CACHE_KEYS.layout('FAQ'), async () => {
      throw new Error('cached: not computed again');
    });
    const kept = encodedAnswerOf(value as object, '/api/layouts/public/layout/:type');
    expect(kept?.body.toString()).toBe(plain.body);
    expect(kept?.br?.equals(br.rawPayload)).toBe(true);
    const again = await getLayout('FAQ', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(kept!.br!)).toBe(true);
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

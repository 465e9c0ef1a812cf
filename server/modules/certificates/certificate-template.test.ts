import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';

/*
 * The admin's certificate template (issue 33, decision 0098): read and saved by admins only, checked by the server
 * in the reader's language, printed on every PDF drawn afterwards (kept ones are drawn again), and previewed from a
 * draft as a PDF without saving it.
 */

const run = promisify(execFile);
let t: TestApp;
let admin: string;
let learner: string;
let course: AdminCourse;

const TEMPLATE = '/api/admin/certificates/template';
const PREVIEW = `${TEMPLATE}/preview`;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function inTemp<T>(bytes: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'certificate-template-'));
  try {
    await writeFile(join(dir, 'c.pdf'), bytes);
    return await use(join(dir, 'c.pdf'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
const pdfText = (bytes: Buffer) => inTemp(bytes, async (file) => (await run('pdftotext', [file, '-'])).stdout);
/** How many pictures a PDF holds (pdfimages' list: two header lines, then one line per image; masks count too). */
const pdfImages = (bytes: Buffer) =>
  inTemp(bytes, async (file) =>
    (await run('pdfimages', ['-list', file])).stdout
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => / image /.test(line)),
  );

/** A transparent PNG with a dark stroke, as a data URL. */
async function pngDataUrl(width = 300, height = 100): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M10 80 C 60 10, 120 10, 290 60" stroke="#112" stroke-width="6" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  signerName: { en: 'Dr. Farhana Islam', bn: 'ড. ফারহানা ইসলাম' },
  signerTitle: { en: 'Head of Academics', bn: 'শিক্ষা প্রধান' },
  statement: { en: 'has completed every lesson of', bn: 'সাফল্যের সঙ্গে সম্পন্ন করেছেন' },
  accent: '#0F766E',
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  learner = (await signedInUser(t.app)).cookie;
  await createCategory(t.app, 'Language');
  course = await createCourse(
    t.app,
    admin,
    courseBody('Language', { name: 'Spoken English', language: 'English', courseData: [lessonInput()] }),
  );
});
afterAll(async () => {
  await t.close();
});

describe('the certificate template', () => {
  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', TEMPLATE],
      ['PUT', TEMPLATE],
      ['POST', PREVIEW],
    ] as const) {
      expect((await inject(method, url, learner, body())).statusCode).toBe(403);
      expect((await inject(method, url, undefined, body())).statusCode).toBe(401);
    }
  });

  it('answers the defaults before anything is saved', async () => {
    const res = await inject('GET', TEMPLATE, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().template).toEqual({
      signerName: { en: 'Pathshala Academic Team', bn: 'পাঠশালা একাডেমিক টিম' },
      signerTitle: { en: 'Director of Learning', bn: 'শিক্ষা পরিচালক' },
      statement: { en: 'has successfully completed the course', bn: 'সফলভাবে নিচের কোর্সটি সম্পন্ন করেছেন' },
      accent: '#4f46e5',
      logo: null,
      signature: null,
      updatedAt: null,
    });
  });

  it('refuses a bad colour, a missing signer and a too long text, in English and in Bengali', async () => {
    const bad = body({ accent: '#12345', signerName: { en: ' ', bn: '' }, statement: 'x'.repeat(161) });
    const english = await inject('PUT', TEMPLATE, admin, bad);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        accent: 'The accent colour must be a colour such as #4f46e5',
        signerName: 'Write the signer’s name in Bengali or English',
        statement: 'The statement must be at most 160 characters',
      },
    });
    const bengali = await t.app.inject({
      method: 'PUT',
      url: TEMPLATE,
      headers: { cookie: `${admin}; pathshala_lang=bn` },
      payload: bad,
    });
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json().fields).toEqual({
      accent: 'প্রধান রং #4f46e5-এর মতো একটি রঙের কোড হতে হবে',
      signerName: 'স্বাক্ষরকারীর নাম বাংলা বা ইংরেজিতে লিখুন',
      statement: 'সনদের বাক্যটি সর্বোচ্চ ১৬০ অক্ষরের হতে পারবে',
    });
    // nothing was saved
    expect((await inject('GET', TEMPLATE, admin)).json().template.updatedAt).toBeNull();
  });

  it('refuses a signature that is not an image, not a kind it reads, or too large', async () => {
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;
    const unsupported = await inject('PUT', TEMPLATE, admin, body({ signature: gif }));
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().code).toBe('unsupported_image_type');

    const notDataUrl = await inject('PUT', TEMPLATE, admin, body({ logo: 'https://example.com/logo.png' }));
    expect(notDataUrl.statusCode).toBe(400);
    expect(notDataUrl.json().code).toBe('invalid_image');

    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([header, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooLarge = await inject(
      'PUT',
      TEMPLATE,
      admin,
      body({ signature: `data:image/png;base64,${big.toString('base64')}` }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'image_too_large',
      message: 'The logo or signature must be at most 2 MB',
    });

    const broken = Buffer.concat([header, Buffer.from('not really a png')]);
    const unreadable = await inject(
      'PUT',
      TEMPLATE,
      admin,
      body({ logo: `data:image/png;base64,${broken.toString('base64')}` }),
    );
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().code).toBe('unreadable_image');
  });

  it('previews a draft as a PDF in either language without saving it', async () => {
    const before = (await inject('GET', TEMPLATE, admin)).json().template;
    const draft = body({ signerName: { en: 'Draft Signer', bn: 'খসড়া স্বাক্ষরকারী' }, signature: await pngDataUrl() });
    for (const lang of ['en', 'bn'] as const) {
      const res = await inject('POST', PREVIEW, admin, { ...draft, lang });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await pdfText(res.rawPayload)).normalize('NFC');
      if (lang === 'en') {
        expect(text).toContain('Draft Signer');
        expect(text).toContain('Head of Academics');
        expect(text).toContain('Sumandra Khitish');
        expect(text).toContain('K7M2Q9XW4HPA');
      } else {
        expect(text).toContain('খসড়া স্বাক্ষরকারী');
        expect(text).toContain('শিক্ষা প্রধান');
        expect(text).toContain('শ্রী সুমন্দ্র ক্ষিতীশ');
      }
      // the signature is drawn
      expect((await pdfImages(res.rawPayload)).length).toBeGreaterThanOrEqual(1);
    }
    expect((await inject('GET', TEMPLATE, admin)).json().template).toEqual(before);
  });

  it('saves, answers the saved values, and prints them on certificates drawn afterwards, kept ones too', async () => {
    const l = await signedInUser(t.app, { name: 'Karim Ahmed' });
    await enrolUser(t.app, l.user.id, course._id);
    const done = await inject('PUT', '/api/courses/enrolled/progress', l.cookie, {
      courseId: course._id,
      lessonId: course.courseData[0]!._id,
      completed: true,
    });
    expect(done.statusCode).toBe(200);
    const [certificate] = (await inject('GET', '/api/certificates/my', l.cookie)).json().certificates;
    const pdf = async (lang: 'bn' | 'en') => {
      const res = await inject('GET', `/api/certificates/${certificate._id}/pdf?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    // drawn and kept with the defaults
    expect(await pdfText(await pdf('en'))).toContain('Pathshala Academic Team');

    const signature = await pngDataUrl();
    const logo = await pngDataUrl(600, 200);
    const saved = await inject('PUT', TEMPLATE, admin, body({ signature, logo }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Certificate template saved');
    const template = saved.json().template;
    expect(template).toMatchObject({
      signerName: { en: 'Dr. Farhana Islam', bn: 'ড. ফারহানা ইসলাম' },
      accent: '#0f766e',
    });
    expect(template.signature).toMatch(/^data:image\/png;base64,/);
    expect(template.logo).toMatch(/^data:image\/png;base64,/);
    const kept = await sharp(Buffer.from(template.signature.split(',')[1], 'base64')).metadata();
    expect(kept).toMatchObject({ format: 'png', hasAlpha: true });
    expect((await inject('GET', TEMPLATE, admin)).json().template).toEqual(template);

    const english = await pdf('en');
    const englishText = await pdfText(english);
    expect(englishText).toContain('Dr. Farhana Islam');
    expect(englishText).toContain('has completed every lesson of');
    expect(englishText).not.toContain('Pathshala Academic Team');
    expect((await pdfImages(english)).length).toBeGreaterThanOrEqual(2); // the logo and the signature
    const bengaliText = (await pdfText(await pdf('bn'))).normalize('NFC');
    expect(bengaliText).toContain('ড. ফারহানা ইসলাম');
    expect(bengaliText).toContain('শিক্ষা প্রধান');

    // Left out, the pictures stay; null removes them (the site's mark is printed again).
    const kept2 = await inject('PUT', TEMPLATE, admin, body({ signerName: 'Nasrin Akter' }));
    expect(kept2.json().template).toMatchObject({ signerName: { en: 'Nasrin Akter', bn: '' } });
    expect(kept2.json().template.signature).toBe(template.signature);
    const removed = await inject('PUT', TEMPLATE, admin, body({ signature: null, logo: null }));
    expect(removed.json().template).toMatchObject({ signature: null, logo: null });
    expect(await pdfImages(await pdf('en'))).toHaveLength(0);
  });
});

describe('the preview’s limit', () => {
  it('refuses a burst of previews from one address', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1' } });
    try {
      const cookie = (await signedInUser(limited.app, { role: 'admin' })).cookie;
      const ask = () => limited.app.inject({ method: 'POST', url: PREVIEW, headers: { cookie }, payload: body() });
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await ask()).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

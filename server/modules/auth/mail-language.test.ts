import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleIssuer, type GoogleIssuer } from '#test-support/google-oidc.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { users } from '../../db/schema/index.ts';
import { createUser, signIn, signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

/**
 * Decision 0097: each user's language is kept on the server (sign-up's reader language, then the language switch),
 * and the mails of a request about the requester are written in that request's language, in that language only.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let google: GoogleIssuer;
let n = 0;
const uniqueEmail = () => `lang-${++n}-${Date.now()}@example.com`;
const BENGALI = /[\u0980-\u09ff]/;
const BN = { cookie: 'pathshala_lang=bn' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  google = await startGoogleIssuer();
  t = await buildTestApp({ env: { ...google.env, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await google.close();
});

const languageOf = async (email: string) =>
  (await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

async function signUp(email: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/auth/register',
    headers,
    payload: { name: 'Rahim Uddin', email, password: 'secret123' },
  });
  expect(res.statusCode).toBe(201);
  return { token: res.json().activationToken as string, mail: await smtp.nextMessageTo(email) };
}

describe('sign-up in the reader’s language', () => {
  it('mails the Bengali reader in Bengali only, with Bengali digits, and keeps Bengali as the account’s language', async () => {
    const email = uniqueEmail();
    const { token, mail } = await signUp(email, BN);
    const code = /কোড: (\d{4}) \(/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.subject).toBe(`আপনার পাঠশালা অ্যাকাউন্ট সক্রিয়করণ কোড: ${code}`);
    expect(mail.text).toContain('প্রিয় Rahim Uddin,');
    expect(mail.text).toContain('কোডটি ১০ মিনিট পর্যন্ত কার্যকর থাকবে।');
    expect(mail.text).not.toMatch(/Hello|activation|expires/);
    expect(mail.html).toContain('<html lang="bn">');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/activate',
      headers: BN,
      payload: { activationToken: token, activationCode: code },
    });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(email)).toBe('bn');
  });

  it('mails the English reader (Accept-Language) in English only, and keeps English', async () => {
    const email = uniqueEmail();
    const { token, mail } = await signUp(email, { 'accept-language': 'en-GB,en;q=0.9' });
    const code = /activation code is: (\d{4})/.exec(mail.text)?.[1];
    expect(mail.subject).toBe(`Your Pathshala activation code: ${code}`);
    expect(mail.text).toContain('It expires in 10 minutes.');
    expect(mail.text).not.toMatch(BENGALI);
    expect(mail.html).toContain('<html lang="en">');
    await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/activate',
      payload: { activationToken: token, activationCode: code },
    });
    expect(await languageOf(email)).toBe('en');
  });

  it('a Google sign-up keeps its reader’s language', async () => {
    const p = { sub: `lang-sub-${Date.now()}`, email: `lang-g-${Date.now()}@gmail.com` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/social-login?lang=bn',
      payload: { credential: await google.mint({ ...p, name: 'Nusrat' }) },
    });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(p.email)).toBe('bn');
  });

  it('tells the owner of an account Google was linked to in the sign-in’s language', async () => {
    const owner = await createUser(t.app, { name: 'Farhana', email: `lang-link-${Date.now()}@example.com` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth/social-login',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' },
      payload: { credential: await google.mint({ sub: `lang-link-${Date.now()}`, email: owner.email }) },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMessageTo(owner.email);
    expect(mail.subject).toBe('আপনার পাঠশালা অ্যাকাউন্টে গুগল সাইন-ইন যুক্ত হয়েছে');
    expect(mail.text).toContain('প্রিয় Farhana,');
    expect(mail.text).toContain('আপনার পাসওয়ার্ডও আগের মতোই কাজ করবে।');
    expect(mail.text).not.toMatch(/Hello|Google account/);
    expect(mail.html).toContain('<html lang="bn">');
  });
});

describe('password reset in the request’s language', () => {
  const ask = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/users/auth/forgot-password', headers, payload: { email } });

  it('Bengali', async () => {
    const user = await createUser(t.app, { name: 'Salma Akter' });
    expect((await ask(user.email, BN)).statusCode).toBe(200);
    const mail = await smtp.nextMessageTo(user.email);
    const code = /কোড: (\d{6}) \(/.exec(mail.text)?.[1];
    expect(mail.subject).toBe(`আপনার পাঠশালা পাসওয়ার্ড রিসেট কোড: ${code}`);
    expect(mail.text).toContain('প্রিয় Salma Akter,');
    expect(mail.text).toContain('কোডটি ১৫ মিনিট পর্যন্ত কার্যকর থাকবে।');
    expect(mail.text).not.toMatch(/Hello|reset code|expires/);
    expect(mail.html).toContain('<html lang="bn">');
  });

  it('English', async () => {
    const user = await createUser(t.app, { name: 'Salma Akter', language: 'bn' });
    expect((await ask(user.email, { cookie: 'pathshala_lang=en' })).statusCode).toBe(200);
    const mail = await smtp.nextMessageTo(user.email);
    const code = /reset code is: (\d{6})/.exec(mail.text)?.[1];
    expect(mail.subject).toBe(`Your Pathshala password reset code: ${code}`);
    expect(mail.text).toContain('It expires in 15 minutes.');
    expect(mail.text).not.toMatch(BENGALI);
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('the language switch of a signed-in user', () => {
  it('keeps the language the user switched to', async () => {
    const { user, cookie } = await signedInUser(t.app);
    expect(await languageOf(user.email)).toBe('en');
    const put = (language: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile/language', headers: { cookie }, payload: { language } });
    const res = await put('bn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, language: 'bn' });
    expect(await languageOf(user.email)).toBe('bn');
    expect((await put('fr')).statusCode).toBe(400);
    expect((await put('en')).json()).toEqual({ success: true, language: 'en' });
    expect(await languageOf(user.email)).toBe('en');
  });

  it('is refused to a visitor', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile/language', payload: { language: 'bn' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a member’s invitation', () => {
  it('is written in the inviting admin’s language, which the new account keeps', async () => {
    const admin = await createUser(t.app, { role: 'admin', isSuperAdmin: true });
    const cookie = await signIn(t.app, admin.email, admin.password);
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/admin/add-member?lang=bn',
      headers: { cookie },
      payload: { name: 'Nadia Rahman', email, role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMessageTo(email);
    expect(mail.subject).toBe('আপনাকে পাঠশালায় আমন্ত্রণ জানানো হয়েছে');
    expect(mail.text).toContain('একজন অ্যাডমিন আপনাকে পাঠশালায় অ্যাডমিন হিসেবে যুক্ত করেছেন।');
    expect(mail.text).toMatch(/লিংকটি একবারই কাজ করবে, [০-৯]+ .+ [০-৯]{4} পর্যন্ত।/);
    expect(mail.text).not.toMatch(/Hello|administrator|password here/);
    expect(mail.html).toContain('<html lang="bn">');
    expect(await languageOf(email)).toBe('bn');
  });
});

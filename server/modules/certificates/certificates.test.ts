import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { depsOf } from '../../lib/deps.ts';
import { completionsSince } from '../learning/progress.service.ts';
import { certificatesService, revokeCertificatesFor } from './certificates.service.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser, lessonInput } from '../../test/catalogue.ts';

const run = promisify(execFile);
let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;
let course: AdminCourse;
const COURSE_NAME = 'ক্ষমতায়ন: Spoken English';

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** A learner who finished the course (every lesson marked), with the time the last mark was answered. */
async function finisher(
  name?: string,
  language: 'bn' | 'en' = 'en',
): Promise<{ user: TestUser; cookie: string; doneAt: number }> {
  const l = await signedInUser(t.app, { ...(name ? { name } : {}), language });
  await enrolUser(t.app, l.user.id, course._id);
  let doneAt = 0;
  for (const lesson of course.courseData) {
    const res = await inject('PUT', '/api/courses/enrolled/progress', l.cookie, {
      courseId: course._id,
      lessonId: lesson._id,
      completed: true,
    });
    expect(res.statusCode).toBe(200);
    doneAt = Date.now();
  }
  return { ...l, doneAt };
}

const myCertificates = async (cookie: string) => {
  const res = await inject('GET', '/api/certificates/my', cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'certificate-'));
  try {
    await writeFile(join(dir, 'c.pdf'), bytes);
    const { stdout } = await run('pdftotext', [join(dir, 'c.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Pathshala <no-reply@pathshala.test>' } });
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Language');
  course = await createCourse(
    t.app,
    admin,
    courseBody('Language', { name: COURSE_NAME, language: 'Bangla', courseData: [lessonInput(), lessonInput()] }),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('issuing', () => {
  it('mails a learner whose account speaks English in English only (decision 0097)', async () => {
    const { user } = await finisher('Karim Ahmed', 'en');
    const mail = await smtp.nextMessageTo(user.email);
    expect(mail.subject).toBe(`Your certificate is ready — ${COURSE_NAME}`);
    expect(mail.text).toContain('Hello Karim Ahmed,');
    expect(mail.text).not.toMatch(/প্রিয়|অভিনন্দন/);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('issues one certificate within a minute of completing, lists it and mails the learner', async () => {
    const { user, cookie, doneAt } = await finisher('Rahim Uddin', 'bn');
    const mine = await myCertificates(cookie);
    const availableMs = Date.now() - doneAt;
    // The hook issues it with the completing write: available at once, far inside the 60 s goal.
    expect(availableMs).toBeLessThan(60_000);
    expect(mine.certificates).toHaveLength(1);
    const [certificate] = mine.certificates;
    expect(certificate).toMatchObject({
      courseId: course._id,
      courseName: COURSE_NAME,
      status: 'valid',
      nameEn: 'Rahim Uddin',
      nameBn: '',
      verifyUrl: `http://localhost:3000/verify/${certificate._id}`,
    });
    expect(certificate._id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(mine.name).toEqual({ chosen: false, nameEn: 'Rahim Uddin', nameBn: '' });
    const linkedIn = new URL(certificate.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: COURSE_NAME,
      organizationName: 'Pathshala',
      certId: certificate._id,
      certUrl: certificate.verifyUrl,
    });
    // The learner's account speaks Bengali and they chose no name's language yet: the e-mail is in Bengali only.
    const mail = await smtp.nextMessageTo(user.email);
    expect(mail.subject).toBe(`আপনার সনদপত্র প্রস্তুত — ${COURSE_NAME}`);
    expect(mail.text).toContain(certificate.verifyUrl);
    expect(mail.text).not.toMatch(/Hello|Congratulations/);
    expect(mail.html).toContain('<html lang="bn">');
    // and the learner's bell says so
    await expect
      .poll(async () => (await inject('GET', '/api/notifications/me', cookie)).json().notifications[0]?.notice)
      .toEqual({
        kind: 'certificate_issued',
        courseId: course._id,
        courseName: COURSE_NAME,
        certificateId: certificate._id,
      });
    // Marking a lesson again issues nothing more.
    await inject('PUT', '/api/courses/enrolled/progress', cookie, {
      courseId: course._id,
      lessonId: course.courseData[0]!._id,
      completed: true,
    });
    expect((await myCertificates(cookie)).certificates).toHaveLength(1);
    console.info(`completion → certificate available: ${availableMs} ms`);
  });

  it('issues what the hook missed from the durable completions (the sweep)', async () => {
    const { user, cookie } = await finisher();
    const [certificate] = (await myCertificates(cookie)).certificates;
    // As if the hook had failed: the certificate is not there.
    await t.database.db.execute(`delete from certificates where id = '${certificate._id}'`);
    expect((await myCertificates(cookie)).certificates).toHaveLength(0);
    const service = certificatesService({ ...depsOf(t.app), origin: () => 'http://localhost:3000' });
    const started = Date.now();
    const { issued } = await service.catchUp(new Date(0), completionsSince);
    expect(issued).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    const after = await myCertificates(cookie);
    expect(after.certificates).toHaveLength(1);
    expect(after.certificates[0]._id).not.toBe(certificate._id);
    expect((await service.catchUp(new Date(0), completionsSince)).issued).toBe(0);
    void user;
  });

  it('prints the name the learner chooses, once', async () => {
    const { cookie } = await finisher('Karim');
    const [before] = (await myCertificates(cookie)).certificates;
    const chosen = await inject('PUT', '/api/certificates/name', cookie, {
      nameEn: '  Md.  Karim Hossain ',
      nameBn: 'মোঃ করিম হোসেন',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().name).toEqual({ chosen: true, nameEn: 'Md. Karim Hossain', nameBn: 'মোঃ করিম হোসেন' });
    expect(chosen.json().certificates[0]).toMatchObject({
      _id: before._id,
      nameEn: 'Md. Karim Hossain',
      nameBn: 'মোঃ করিম হোসেন',
    });
    const again = await inject('PUT', '/api/certificates/name', cookie, { nameEn: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'certificate_name_chosen',
      message: 'You have already chosen the name on your certificates',
    });
    const empty = await inject('PUT', '/api/certificates/name', (await signedInUser(t.app)).cookie, {
      nameEn: ' ',
      nameBn: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ nameEn: 'Write your name in Bengali or English' });
  });
});

describe('verification', () => {
  it('answers valid with name, course and date to anyone, and not found for an unknown id', async () => {
    const { cookie } = await finisher('Nusrat Jahan');
    const [certificate] = (await myCertificates(cookie)).certificates;
    const res = await inject('GET', `/api/certificates/${certificate._id.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      _id: certificate._id,
      status: 'valid',
      learnerName: 'Nusrat Jahan',
      learnerNameAlt: '',
      courseName: COURSE_NAME,
      issuedAt: certificate.issuedAt,
      issuerName: 'Pathshala',
    });
    const unknown = await inject('GET', '/api/certificates/ZZZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'certificate_not_found', message: 'Certificate not found' });
    expect((await inject('GET', '/api/certificates/not-an-id')).statusCode).toBe(400);
  });

  it('limits look-ups per address', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i += 1)
        codes.push((await limited.app.inject({ url: '/api/certificates/ZZZZZZZZZZZZ' })).statusCode);
      // perIp(3): six look-ups in the window, then 429.
      expect(codes).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('says Revoked with the date and reason as soon as an admin revokes, and an admin may re-issue', async () => {
    const { cookie } = await finisher('Sadia Islam');
    const [certificate] = (await myCertificates(cookie)).certificates;
    const noReason = await inject('POST', `/api/admin/certificates/${certificate._id}/revoke`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const revoked = await inject('POST', `/api/admin/certificates/${certificate._id}/revoke`, admin, {
      reason: 'Completed with someone else’s account',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().certificate).toMatchObject({
      status: 'revoked',
      reason: 'Completed with someone else’s account',
    });
    const page = (await inject('GET', `/api/certificates/${certificate._id}`)).json();
    expect(page).toMatchObject({ status: 'revoked', reason: 'Completed with someone else’s account' });
    expect(Date.parse(page.revokedAt)).toBeGreaterThan(Date.now() - 60_000);
    const twice = await inject('POST', `/api/admin/certificates/${certificate._id}/revoke`, admin, { reason: 'x' });
    expect(twice.json()).toMatchObject({ code: 'certificate_already_revoked' });
    // A learner is no admin.
    expect(
      (await inject('POST', `/api/admin/certificates/${certificate._id}/revoke`, cookie, { reason: 'x' })).statusCode,
    ).toBe(403);

    const reissued = await inject('POST', `/api/admin/certificates/${certificate._id}/reissue`, admin);
    expect(reissued.statusCode).toBe(201);
    const fresh = reissued.json().certificate;
    expect(fresh).toMatchObject({ status: 'valid', reissueOf: certificate._id, courseName: COURSE_NAME });
    expect(fresh._id).not.toBe(certificate._id);
    const notRevoked = await inject('POST', `/api/admin/certificates/${fresh._id}/reissue`, admin);
    expect(notRevoked.json()).toMatchObject({ code: 'certificate_not_revoked' });
    expect((await inject('GET', `/api/certificates/${certificate._id}`)).json().status).toBe('revoked');

    const list = await inject('GET', `/api/admin/certificates?search=${encodeURIComponent('sadia')}`, admin);
    expect(list.json().certificates.map((c: { _id: string }) => c._id)).toEqual([fresh._id, certificate._id]);
    const revokedOnly = await inject('GET', '/api/admin/certificates?search=sadia&status=revoked', admin);
    expect(revokedOnly.json().certificates.map((c: { _id: string }) => c._id)).toEqual([certificate._id]);
  });

  it('revokes a refunded course’s certificates through revokeCertificatesFor', async () => {
    const { user, cookie } = await finisher();
    const [certificate] = (await myCertificates(cookie)).certificates;
    const ids = await revokeCertificatesFor(t.database.db, user.id, course._id, 'Refunded');
    expect(ids).toEqual([certificate._id]);
    expect((await inject('GET', `/api/certificates/${certificate._id}`)).json()).toMatchObject({
      status: 'revoked',
      reason: 'Refunded',
    });
    expect(await revokeCertificatesFor(t.database.db, user.id, course._id, 'Refunded')).toEqual([]);
  });
});

describe('the PDF', () => {
  it('prints name, course, the date in Bengali digits and the id, in each language, from kept bytes', async () => {
    const { cookie } = await finisher('Farhana');
    await inject('PUT', '/api/certificates/name', cookie, { nameEn: 'Farhana Akter', nameBn: 'ফারহানা আক্তার শ্রীমতী' });
    const [certificate] = (await myCertificates(cookie)).certificates;
    const started = performance.now();
    const bn = await inject('GET', `/api/certificates/${certificate._id}/pdf?lang=bn`);
    const firstMs = performance.now() - started;
    expect(bn.statusCode).toBe(200);
    expect(bn.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(bn.rawPayload);
    const date = new Intl.DateTimeFormat('bn-BD', {
      timeZone: 'Asia/Dhaka',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(certificate.issuedAt));
    expect(date).toMatch(/[০-৯]/);
    for (const expected of [
      'কোর্স সমাপ্তির সনদপত্র',
      'ফারহানা আক্তার শ্রীমতী',
      COURSE_NAME,
      `সমাপ্তির তারিখ: ${date}`,
      `সনদ নম্বর: ${certificate._id}`,
      certificate.verifyUrl,
    ])
      expect(text).toContain(expected);

    const en = await inject('GET', `/api/certificates/${certificate._id}/pdf?lang=en`);
    const english = await pdfText(en.rawPayload);
    for (const expected of ['Certificate of Completion', 'Farhana Akter', `Certificate ID: ${certificate._id}`])
      expect(english).toContain(expected);
    expect(english).toMatch(/Completed on \d{1,2} [A-Z][a-z]+ \d{4}/);

    const keptStarted = performance.now();
    const again = await inject('GET', `/api/certificates/${certificate._id}/pdf?lang=bn`);
    const keptMs = performance.now() - keptStarted;
    expect(Buffer.compare(again.rawPayload, bn.rawPayload)).toBe(0);
    console.info(
      `certificate PDF: first ${firstMs.toFixed(0)} ms, kept ${keptMs.toFixed(1)} ms, ${bn.rawPayload.length} bytes`,
    );
    expect((await inject('GET', '/api/certificates/ZZZZZZZZZZZZ/pdf?lang=bn')).statusCode).toBe(404);
  });
});

describe('the Open Badges credential', () => {
  it('verifies with only the published JWKS, fails when tampered, and shows revocation in its status list', async () => {
    const { cookie } = await finisher('Tanvir Ahmed');
    const [certificate] = (await myCertificates(cookie)).certificates;
    const jwksRes = await inject('GET', '/.well-known/jwks.json');
    expect(jwksRes.statusCode).toBe(200);
    const published = jwksRes.json() as JSONWebKeySet;
    expect(published.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(JSON.stringify(published)).not.toContain('"d"');
    const keySet = createLocalJWKSet(published);

    const res = await inject('GET', `/api/certificates/${certificate._id}/credential`);
    expect(res.statusCode).toBe(200);
    const jwt: string = res.json().credential;
    const { payload, protectedHeader } = await jwtVerify(jwt, keySet, {
      issuer: 'http://localhost:3000/api/certificates/issuer',
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: published.keys[0]!.kid });
    const vc = payload.vc as {
      type: string[];
      '@context': string[];
      name: string;
      credentialSubject: { type: string[]; achievement: object };
      credentialStatus: { statusListIndex: string };
    };
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc['@context']).toContain('https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json');
    expect(vc.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: COURSE_NAME });
    expect(vc.credentialSubject.type).toEqual(['AchievementSubject']);

    // Tampered: another name in the payload, the signature kept.
    const [header, body, signature] = jwt.split('.');
    const forged = { ...decodeJwt(jwt), vc: { ...vc, name: 'Brain surgery' } };
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    await expect(jwtVerify(tampered, keySet)).rejects.toThrow(/signature/i);
    void body;

    // The issuer profile names the key.
    const profile = (await inject('GET', '/api/certificates/issuer')).json();
    expect(profile).toMatchObject({ type: ['Profile'], jwks_uri: 'http://localhost:3000/.well-known/jwks.json' });
    expect(profile.verificationMethod[0].publicKeyJwk.kid).toBe(published.keys[0]!.kid);

    const bit = async () => {
      const list = await inject('GET', '/api/certificates/status/revocation');
      expect(list.headers['content-type']).toContain('application/vc+jwt');
      const { payload: status } = await jwtVerify(list.body, keySet);
      const subject = (status.vc as { credentialSubject: { encodedList: string } }).credentialSubject;
      expect(subject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
      const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), 'base64url'));
      expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
      const index = Number(vc.credentialStatus.statusListIndex);
      return (bits[index >> 3]! >> (7 - (index & 7))) & 1;
    };
    expect(vc.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: 'http://localhost:3000/api/certificates/status/revocation',
    });
    expect(await bit()).toBe(0);
    await inject('POST', `/api/admin/certificates/${certificate._id}/revoke`, admin, { reason: 'Test' });
    expect(await bit()).toBe(1);
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '#test-support/smtp-server.ts';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { orders, paymentRefunds, payments } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { orderRequests, type Learner } from '../../test/orders.ts';
import { fulfilPayment } from './fulfilment.service.ts';
import { ordersDeps } from './orders-deps.ts';
import { takeNumber } from './receipts.repository.ts';

/**
 * Issue 35: receipts. Every paid payment takes the next number of the site's one gap-free sequence in the
 * transaction that marks it paid; its buyer (or an admin) downloads it as a PDF in Bengali or English with the
 * seller's details; a refunded order adds a credit note numbered in its own sequence; the confirmation e-mail
 * carries the receipt in the buyer's language.
 */
const run = promisify(execFile);
let t: TestApp;
let fake: FakeUddoktaPay;
let smtp: TestSmtpServer;
let admin: Learner;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  smtp = await startSmtpServer();
  t = await buildTestApp({
    env: {
      UDDOKTAPAY_BASE_URL: fake.url,
      UDDOKTAPAY_API_KEY: fake.apiKey,
      PAYMENT_REVERIFY_SECONDS: '0',
      SMTP_URL: smtp.url,
      MAIL_PER_ADDRESS_PER_DAY: '1000',
    },
  });
  admin = await signedInUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await smtp?.close();
});

const { inject, processOrder } = orderRequests({ app: () => t.app, fake: () => fake });

/** A learner's paid order of a new course, checked out in `lang` (the language cookie). */
async function paidOrder(lang: 'bn' | 'en', courseName: string) {
  const learner = await signedInUser(t.app, { name: lang === 'bn' ? 'রহিম উদ্দিন' : 'Rahim Uddin' });
  const courseId = await insertCourse(t.app, 120_000, { name: courseName });
  const res = await inject('POST', '/orders/create-charge', { courseId }, `${learner.cookie}; pathshala_lang=${lang}`);
  expect(res.statusCode).toBe(200);
  const paymentId = res.json<{ paymentId: string }>().paymentId;
  const charge = fake.charges.find((c) => c.request.metadata.paymentId === paymentId)!;
  const invoiceId = fake.settle(charge, 'COMPLETED');
  expect((await processOrder(learner, invoiceId, courseId)).statusCode).toBe(200);
  const [order] = await t.app.db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return { learner, courseId, paymentId, invoiceId, orderId: order!.id, transactionId: charge.transactionId };
}

const receiptOf = (orderId: string, cookie: string, lang: 'bn' | 'en') =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt?lang=${lang}&format=pdf`, headers: { cookie } });

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'receipt-'));
  try {
    await writeFile(join(dir, 'r.pdf'), pdf);
    return (await run('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const receiptNumbers = async () =>
  (await t.app.db.select({ n: payments.receiptNumber }).from(payments).where(isNotNull(payments.receiptNumber)))
    .map((r) => r.n!)
    .sort((a, b) => a - b);

describe('receipts', () => {
  it('prints the seller an admin set, in Bengali and English; for the buyer and admins only', async () => {
    const seller = { name: 'পাঠশালা লিমিটেড', address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫', binVat: '000123456-0101' };
    const learnerCookie = (await signedInUser(t.app)).cookie;
    expect((await inject('PUT', '/admin/seller-settings', seller, learnerCookie)).statusCode).toBe(403);
    const bad = await inject('PUT', '/admin/seller-settings', { ...seller, binVat: '12;DROP' }, admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The BIN / VAT number may have only letters, digits, spaces and dashes');
    const saved = await inject('PUT', '/admin/seller-settings', seller, admin.cookie);
    expect(saved.statusCode).toBe(200);
    expect((await inject('GET', '/receipts/seller')).json()).toMatchObject({ seller });

    const paid = await paidOrder('bn', 'ডেটা সায়েন্স ক্ষমতায়ন');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(row!.receiptNumber).toBeGreaterThan(0);
    expect(row!.language).toBe('bn');
    const number = `R-${String(row!.receiptNumber).padStart(6, '0')}`;
    const history = await inject('GET', '/orders/my-orders', undefined, paid.learner.cookie);
    expect(history.json().payments[0].receiptNumber).toBe(number);

    const bn = await receiptOf(paid.orderId, paid.learner.cookie, 'bn');
    expect(bn.statusCode).toBe(200);
    expect(bn.headers['content-type']).toBe('application/pdf');
    expect(bn.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}-bn.pdf"`);
    const bnText = await pdfText(bn.rawPayload);
    for (const text of [
      'রসিদ',
      'পাঠশালা লিমিটেড',
      'ধানমন্ডি',
      'বিআইএন / ভ্যাট নং: 000123456-0101',
      'ডেটা সায়েন্স ক্ষমতায়ন',
      '৳১,২০০',
      'বিকাশ',
      paid.transactionId,
      'টাকা ফেরতের শর্ত',
      '৭ দিনের মধ্যে',
    ]) {
      expect(bnText).toContain(text);
    }
    const en = await receiptOf(paid.orderId, admin.cookie, 'en');
    expect(en.statusCode).toBe(200);
    const enText = await pdfText(en.rawPayload);
    for (const text of ['Receipt', number, 'BIN / VAT No.: 000123456-0101', '৳1200', 'bKash', 'UddoktaPay']) {
      expect(enText).toContain(text);
    }
    expect(enText).toContain('within 7 days of payment');

    const stranger = await signedInUser(t.app);
    const other = await receiptOf(paid.orderId, stranger.cookie, 'bn');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('অর্ডারটি পাওয়া যায়নি');
    const visitor = await t.app.inject({ method: 'GET', url: `/api/orders/${paid.orderId}/receipt?lang=en` });
    expect(visitor.statusCode).toBe(401);
  });

  it('is e-mailed with the payment confirmation in the language of the checkout, the PDF attached', async () => {
    const paid = await paidOrder('bn', 'বাংলা ব্যাকরণ');
    const [user] = await t.app.db
      .select({ n: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.id, paid.paymentId));
    const number = `R-${String(user!.n).padStart(6, '0')}`;
    const email = paid.learner.user.email;
    const mail = await smtp.nextMessageTo(email.toLowerCase());
    expect(mail.subject).toBe(`পেমেন্ট নিশ্চিত — রসিদ ${number}`);
    expect(mail.text).toContain('আপনার রসিদ পিডিএফ হিসেবে সংযুক্ত');
    expect(mail.text).not.toContain('Thank you');
    const [attachment] = mail.raw.attachments;
    expect(mail.raw.attachments).toHaveLength(1);
    expect(attachment!.filename).toBe(`receipt-${number}-bn.pdf`);
    expect(attachment!.contentType).toBe('application/pdf');
    expect(await pdfText(attachment!.content)).toContain('বাংলা ব্যাকরণ');
  });

  it('adds a credit note with its own number when an order is refunded', async () => {
    const paid = await paidOrder('en', 'Refunded Course');
    await smtp.nextMessageTo(paid.learner.user.email);
    const refund = await inject('POST', `/admin/orders/${paid.orderId}/refund`, { reason: 'Disputed' }, admin.cookie);
    expect(refund.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, paid.orderId));
    expect(row!.status).toBe('refunded');
    expect(row!.creditNoteNumber).toBeGreaterThan(0);
    const note = `CN-${String(row!.creditNoteNumber).padStart(6, '0')}`;
    const text = await pdfText((await receiptOf(paid.orderId, paid.learner.cookie, 'en')).rawPayload);
    expect(text).toContain('REFUNDED');
    expect(text).toContain(note);
    expect(text).toContain('Refunded Course, ৳1200 refunded to the paying wallet');
    const bnText = await pdfText((await receiptOf(paid.orderId, paid.learner.cookie, 'bn')).rawPayload);
    expect(bnText).toContain('টাকা ফেরত দেওয়া হয়েছে');
    expect(bnText).toContain('ক্রেডিট নোট');
  });

  it('has none for a free checkout (404 in the reader’s language)', async () => {
    const learner = await signedInUser(t.app);
    const courseId = await insertCourse(t.app, 0, { name: 'Free Course' });
    expect((await inject('POST', '/orders/create-charge', { courseId }, learner.cookie)).statusCode).toBe(200);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.courseId, courseId));
    const res = await receiptOf(order!.id, learner.cookie, 'bn');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'receipt_not_found',
      message: 'এই অর্ডারের কোনো রসিদ নেই: এর পেমেন্ট হয়নি।',
    });
  });

  it('gives 1,000 payments fulfilled at once 1,000 distinct numbers with no gap; a rollback gives its number back', async () => {
    const before = await receiptNumbers();
    // Numbers so far are 1..n already.
    expect(before).toEqual(before.map((_, i) => i + 1));
    const courseId = await insertCourse(t.app, 50_000, { name: 'Load Course' });
    const item = {
      courseId,
      courseName: 'Load Course',
      originalPoisha: 50_000,
      discountPoisha: 0,
      finalPoisha: 50_000,
      couponId: null,
      couponCode: null,
    };
    const rows = await t.app.db
      .insert(payments)
      .values(
        Array.from({ length: 1000 }, () => ({
          amountPoisha: 50_000,
          items: [item],
          gatewayMode: 'sandbox' as const,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      )
      .returning({ id: payments.id });
    // A transaction that takes a number and then fails, in the middle of the burst.
    const rolledBack = t.app.db
      .transaction(async (tx) => {
        await takeNumber(tx, 'receipt');
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    const deps = ordersDeps(t.app);
    const settled = await Promise.all(
      rows.map((r, i) =>
        fulfilPayment(deps, r.id, { invoiceId: `LOAD-${i}`, paymentMethod: 'bkash', transactionId: `TRX-LOAD-${i}` }),
      ),
    );
    expect(await rolledBack).toBe('rolled back');
    const numbers = settled.map((s) => s.payment.receiptNumber!);
    expect(new Set(numbers).size).toBe(1000);
    const after = await receiptNumbers();
    expect(after).toHaveLength(before.length + 1000);
    expect(after).toEqual(after.map((_, i) => i + 1));
  }, 300_000);
});

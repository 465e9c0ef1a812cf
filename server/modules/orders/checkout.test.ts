import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { enrolUser } from '../../test/catalogue.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';
import { owns, paymentRow } from '../../test/orders.ts';

let t: TestApp;
let fake: FakeUddoktaPay;
let learner: { user: { id: string; email: string }; cookie: string };
let course: string;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  t = await buildTestApp({
    env: {
      UDDOKTAPAY_BASE_URL: fake.url,
      UDDOKTAPAY_API_KEY: fake.apiKey,
      UDDOKTAPAY_TIMEOUT_MS: '500',
      PAYMENT_REVERIFY_SECONDS: '0',
    },
  });
  learner = await signedInUser(t.app, { name: 'Karim Ahmed' });
  course = await insertCourse(t.app, 199_900, { name: 'React' });
  await insertCoupon(t.app, { code: 'SAVE15', discountValue: 15 });
  await insertCoupon(t.app, { code: 'FLAT500', discountType: 'fixed', discountValue: 50_000 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const charge = (payload: object, cookie = learner.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/orders/create-charge', payload, headers: { cookie } });

describe('create-charge', () => {
  it('tells the web app whether payment is on, sandbox or live, and the currency, never a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/uddoktapay-config' });
    expect(res.json()).toEqual({ success: true, config: { enabled: true, mode: 'live', currency: 'BDT' } });
    expect(res.body).not.toContain(fake.apiKey);
  });

  it('charges the server price minus the coupon through checkout-v2 with our payment id and return URLs', async () => {
    const res = await charge({
      courseId: course,
      amount: 169915,
      couponCode: 'save15',
      discountAmount: 299.85,
      originalAmount: 1999,
      finalAmount: 1699.15,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ payment_url: string; paymentId: string }>();
    expect(body).toMatchObject({
      success: true,
      enrolled: false,
      payment_url: `${fake.url}/payment/${fake.lastCharge().hash}`,
    });
    const sent = fake.lastCharge().request;
    expect(sent).toMatchObject({
      full_name: 'Karim Ahmed',
      email: learner.user.email,
      amount: '1699.15',
      metadata: { paymentId: body.paymentId },
      redirect_url: 'http://localhost:3000/payment/result',
      cancel_url: `http://localhost:3000/payment/result?status=cancelled&paymentId=${body.paymentId}`,
      webhook_url: 'http://localhost:3000/api/orders/uddoktapay-webhook',
    });
    expect(fake.requests.at(-1)!.headers['rt-uddoktapay-api-key']).toBe(fake.apiKey);
    const row = await paymentRow(t.app, body.paymentId);
    expect(row).toMatchObject({ status: 'pending', amountPoisha: 169_915, gatewayMode: 'live', invoiceId: null });
    expect(row.items).toEqual([
      expect.objectContaining({
        courseId: course,
        originalPoisha: 199_900,
        discountPoisha: 29_985,
        finalPoisha: 169_915,
        couponCode: 'SAVE15',
      }),
    ]);
  });

  it('refuses a price the server does not agree with (409 price_changed) and charges nothing', async () => {
    const before = fake.charges.length;
    for (const body of [
      { amount: 100 },
      { finalAmount: 1 },
      { originalAmount: 1500 },
      { couponCode: 'SAVE15', finalAmount: 1999 },
    ]) {
      const res = await charge({ courseId: course, ...body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'price_changed',
        message: 'The price of this course has changed. Please review the new price and try again.',
      });
    }
    expect(fake.charges.length).toBe(before);
  });

  it('charges exactly the server price minus a valid discount, whatever amounts a client sends', async () => {
    const expected: Record<string, { original: number; discount: number }> = {
      none: { original: 199_900, discount: 0 },
      SAVE15: { original: 199_900, discount: 29_985 },
      FLAT500: { original: 199_900, discount: 50_000 },
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('none', 'SAVE15', 'FLAT500'),
        fc.record({ a: fc.boolean(), f: fc.boolean(), d: fc.boolean(), o: fc.boolean() }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        async (coupon, honest, randomA, randomF) => {
          const truth = expected[coupon]!;
          const final = truth.original - truth.discount;
          const body = {
            courseId: course,
            ...(coupon === 'none' ? {} : { couponCode: coupon }),
            amount: honest.a ? final : randomA,
            finalAmount: honest.f ? final / 100 : randomF / 100,
            ...(honest.d ? { discountAmount: truth.discount / 100 } : {}),
            ...(honest.o ? { originalAmount: truth.original / 100 } : {}),
          };
          const before = fake.charges.length;
          const res = await charge(body);
          const agrees = body.amount === final && Math.round(body.finalAmount * 100) === final;
          if (!agrees) {
            expect(res.statusCode).toBe(409);
            expect(fake.charges.length).toBe(before);
            return;
          }
          expect(res.statusCode).toBe(200);
          expect(fake.lastCharge().request.amount).toBe((final / 100).toFixed(2));
          const row = await paymentRow(t.app, res.json<{ paymentId: string }>().paymentId);
          expect(row.amountPoisha).toBe(final);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a course the learner already owns', async () => {
    const owned = await insertCourse(t.app, 10_000);
    await enrolUser(t.app, learner.user.id, owned);
    const res = await charge({ courseId: owned });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'You already own this course', code: 'course_owned' });
  });

  it('enrols at once without the gateway when the final price is 0', async () => {
    const before = fake.charges.length;
    const free = await insertCourse(t.app, 0);
    const res = await charge({ courseId: free, amount: 0 });
    expect(res.json()).toMatchObject({
      success: true,
      enrolled: true,
      redirectUrl: `/course-access/${free}`,
      message: 'You are now enrolled in this course',
    });
    expect(await owns(t.app, learner.user.id, free)).toBe(true);
    const paid = await insertCourse(t.app, 20_000);
    await insertCoupon(t.app, { code: 'ALLFREE', discountValue: 100, usageLimit: 5 });
    const coupon = await charge({ courseId: paid, couponCode: 'ALLFREE', finalAmount: 0 });
    expect(coupon.json()).toMatchObject({ enrolled: true });
    expect(await owns(t.app, learner.user.id, paid)).toBe(true);
    expect(fake.charges.length).toBe(before);
    const orders = (
      await t.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: { cookie: learner.cookie } })
    ).json<{ orders: { courseId: string; couponCode: string | null; amount: number }[] }>();
    expect(orders.orders.find((o) => o.courseId === paid)).toMatchObject({ couponCode: 'ALLFREE', amount: 0 });
  });

  it('marks the payment failed and answers the initiation message when the gateway refuses', async () => {
    fake.failNext('checkout', 500, { status: false, message: 'Merchant blocked' });
    const res = await charge({ courseId: course });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: 'Payment initiation failed. Please try again.' });
    expect(res.body).not.toContain('Merchant blocked');
  });

  it('refuses a coupon that does not apply with its own message', async () => {
    const res = await charge({ courseId: course, couponCode: 'NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Invalid coupon code' });
  });

  it('needs a signed-in learner', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create-charge', payload: { courseId: course } });
    expect(res.statusCode).toBe(401);
  });
});

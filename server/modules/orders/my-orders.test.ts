import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyOrdersAnswerSchema } from '#shared/orders.ts';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCoupon, insertCourse } from '../../test/commerce.ts';

let t: TestApp;
let fake: FakeUddoktaPay;
type Learner = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  t = await buildTestApp({
    env: {
      UDDOKTAPAY_BASE_URL: fake.url,
      UDDOKTAPAY_API_KEY: fake.apiKey,
      UDDOKTAPAY_TIMEOUT_MS: '2000',
      PAYMENT_REVERIFY_SECONDS: '0',
    },
  });
  await insertCoupon(t.app, { code: 'HISTORY20', discountValue: 20 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Buy Now on a new course; `settle` decides what the gateway says before the learner comes back. */
async function buy(
  learner: Learner,
  name: string,
  pricePoisha: number,
  settle: 'COMPLETED' | 'ERROR' | 'PENDING' | null,
  couponCode?: string,
) {
  const courseId = await insertCourse(t.app, pricePoisha, { name });
  const res = await inject('POST', '/orders/create-charge', learner.cookie, { courseId, couponCode });
  expect(res.statusCode).toBe(200);
  const paymentId = res.json<{ paymentId: string }>().paymentId;
  const charge = fake.charges.find((c) => c.request.metadata.paymentId === paymentId)!;
  let invoiceId: string | null = null;
  if (settle) {
    invoiceId = fake.settle(charge, settle, { paymentMethod: 'bkash' });
    const back = await inject('POST', '/orders/process-order', learner.cookie, { invoice_id: invoiceId });
    expect(back.statusCode).toBe(200);
  }
  return { courseId, paymentId, invoiceId };
}

describe('GET /orders/my-orders', () => {
  it("answers only the learner's own orders and every payment, pending and failed too, newest first", async () => {
    const learner = await signedInUser(t.app, { name: 'Nadia Islam' });
    const stranger = await signedInUser(t.app);
    const paid = await buy(learner, 'Django', 200_000, 'COMPLETED', 'HISTORY20');
    const failed = await buy(learner, 'Flutter', 150_000, 'ERROR');
    const pending = await buy(learner, 'Kotlin', 120_000, 'PENDING');
    const started = await buy(learner, 'Rust', 99_950, null);
    const foreign = await buy(stranger, 'Go', 100_000, 'COMPLETED');

    const res = await inject('GET', '/orders/my-orders', learner.cookie);
    expect(res.statusCode).toBe(200);
    const body = MyOrdersAnswerSchema.parse(res.json());

    // The spec's orders: only paid ones, only the learner's.
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({
      courseId: paid.courseId,
      courseName: 'Django',
      price: 2000,
      discountAmount: 400,
      amount: 1600,
      couponCode: 'HISTORY20',
      invoiceId: paid.invoiceId,
      paymentInfo: { invoice_id: paid.invoiceId, payment_method: 'bkash' },
    });

    // Every payment, newest first; none of the stranger's.
    expect(body.payments.map((p) => p._id)).toEqual([
      started.paymentId,
      pending.paymentId,
      failed.paymentId,
      paid.paymentId,
    ]);
    expect(body.payments.map((p) => p.status)).toEqual(['pending', 'pending', 'failed', 'paid']);
    expect(body.payments.some((p) => p._id === foreign.paymentId)).toBe(false);
    const dates = body.payments.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const [rust, kotlin, flutter, django] = body.payments;
    expect(rust).toMatchObject({ invoiceId: null, amount: 999.5, items: [{ courseName: 'Rust', orderId: null }] });
    expect(kotlin).toMatchObject({ invoiceId: pending.invoiceId, items: [{ courseId: pending.courseId }] });
    expect(flutter).toMatchObject({ status: 'failed', amount: 1500, paidAt: null, items: [{ orderId: null }] });
    expect(django).toMatchObject({
      status: 'paid',
      free: false,
      originalAmount: 2000,
      discountAmount: 400,
      amount: 1600,
      invoiceId: paid.invoiceId,
      paymentMethod: 'bkash',
      transactionId: expect.any(String),
      paidAt: expect.any(String),
      items: [
        {
          courseId: paid.courseId,
          courseName: 'Django',
          price: 2000,
          discountAmount: 400,
          amount: 1600,
          couponCode: 'HISTORY20',
          orderId: body.orders[0]!._id,
        },
      ],
    });

    const theirs = MyOrdersAnswerSchema.parse((await inject('GET', '/orders/my-orders', stranger.cookie)).json());
    expect(theirs.payments.map((p) => p._id)).toEqual([foreign.paymentId]);
  });

  it('answers empty lists to a learner who bought nothing, and 401 to a visitor', async () => {
    const learner = await signedInUser(t.app);
    expect((await inject('GET', '/orders/my-orders', learner.cookie)).json()).toEqual({
      success: true,
      orders: [],
      payments: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/my-orders' })).statusCode).toBe(401);
  });
});

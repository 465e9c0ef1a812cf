import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { owns, paymentRow } from '../../test/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_REVERIFY_SECONDS: '0' } });
});
afterAll(() => t.close());

describe('checkout through the built-in sandbox gateway', () => {
  it('pays, receives the webhook in process, and the return answers paid', async () => {
    const learner = await signedInUser(t.app);
    const courseId = await insertCourse(t.app, 120_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/uddoktapay-config' })).json()).toMatchObject({
      config: { enabled: true, mode: 'sandbox' },
    });
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-charge',
      headers: { cookie: learner.cookie },
      payload: { courseId, amount: 120_000 },
    });
    expect(charge.statusCode).toBe(200);
    const { payment_url: paymentUrl, paymentId } = charge.json<{ payment_url: string; paymentId: string }>();
    expect(paymentUrl).toMatch(/^http:\/\/localhost:3000\/sandbox-gateway\/payment\/\w+$/);
    const page = new URL(paymentUrl).pathname;
    const paid = await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&payment_method=nagad',
    });
    expect(paid.statusCode).toBe(303);
    // The sandbox's webhook has already fulfilled the payment.
    expect((await paymentRow(t.app, paymentId)).status).toBe('paid');
    expect(await owns(t.app, learner.user.id, courseId)).toBe(true);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe('/payment/result');
    const invoiceId = back.searchParams.get('invoice_id')!;
    const result = await t.app.inject({
      method: 'POST',
      url: '/api/orders/process-order',
      headers: { cookie: learner.cookie },
      payload: { courseId, paymentInfo: { invoice_id: invoiceId } },
    });
    expect(result.json()).toMatchObject({
      status: 'paid',
      orders: [{ courseId, invoiceId, paymentInfo: { payment_method: 'nagad' } }],
    });
  });

  it('tells a cancel from a failure by the return URL: cancel_url answers cancelled, an invoice that failed answers failed', async () => {
    const learner = await signedInUser(t.app);
    const returnFrom = async (action: 'cancel' | 'fail') => {
      const courseId = await insertCourse(t.app, 50_000);
      const charge = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-charge',
        headers: { cookie: learner.cookie },
        payload: { courseId, amount: 50_000 },
      });
      const { payment_url: paymentUrl } = charge.json<{ payment_url: string }>();
      const moved = await t.app.inject({
        method: 'POST',
        url: new URL(paymentUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      });
      expect(moved.statusCode).toBe(303);
      const back = new URL(moved.headers.location as string);
      expect(back.pathname).toBe('/payment/result');
      const invoiceId = back.searchParams.get('invoice_id');
      const paymentId = back.searchParams.get('paymentId');
      const payload = invoiceId
        ? { invoice_id: invoiceId }
        : { paymentId, ...(back.searchParams.get('status') === 'cancelled' ? { status: 'cancelled' } : {}) };
      const result = await t.app.inject({
        method: 'POST',
        url: '/api/orders/process-order',
        headers: { cookie: learner.cookie },
        payload,
      });
      return { query: Object.fromEntries(back.searchParams), status: result.json<{ status: string }>().status };
    };
    const cancelled = await returnFrom('cancel');
    expect(cancelled.query).toMatchObject({ status: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
    const failed = await returnFrom('fail');
    expect(failed.query.invoice_id).toMatch(/^[A-Za-z0-9]{20}$/); // the gateway's invoice, to be verified
    expect(failed.query.status).toBeUndefined();
    expect(failed.status).toBe('failed');
  });
});

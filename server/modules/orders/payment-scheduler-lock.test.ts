import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { LOCK_KEYS } from '../../db/client.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { createSharedTestDatabases } from '../../test/database.ts';
import { paymentRow } from '../../test/orders.ts';
import { schedulerDeps } from './orders-deps.ts';
import { reverifyDuePayments } from './payment-reverify.ts';

/**
 * Issue 14, jobs run once: two instances of the site on one database (on PostgreSQL two pools, so two sessions, as
 * two processes would have). While one instance's scheduler run holds the advisory lock, the other's run is
 * skipped; once it is released, the other runs.
 */
let fake: FakeUddoktaPay;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  const env = {
    UDDOKTAPAY_BASE_URL: fake.url,
    UDDOKTAPAY_API_KEY: fake.apiKey,
    UDDOKTAPAY_TIMEOUT_MS: '20000',
    PAYMENT_REVERIFY_SECONDS: '0',
  };
  const [a, b] = await createSharedTestDatabases();
  first = await buildTestApp({ env, database: a });
  second = await buildTestApp({ env, database: b });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await fake.close();
});

/** A learner's payment the gateway calls PENDING: due for the scheduler's verification at `nextVerifyAt`. */
async function pendingPayment() {
  const learner = await signedInUser(first.app);
  const courseId = await insertCourse(first.app, 150_000);
  const charge = await first.app.inject({
    method: 'POST',
    url: '/api/orders/create-charge',
    payload: { courseId },
    headers: { cookie: learner.cookie },
  });
  const paymentId = charge.json<{ paymentId: string }>().paymentId;
  const invoiceId = fake.settle(
    fake.charges.find((c) => c.request.metadata.paymentId === paymentId)!,
    'PENDING',
  );
  await first.app.inject({
    method: 'POST',
    url: '/api/orders/process-order',
    payload: { courseId, paymentInfo: { invoice_id: invoiceId } },
    headers: { cookie: learner.cookie },
  });
  const row = await paymentRow(first.app, paymentId);
  expect(row).toMatchObject({ status: 'pending', invoiceId });
  return { paymentId, due: new Date(row.nextVerifyAt!.getTime() + 1000) };
}

describe('the payment scheduler on two instances', () => {
  it('skips a run on the second instance while the first one holds the lock, and runs it once released', async () => {
    const payment = await pendingPayment();
    fake.hang('verify');
    const running = reverifyDuePayments(schedulerDeps(first.app), payment.due);
    // The first run has the lock and waits for the gateway's verify-payment.
    await expect.poll(() => fake.held('verify'), { interval: 20 }).toBe(1);

    expect(await reverifyDuePayments(schedulerDeps(second.app), payment.due)).toEqual({
      ran: false,
      expired: 0,
      verified: 0,
      alerted: 0,
      refunded: 0,
    });
    expect(fake.held('verify')).toBe(1); // the second instance asked the gateway nothing

    fake.release('verify');
    expect(await running).toMatchObject({ ran: true, verified: 1 });
    expect((await paymentRow(first.app, payment.paymentId)).verifyAttempts).toBe(1);

    // Released: the next run on the second instance is its own.
    const later = await pendingPayment();
    expect(await reverifyDuePayments(schedulerDeps(second.app), later.due)).toMatchObject({ ran: true, verified: 1 });
  });

  it('keeps other work out while any instance holds a key, and takes the key back after', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const held = first.database.exclusive(LOCK_KEYS.imageBackfill, () => {
      started();
      return new Promise<string>((resolve) => (release = () => resolve('done')));
    });
    await running; // the first instance holds the lock now
    expect(await second.database.exclusive(LOCK_KEYS.imageBackfill, async () => 1)).toEqual({ ran: false });
    expect(await first.database.exclusive(LOCK_KEYS.imageBackfill, async () => 1)).toEqual({ ran: false });
    release();
    expect(await held).toEqual({ ran: true, value: 'done' });
    expect(await second.database.exclusive(LOCK_KEYS.imageBackfill, async () => 2)).toEqual({ ran: true, value: 2 });
  });
});

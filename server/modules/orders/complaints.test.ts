import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUddoktaPay, type FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { notifications, orderComplaints, orders } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { orderRequests, type Learner } from '../../test/orders.ts';

/** Issue 35: a complaint about an order is due an answer 72 hours after filing, and overdue when not answered. */
let t: TestApp;
let fake: FakeUddoktaPay;
let admin: Learner;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  fake = await startFakeUddoktaPay();
  t = await buildTestApp({
    env: { UDDOKTAPAY_BASE_URL: fake.url, UDDOKTAPAY_API_KEY: fake.apiKey, PAYMENT_REVERIFY_SECONDS: '0' },
  });
  admin = await signedInUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { inject, startCheckout, processOrder } = orderRequests({ app: () => t.app, fake: () => fake });

describe('complaints', () => {
  it('shows the response due time (filed + 72 h) to the learner and the admins, tells the admins, and goes overdue', async () => {
    const checkout = await startCheckout({ courseName: 'Physics' });
    const invoiceId = fake.settle(checkout.charge, 'COMPLETED');
    expect((await processOrder(checkout.learner, invoiceId, checkout.courseId)).statusCode).toBe(200);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.paymentId, checkout.paymentId));
    const url = `/orders/${order!.id}/complaints`;

    const empty = await inject('POST', `${url}?lang=bn`, { text: '  ' }, checkout.learner.cookie);
    expect(empty.statusCode).toBe(400);
    const stranger = await signedInUser(t.app);
    const other = await inject('POST', `${url}?lang=bn`, { text: 'Not mine' }, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('অর্ডারটি পাওয়া যায়নি');

    const before = Date.now();
    const filed = await inject('POST', `${url}?lang=bn`, { text: 'ভিডিও চলে না' }, checkout.learner.cookie);
    expect(filed.statusCode).toBe(201);
    expect(filed.json().message).toBe('আপনার অভিযোগ পাঠানো হয়েছে। আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।');
    const complaint = filed.json().complaint as { _id: string; createdAt: string; responseDueAt: string };
    expect(new Date(complaint.responseDueAt).getTime() - new Date(complaint.createdAt).getTime()).toBe(72 * HOUR);
    expect(new Date(complaint.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(filed.json().complaint).toMatchObject({ status: 'open', overdue: false, courseName: 'Physics' });

    const [notice] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Complaint About An Order'));
    expect(notice!.message).toContain('ভিডিও চলে না');
    expect(notice!.message).toContain('Response due by');

    const mine = await inject('GET', '/complaints/mine', undefined, checkout.learner.cookie);
    expect(mine.json().complaints).toMatchObject([{ _id: complaint._id, responseDueAt: complaint.responseDueAt }]);
    const listed = await inject('GET', '/admin/complaints?page=1&limit=10', undefined, admin.cookie);
    expect(listed.json().complaints[0]).toMatchObject({ _id: complaint._id, responseDueAt: complaint.responseDueAt });
    expect((await inject('GET', '/admin/complaints', undefined, checkout.learner.cookie)).statusCode).toBe(403);

    // Past its 72 hours without an answer it is overdue, for both.
    await t.app.db
      .update(orderComplaints)
      .set({ responseDueAt: new Date(Date.now() - 1000) })
      .where(eq(orderComplaints.id, complaint._id));
    const late = await inject('GET', '/admin/complaints?status=open', undefined, admin.cookie);
    expect(late.json().complaints[0]).toMatchObject({ _id: complaint._id, overdue: true });
    expect(
      (await inject('GET', '/complaints/mine', undefined, checkout.learner.cookie)).json().complaints[0].overdue,
    ).toBe(true);

    const answered = await inject(
      'POST',
      `/admin/complaints/${complaint._id}/answer`,
      { answer: 'Fixed the video' },
      admin.cookie,
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().complaint).toMatchObject({ status: 'answered', overdue: false, answer: 'Fixed the video' });
    const twice = await inject('POST', `/admin/complaints/${complaint._id}/answer`, { answer: 'Again' }, admin.cookie);
    expect(twice.statusCode).toBe(409);
  });

  it("shows a learner only their own complaints, and refuses an empty one in the reader's language", async () => {
    const fileOne = async (courseName: string, text: string) => {
      const checkout = await startCheckout({ courseName });
      const invoiceId = fake.settle(checkout.charge, 'COMPLETED');
      expect((await processOrder(checkout.learner, invoiceId, checkout.courseId)).statusCode).toBe(200);
      const [order] = await t.app.db.select().from(orders).where(eq(orders.paymentId, checkout.paymentId));
      const filed = await inject('POST', `/orders/${order!.id}/complaints`, { text }, checkout.learner.cookie);
      expect(filed.statusCode).toBe(201);
      return { learner: checkout.learner, orderId: order!.id, id: (filed.json().complaint as { _id: string })._id };
    };
    const first = await fileOne('Chemistry', 'First learner');
    const second = await fileOne('Biology', 'Second learner');

    const mineOf = async (learner: Learner) =>
      ((await inject('GET', '/complaints/mine', undefined, learner.cookie)).json().complaints as { _id: string }[]).map(
        (c) => c._id,
      );
    expect(await mineOf(first.learner)).toEqual([first.id]);
    expect(await mineOf(second.learner)).toEqual([second.id]);
    expect(await mineOf(await signedInUser(t.app))).toEqual([]);
    expect((await inject('GET', '/complaints/mine')).statusCode).toBe(401);
    // Nobody else files about this learner's order, and it is not told whether the order exists.
    const foreign = await inject('POST', `/orders/${first.orderId}/complaints`, { text: 'x' }, second.learner.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('order_not_found');
    expect(await mineOf(first.learner)).toEqual([first.id]);

    const empty = await inject(
      'POST',
      `/orders/${first.orderId}/complaints?lang=bn`,
      { text: ' ' },
      first.learner.cookie,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('অনুগ্রহ করে আপনার অভিযোগ লিখুন');
  });
});

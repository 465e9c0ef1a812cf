import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { FakeUddoktaPay } from '#test-support/uddoktapay.ts';
import { orders, payments, userCourses } from '../db/schema/index.ts';
import { signedInUser } from './auth.ts';
import { insertCourse } from './commerce.ts';

/** Reads for the order tests: how many orders a payment made, a payment row, whether a user owns a course. */
export async function orderCount(app: FastifyInstance, paymentId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(orders).where(eq(orders.paymentId, paymentId));
  return Number(row?.n ?? 0);
}

export async function paymentRow(app: FastifyInstance, paymentId: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

export async function owns(app: FastifyInstance, userId: string, courseId: string): Promise<boolean> {
  const rows = await app.db
    .select({ id: userCourses.id })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)));
  return rows.length > 0;
}

export type Learner = Awaited<ReturnType<typeof signedInUser>>;

/**
 * The requests the order tests send, against the app and fake gateway their `beforeAll` makes (hence getters):
 * `inject` under /api, a learner's checkout of a new course (the payment id and the fake's charge), the buyer's
 * return, and the gateway's webhook with its key.
 */
export function orderRequests(ctx: { app: () => FastifyInstance; fake: () => FakeUddoktaPay }) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    cookie?: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.app().inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });

  async function startCheckout(
    options: {
      pricePoisha?: number;
      couponCode?: string;
      learner?: Learner;
      learnerName?: string;
      courseId?: string;
      courseName?: string;
    } = {},
  ) {
    const app = ctx.app();
    const learner =
      options.learner ?? (await signedInUser(app, options.learnerName ? { name: options.learnerName } : {}));
    const courseId =
      options.courseId ??
      (await insertCourse(app, options.pricePoisha ?? 150_000, { name: options.courseName ?? 'Node.js' }));
    const res = await inject(
      'POST',
      '/orders/create-charge',
      { courseId, ...(options.couponCode ? { couponCode: options.couponCode } : {}) },
      learner.cookie,
    );
    if (res.statusCode !== 200) throw new Error(res.body);
    const paymentId = res.json<{ paymentId: string }>().paymentId;
    const charge = ctx.fake().charges.find((c) => c.request.metadata.paymentId === paymentId)!;
    return { learner, courseId, paymentId, charge };
  }

  return {
    inject,
    startCheckout,
    processOrder: (learner: Learner, invoiceId: string, courseId?: string) =>
      inject('POST', '/orders/process-order', { courseId, paymentInfo: { invoice_id: invoiceId } }, learner.cookie),
    /** The gateway's webhook: `body` as UddoktaPay posts it, with the API key header (ours unless given). */
    webhook: (body: object, key = ctx.fake().apiKey) =>
      inject('POST', '/orders/uddoktapay-webhook', body, undefined, { 'rt-uddoktapay-api-key': key }),
  };
}

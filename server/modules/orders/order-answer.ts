import type { MyPayment, Order } from '#shared/orders.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import type { PendingPayment } from '#shared/payments-admin.ts';
import type { OrderWithCourse, PaymentRow, unresolvedPayments } from './orders.repository.ts';

export function toOrder(row: OrderWithCourse): Order {
  const o = row.order;
  const snapshot = row.items.find((i) => i.courseId === o.courseId);
  return {
    _id: o.id,
    paymentId: o.paymentId,
    courseId: o.courseId,
    courseName: row.courseName ?? snapshot?.courseName ?? 'Unknown Course',
    invoiceId: o.invoiceId,
    price: poishaToTaka(o.originalPoisha),
    discountAmount: poishaToTaka(o.discountPoisha),
    amount: poishaToTaka(o.amountPoisha),
    couponCode: o.couponCode,
    paymentInfo: { invoice_id: o.invoiceId, payment_method: row.paymentMethod, transaction_id: row.transactionId },
    createdAt: o.createdAt.toISOString(),
  };
}

export function toPaymentStatus(p: PaymentRow) {
  return {
    paymentId: p.id,
    status: p.status,
    amount: poishaToTaka(p.amountPoisha),
    courseIds: p.items.map((i) => i.courseId),
    invoiceId: p.invoiceId,
  };
}

/** A payment for the learner's purchase history; `orderIds` maps `paymentId:courseId` to the order made from it. */
export function toMyPayment(p: PaymentRow, orderIds: ReadonlyMap<string, string>): MyPayment {
  const sum = (pick: (i: PaymentRow['items'][number]) => number) =>
    poishaToTaka(p.items.reduce((total, i) => total + pick(i), 0));
  return {
    _id: p.id,
    status: p.status,
    free: p.gatewayMode === 'free',
    originalAmount: sum((i) => i.originalPoisha),
    discountAmount: sum((i) => i.discountPoisha),
    amount: poishaToTaka(p.amountPoisha),
    items: p.items.map((i) => ({
      courseId: i.courseId,
      courseName: i.courseName,
      price: poishaToTaka(i.originalPoisha),
      discountAmount: poishaToTaka(i.discountPoisha),
      amount: poishaToTaka(i.finalPoisha),
      couponCode: i.couponCode,
      orderId: orderIds.get(`${p.id}:${i.courseId}`) ?? null,
    })),
    invoiceId: p.invoiceId,
    paymentMethod: p.paymentMethod,
    transactionId: p.transactionId,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

type UnresolvedRow = Awaited<ReturnType<typeof unresolvedPayments>>['rows'][number];

/** A payment awaiting the gateway or the buyer, as the admin's Pending payments list shows it. */
export const toPendingPayment = ({ payment: p, userName, userEmail }: UnresolvedRow): PendingPayment => ({
  paymentId: p.id,
  status: p.status,
  userName: userName ?? 'Unknown User',
  userEmail: userEmail ?? 'N/A',
  courses: p.items.map((i) => i.courseName),
  amount: poishaToTaka(p.amountPoisha),
  invoiceId: p.invoiceId,
  createdAt: p.createdAt.toISOString(),
  expiresAt: p.expiresAt.toISOString(),
  lastVerifiedAt: p.lastVerifiedAt?.toISOString() ?? null,
  nextVerifyAt: p.nextVerifyAt?.toISOString() ?? null,
  verifyAttempts: p.verifyAttempts,
  failureReason: p.failureReason,
});

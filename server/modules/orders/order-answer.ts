import { DAY_MS, tenDayState } from '#shared/payments-admin.ts';
import { formatReceiptNumber } from '#shared/receipts.ts';
import type { MyPayment, Order, OrderRefund } from '#shared/orders.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import type { PendingPayment, Refund } from '#shared/payments-admin.ts';
import type { adminRefunds, OrderWithCourse, PaymentRow, RefundRow, unresolvedPayments } from './orders.repository.ts';

export const toOrderRefund = (r: RefundRow | null | undefined): OrderRefund | null =>
  r
    ? {
        _id: r.id,
        status: r.status,
        reason: r.reason,
        refusalReason: r.refusalReason,
        createdAt: r.createdAt.toISOString(),
        refundedAt: r.refundedAt?.toISOString() ?? null,
      }
    : null;

export function toOrder(row: OrderWithCourse, refund?: RefundRow | null): Order {
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
    status: o.status,
    refund: toOrderRefund(refund),
    paymentInfo: { invoice_id: o.invoiceId, payment_method: row.paymentMethod, transaction_id: row.transactionId },
    createdAt: o.createdAt.toISOString(),
  };
}

export const toRefund = (r: RefundRow | null | undefined) =>
  r ? { amount: poishaToTaka(r.amountPoisha), courseIds: r.items.map((i) => i.courseId), status: r.status } : null;

export function toPaymentStatus(p: PaymentRow, refund: RefundRow | null) {
  return {
    paymentId: p.id,
    status: p.status,
    amount: poishaToTaka(p.amountPoisha),
    courseIds: p.items.map((i) => i.courseId),
    invoiceId: p.invoiceId,
    refund: toRefund(refund),
  };
}

/** A payment for the learner's purchase history; `orderIds` maps `paymentId:courseId` to the order made from it. */
export function toMyPayment(
  p: PaymentRow,
  orderIds: ReadonlyMap<string, string>,
  refund: RefundRow | undefined,
): MyPayment {
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
    receiptNumber: p.receiptNumber === null ? null : formatReceiptNumber(p.receiptNumber),
    refund: toRefund(refund),
  };
}

type UnresolvedRow = Awaited<ReturnType<typeof unresolvedPayments>>['rows'][number];

/** A payment awaiting the gateway or the buyer, as the admin's Pending payments list shows it. */
export const toPendingPayment = (
  { payment: p, userName, userEmail }: UnresolvedRow,
  now = new Date(),
): PendingPayment => ({
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
  daysOpen: Math.floor((now.getTime() - p.createdAt.getTime()) / DAY_MS),
  tenDays: p.status === 'pending' ? tenDayState(p.createdAt, now) : null,
});

type RefundListRow = Awaited<ReturnType<typeof adminRefunds>>['rows'][number];

/** A duplicate payment to refund, as the admins' To refund list shows it. */
export const toAdminRefund = ({ refund: r, userName, userEmail }: RefundListRow): Refund => ({
  _id: r.id,
  paymentId: r.paymentId,
  status: r.status,
  userName: userName ?? 'Unknown User',
  userEmail: userEmail ?? 'N/A',
  items: r.items.map((i) => ({ courseId: i.courseId, courseName: i.courseName, amount: poishaToTaka(i.amountPoisha) })),
  amount: poishaToTaka(r.amountPoisha),
  invoiceId: r.invoiceId,
  paymentMethod: r.paymentMethod,
  transactionId: r.transactionId,
  senderNumber: r.senderNumber,
  superseded: r.superseded,
  createdAt: r.createdAt.toISOString(),
  refundedAt: r.refundedAt?.toISOString() ?? null,
});

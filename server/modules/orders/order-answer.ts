import type { Order } from '#shared/orders.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import type { OrderWithCourse, PaymentRow } from './orders.repository.ts';

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

import type { Pagination } from '#shared/api.ts';
import type { Coupon } from '#shared/coupons.ts';
import type { AdminOrder } from '#web/api/orders.ts';

export const pagination = (currentPage: number, totalItems: number, limit = 10): Pagination => {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return { currentPage, totalPages, totalItems, limit, hasPrev: currentPage > 1, hasNext: currentPage < totalPages };
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function order(n: number, over: Partial<AdminOrder> = {}): AdminOrder {
  const userName = over.userName ?? `Learner ${n}`;
  const userEmail = over.userEmail ?? `learner${n}@example.com`;
  const courseName = over.courseName ?? `Course ${n}`;
  return {
    _id: uuid(n),
    userId: { _id: uuid(1000 + n), name: userName, email: userEmail },
    courseId: { _id: uuid(2000 + n), name: courseName, price: 500 },
    userName,
    userEmail,
    courseName,
    coursePrice: 500,
    amount: 500,
    discountAmount: 0,
    couponCode: null,
    invoiceId: `INV-${n}`,
    status: 'paid',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

export function coupon(n: number, over: Partial<Coupon> = {}): Coupon {
  return {
    _id: uuid(3000 + n),
    code: `SAVE${n}`,
    description: '',
    discountType: 'percent',
    discountValue: 20,
    maxDiscount: null,
    minOrderAmount: 0,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    perUserLimit: null,
    appliesTo: 'all',
    courseIds: [],
    isActive: true,
    timesUsed: 0,
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

export const courseId = (n: number) => uuid(2000 + n);

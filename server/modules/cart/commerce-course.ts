import { and, eq } from 'drizzle-orm';
import type { CommerceCourse } from '#shared/commerce.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import type { Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';
import type { PaymentItem } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { evaluateCoupon } from '../coupons/coupon-evaluation.ts';

/** The course columns a cart, wishlist or checkout reads, and the answer shape built from them. */
export const commerceCourseColumns = {
  id: courses.id,
  name: courses.name,
  pricePoisha: courses.pricePoisha,
  estimatedPricePoisha: courses.estimatedPricePoisha,
  thumbnailUrl: courses.thumbnailUrl,
  instructorName: courses.instructorName,
  instructorAvatarUrl: courses.instructorAvatarUrl,
  level: courses.level,
  purchasedCount: courses.purchasedCount,
  purchasedUseOriginal: courses.purchasedUseOriginal,
  purchasedAdminValue: courses.purchasedAdminValue,
};
export type CommerceCourseRow = {
  id: string;
  name: string;
  pricePoisha: number;
  estimatedPricePoisha: number | null;
  thumbnailUrl: string | null;
  instructorName: string;
  instructorAvatarUrl: string | null;
  level: string;
  purchasedCount: number;
  purchasedUseOriginal: boolean;
  purchasedAdminValue: number | null;
};

export function toCommerceCourse(row: CommerceCourseRow): CommerceCourse {
  return {
    _id: row.id,
    name: row.name,
    price: poishaToTaka(row.pricePoisha),
    estimatedPrice: row.estimatedPricePoisha === null ? null : poishaToTaka(row.estimatedPricePoisha),
    thumbnail: { url: row.thumbnailUrl },
    instructor: { name: row.instructorName, avatar: { url: row.instructorAvatarUrl } },
    instructorName: row.instructorName,
    level: row.level,
    purchased:
      row.purchasedUseOriginal || row.purchasedAdminValue === null ? row.purchasedCount : row.purchasedAdminValue,
  };
}

/** A visible course (hidden courses cannot be bought or carted); 404 "Course not found" otherwise. */
export async function findSellableCourse(tx: Tx, courseId: string): Promise<CommerceCourseRow> {
  const [row] = await tx
    .select(commerceCourseColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isActive, true)))
    .limit(1);
  if (!row) throw notFound('Course not found', 'course_not_found');
  return row;
}

export interface PricedCourse {
  item: PaymentItem;
  coupon: { id: string; code: string; description: string } | null;
}

/**
 * One course priced for a learner by the server: the database price and, when a coupon code is given, every coupon
 * rule (evaluateCoupon throws each refusal with its own message). Never below zero.
 */
export async function priceCourse(
  tx: Tx,
  input: { userId: string; course: Pick<CommerceCourseRow, 'id' | 'name' | 'pricePoisha'>; couponCode: string | null },
): Promise<PricedCourse> {
  const item: PaymentItem = {
    courseId: input.course.id,
    courseName: input.course.name,
    originalPoisha: input.course.pricePoisha,
    discountPoisha: 0,
    finalPoisha: input.course.pricePoisha,
    couponId: null,
    couponCode: null,
  };
  if (!input.couponCode) return { item, coupon: null };
  const result = await evaluateCoupon(tx, {
    code: input.couponCode,
    userId: input.userId,
    courseId: input.course.id,
    coursePricePoisha: input.course.pricePoisha,
  });
  return {
    item: {
      ...item,
      discountPoisha: result.discountPoisha,
      finalPoisha: result.finalPoisha,
      couponId: result.coupon.id,
      couponCode: result.coupon.code,
    },
    coupon: result.coupon,
  };
}

/** Like priceCourse, but a coupon that no longer applies is reported instead of thrown (the cart still lists it). */
export async function priceCourseLenient(
  tx: Tx,
  input: { userId: string; course: Pick<CommerceCourseRow, 'id' | 'name' | 'pricePoisha'>; couponCode: string | null },
): Promise<PricedCourse & { couponError: string | null }> {
  try {
    return { ...(await priceCourse(tx, input)), couponError: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ...(await priceCourse(tx, { ...input, couponCode: null })), couponError: error.message };
  }
}

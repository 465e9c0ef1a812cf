import {
  COUPON_MESSAGES,
  couponRuleIssues,
  type CouponApplyBody,
  type Coupon,
  type CouponCreateBody,
  type CouponListQuery,
  type CouponUpdateBody,
} from '#shared/coupons.ts';
import { poishaToTaka, takaToPoisha } from '#shared/pricing.ts';
import { paginate, type Pagination } from '#shared/api.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { CART_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { evaluateCoupon } from './coupon-evaluation.ts';
import { toCoupon } from './coupon-answer.ts';
import * as repo from './coupons.repository.ts';
import { coursePricePoisha } from './course-price.ts';

/*
 * What other modules may use of coupons: pricing a course for a learner (the cart, the checkout) and the life of a
 * coupon use from checkout to paid order (orders). They import these from here, never the files behind them.
 */
export { priceCourse, priceCoursesLenient, type PricedCourse } from './course-pricing.ts';
export {
  COUPON_RESERVATION_MS,
  holdCouponUsesUntil,
  redeemCouponUses,
  releaseCouponUse,
  releaseStaleReservations,
  reserveCouponUses,
} from './coupon-evaluation.ts';
import type { Deps } from '../../lib/deps.ts';

const hasPgCode = (error: unknown, code: string): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === code || e?.cause?.code === code;
};
const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');
/** coupon_courses.course_id references courses (on delete cascade): a chosen course that does not exist. */
const isMissingCourse = (error: unknown) => hasPgCode(error, '23503');
const MISSING_COURSE = 'One of the chosen courses does not exist';

/** The API's taka and ISO strings as stored: poisha and dates. */
function toRow(body: CouponCreateBody): repo.NewCouponRow {
  return {
    code: body.code,
    description: body.description,
    discountType: body.discountType,
    discountValue: body.discountType === 'fixed' ? takaToPoisha(body.discountValue) : body.discountValue,
    maxDiscountPoisha: body.maxDiscount === null ? null : takaToPoisha(body.maxDiscount),
    minOrderPoisha: takaToPoisha(body.minOrderAmount),
    validFrom: body.validFrom ? new Date(body.validFrom) : null,
    validUntil: body.validUntil ? new Date(body.validUntil) : null,
    usageLimit: body.usageLimit,
    perUserLimit: body.perUserLimit,
    appliesTo: body.appliesTo,
    isActive: body.isActive,
  };
}

/** The learner's coupon check (learner-side §5) and the admin's CRUD, list and stats of coupons (admin-side §7). */
export function couponsService({ db, cache }: Pick<Deps, 'db' | 'cache'>) {
  /** A coupon's code or rules changed: the carts kept with its code are dropped (every instance). */
  const cartsChanged = () => cache.invalidate(CART_CACHE_PREFIX);
  const load = async (id: string, now = new Date()) => {
    const row = await repo.findCouponById(db, id);
    if (!row) throw notFound(COUPON_MESSAGES.notFound, 'coupon_not_found');
    return toCoupon(row, (await repo.courseIdsOf(db, [id])).get(id) ?? [], now);
  };
  const saving = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(COUPON_MESSAGES.duplicate, 'coupon_code_taken');
      if (isMissingCourse(error))
        throw badRequest(MISSING_COURSE, 'coupon_course_missing', { courseIds: MISSING_COURSE });
      throw error;
    }
  };

  return {
    /**
     * The coupon box: prices the course from the database and checks every rule (each refusal throws its own
     * message); no use is counted. `message` is the route's success text.
     */
    async check(userId: string, body: Pick<CouponApplyBody, 'code' | 'courseId'>, message: string) {
      const price = await coursePricePoisha(db, body.courseId);
      if (price === null) throw notFound('Course not found', 'course_not_found');
      const result = await evaluateCoupon(db, {
        code: body.code,
        userId,
        courseId: body.courseId,
        coursePricePoisha: price,
      });
      return {
        message,
        coupon: result.coupon,
        discount: {
          amount: poishaToTaka(result.discountPoisha),
          finalAmount: poishaToTaka(result.finalPoisha),
          originalAmount: poishaToTaka(result.originalPoisha),
        },
      };
    },

    get: (id: string) => load(id),

    async create(body: CouponCreateBody): Promise<Coupon> {
      const id = await saving(() =>
        db.transaction(async (tx) => {
          const row = await repo.insertCoupon(tx, toRow(body));
          if (body.appliesTo === 'selected') await repo.replaceCouponCourses(tx, row.id, body.courseIds);
          return row.id;
        }),
      );
      return load(id);
    },

    async update(id: string, changes: CouponUpdateBody): Promise<Coupon> {
      const current = await load(id);
      const merged: CouponCreateBody = {
        code: changes.code ?? current.code,
        description: changes.description ?? current.description,
        discountType: changes.discountType ?? current.discountType,
        discountValue: changes.discountValue ?? current.discountValue,
        maxDiscount: changes.maxDiscount !== undefined ? changes.maxDiscount : current.maxDiscount,
        minOrderAmount: changes.minOrderAmount ?? current.minOrderAmount,
        validFrom: changes.validFrom !== undefined ? changes.validFrom : current.validFrom,
        validUntil: changes.validUntil !== undefined ? changes.validUntil : current.validUntil,
        usageLimit: changes.usageLimit !== undefined ? changes.usageLimit : current.usageLimit,
        perUserLimit: changes.perUserLimit !== undefined ? changes.perUserLimit : current.perUserLimit,
        appliesTo: changes.appliesTo ?? current.appliesTo,
        courseIds: changes.courseIds ?? current.courseIds,
        isActive: changes.isActive ?? current.isActive,
      };
      const issues = couponRuleIssues(merged);
      if (issues.length > 0) {
        const fields = Object.fromEntries(issues.map((i) => [i.path, i.message]));
        throw badRequest(issues[0]!.message, 'validation_failed', fields);
      }
      await saving(() =>
        db.transaction(async (tx) => {
          const row = await repo.updateCoupon(tx, id, toRow(merged));
          if (!row) throw notFound(COUPON_MESSAGES.notFound, 'coupon_not_found');
          await repo.replaceCouponCourses(tx, id, merged.appliesTo === 'selected' ? merged.courseIds : []);
        }),
      );
      cartsChanged();
      return load(id);
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteCoupon(db, id))) throw notFound(COUPON_MESSAGES.notFound, 'coupon_not_found');
      cartsChanged();
    },

    async list(query: CouponListQuery): Promise<{ coupons: Coupon[]; pagination: Pagination }> {
      const now = new Date();
      const { rows, total } = await repo.listCoupons(db, query, now);
      const courseIds = await repo.courseIdsOf(
        db,
        rows.filter((r) => r.appliesTo === 'selected').map((r) => r.id),
      );
      return {
        coupons: rows.map((row) => toCoupon(row, courseIds.get(row.id) ?? [], now)),
        pagination: paginate(query.page, query.limit, total),
      };
    },

    async stats() {
      const { totalDiscountPoisha, ...counts } = await repo.couponStats(db, new Date());
      return { ...counts, totalDiscountGiven: poishaToTaka(totalDiscountPoisha) };
    },
  };
}

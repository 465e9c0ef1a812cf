import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#shared/api.ts';
import { COUPON_MESSAGES, CouponApplyBodySchema, CouponResultSchema } from '#shared/coupons.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import { notFound } from '../../errors.ts';
import { evaluateCoupon } from './coupon-evaluation.ts';
import { getCoursePricePoisha, type CoursePriceLookup } from './course-price.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The learner's coupon box (learner-side §5, §7). Both routes price the course from the database and check every
 * rule; neither counts a use (that happens when the order is paid). `apply` is the box's Apply button, `validate`
 * the same check for callers that only want a yes or no; they answer alike apart from the message.
 */
export function couponsRoutes(coursePrice: CoursePriceLookup = getCoursePricePoisha): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['coupons'];
    const check = async (userId: string, body: { code: string; courseId: string }) => {
      const price = await coursePrice(app.db, body.courseId);
      if (price === null) throw notFound('Course not found', 'course_not_found');
      const result = await evaluateCoupon(app.db, {
        code: body.code,
        userId,
        courseId: body.courseId,
        coursePricePoisha: price,
      });
      return {
        coupon: result.coupon,
        discount: {
          amount: poishaToTaka(result.discountPoisha),
          finalAmount: poishaToTaka(result.finalPoisha),
          originalAmount: poishaToTaka(result.originalPoisha),
        },
      };
    };

    for (const [path, message] of [
      ['/coupons/validate', COUPON_MESSAGES.valid],
      ['/coupons/apply', COUPON_MESSAGES.applied],
    ] as const) {
      app.post(
        path,
        {
          config: { access: 'user' },
          schema: {
            tags,
            summary: 'Check a coupon for a course and price it (taka); no use is counted',
            body: CouponApplyBodySchema,
            response: { 200: CouponResultSchema, ...errors },
          },
        },
        async (request) => ({
          success: true as const,
          message,
          ...(await check(request.sessionUser!.id, request.body)),
        }),
      );
    }
  };
}

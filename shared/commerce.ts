import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';
import { CouponApplyFormSchema } from './coupons.ts';

/**
 * Cart and wishlist (learner-side §3, §5, §7; admin-side §7). Amounts are taka. The web app keys on parts of the
 * wishlist messages ("already in your wishlist", "not in your wishlist") to force its toggle state.
 */
export const CART_MESSAGES = {
  added: 'Added to cart',
  removed: 'Removed from cart',
  owned: 'You already own this course',
  duplicate: 'This course is already in your cart',
  notInCart: 'This course is not in your cart',
  cleared: 'Cart cleared',
  couponApplied: 'Coupon applied successfully!',
  couponRemoved: 'Coupon removed',
  courseNotFound: 'Course not found',
} as const;

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  duplicate: 'This course is already in your wishlist',
  notInWishlist: 'This course is not in your wishlist',
} as const;

export const CourseIdBodySchema = z.object({ courseId: z.uuid('Invalid course id') });
export const CourseIdParamsSchema = z.object({ courseId: z.uuid('Invalid course id') });

/** The course as a cart or wishlist row carries it (populated as `courseId`, as the spec reads it). */
export const CommerceCourseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  estimatedPrice: z.number().nullable(),
  thumbnail: z.object({ url: z.string().nullable() }),
  instructor: z.object({ name: z.string(), avatar: z.object({ url: z.string().nullable() }) }),
  instructorName: z.string(),
  level: z.string(),
  purchased: z.number().int(),
});
export type CommerceCourse = z.infer<typeof CommerceCourseSchema>;

export const AppliedCouponSchema = z.object({ id: z.string(), code: z.string(), description: z.string() });
export const ItemPriceSchema = z.object({ originalAmount: z.number(), amount: z.number(), finalAmount: z.number() });

export const CartItemSchema = z.object({
  _id: z.string(),
  courseId: CommerceCourseSchema,
  /** The applied coupon, checked again on every read; null when none or when it no longer applies. */
  coupon: AppliedCouponSchema.nullable(),
  couponCode: z.string().nullable(),
  /** Why a coupon stored on the item no longer applies (expired, used up…); the item is then priced without it. */
  couponError: z.string().nullable(),
  /** `amount` is the discount, as in the coupon result. */
  discount: ItemPriceSchema,
  createdAt: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartTotalsSchema = z.object({
  originalAmount: z.number(),
  discountAmount: z.number(),
  finalAmount: z.number(),
});

export const CartAnswerSchema = ok({
  cart: z.array(CartItemSchema),
  /** Same list as `cart` (older web code reads `items`). */
  items: z.array(CartItemSchema),
  count: z.number().int(),
  totals: CartTotalsSchema,
});
export const MessageAnswerSchema = ok({ message: z.string() });

export const CartCouponBodySchema = z.object({
  courseId: z.uuid('Invalid course id'),
  couponCode: z
    .string({ error: 'Please enter a coupon code' })
    .trim()
    .toUpperCase()
    .max(100, 'Invalid coupon code')
    .default(''),
});
/** A cart row's coupon box: the code checked as the preview page's box checks it, before any call. */
export const CartCouponFormSchema = CartCouponBodySchema.extend({ couponCode: CouponApplyFormSchema.shape.code });
export type CartCouponBody = z.output<typeof CartCouponBodySchema>;

export const WishlistItemSchema = z.object({ _id: z.string(), courseId: CommerceCourseSchema, createdAt: z.string() });
export const WishlistAnswerSchema = ok({ wishlist: z.array(WishlistItemSchema), count: z.number().int() });
export const WishlistCheckAnswerSchema = ok({ isInWishlist: z.boolean() });

/** Admin listings (admin-side §7): page and limit default to 1 and 10. */
export const AdminListQuerySchema = PaginationQuerySchema;
const AdminUserRefSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export const AdminCartRowSchema = z.object({
  _id: z.string(),
  user: AdminUserRefSchema,
  course: z.object({ _id: z.string(), name: z.string(), price: z.number() }),
  couponCode: z.string().nullable(),
  createdAt: z.string(),
});
export const AdminCartListSchema = ok({ items: z.array(AdminCartRowSchema), pagination: PaginationSchema });
export const AdminWishlistListSchema = ok({
  items: z.array(AdminCartRowSchema.omit({ couponCode: true })),
  pagination: PaginationSchema,
});
export const CommerceStatsSchema = z.object({
  totalItems: z.number().int(),
  totalUsers: z.number().int(),
  /** Taka: the sum of the prices of the listed courses. */
  totalValue: z.number(),
  topCourses: z.array(z.object({ courseId: z.string(), name: z.string(), count: z.number().int() })),
});
export const CommerceStatsAnswerSchema = ok({ stats: CommerceStatsSchema });

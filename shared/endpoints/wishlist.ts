import {
  AdminListQuerySchema,
  AdminWishlistListSchema,
  CommerceStatsAnswerSchema,
  CourseIdBodySchema,
  CourseIdParamsSchema,
  MessageAnswerSchema,
  WishlistAnswerSchema,
  WishlistCheckAnswerSchema,
} from '../commerce.ts';
import { endpoints } from '../endpoint.ts';

/** The wishlist (learner-side §7 Wishlist) and its admin listing (admin-side §7 Other admin listings). */
export const wishlistApi = endpoints('wishlist', {
  add: {
    method: 'POST',
    path: '/wishlist/add',
    access: 'user',
    summary: 'Add a course to the wishlist',
    body: CourseIdBodySchema,
    answer: MessageAnswerSchema,
    errors: ['course_not_found', 'already_in_wishlist'],
  },
  remove: {
    method: 'DELETE',
    path: '/wishlist/remove/:courseId',
    access: 'user',
    summary: 'Remove a course from the wishlist',
    params: CourseIdParamsSchema,
    answer: MessageAnswerSchema,
    errors: ['not_in_wishlist'],
  },
  mine: {
    method: 'GET',
    path: '/wishlist/my-wishlist',
    access: 'user',
    summary: 'The wishlist, each course populated as courseId, newest first',
    answer: WishlistAnswerSchema,
    cache: 'private',
  },
  check: {
    method: 'GET',
    path: '/wishlist/check/:courseId',
    access: 'user',
    summary: 'Whether a course is in the wishlist',
    params: CourseIdParamsSchema,
    answer: WishlistCheckAnswerSchema,
    cache: 'private',
  },
  adminList: {
    method: 'GET',
    path: '/wishlist/admin/all',
    access: 'admin',
    summary: 'Every wishlist item with its learner and course, newest first',
    query: AdminListQuerySchema,
    answer: AdminWishlistListSchema,
  },
  adminStats: {
    method: 'GET',
    path: '/wishlist/admin/stats',
    access: 'admin',
    summary: 'Wishlist totals and the most wished-for courses',
    answer: CommerceStatsAnswerSchema,
  },
});

import { paginate, type PaginationQuery } from '#shared/api.ts';
import { WISHLIST_MESSAGES } from '#shared/commerce.ts';
import { conflict, notFound } from '../../errors.ts';
import { toCommerceCourse } from '../../lib/commerce-course.ts';
import { toAdminItem } from '../../lib/saved-items.ts';
import { findSellableCourse } from '../courses/courses.service.ts';
import * as repo from './wishlist.repository.ts';
import type { Deps } from '../../lib/deps.ts';

/**
 * The wishlist rules (learner-side §4 "Wishlist toggle", §7): a course is listed once; adding a listed course
 * answers 409 already_in_wishlist and removing an absent one 404 not_in_wishlist, which the web toggle reads to
 * force its state.
 */
export function wishlistService({ db }: Pick<Deps, 'db'>) {
  return {
    async add(userId: string, courseId: string) {
      await findSellableCourse(db, courseId);
      if (!(await repo.insertItem(db, userId, courseId))) {
        throw conflict(WISHLIST_MESSAGES.duplicate, 'already_in_wishlist');
      }
      return { message: WISHLIST_MESSAGES.added };
    },

    async remove(userId: string, courseId: string) {
      if (!(await repo.deleteItem(db, userId, courseId))) {
        throw notFound(WISHLIST_MESSAGES.notInWishlist, 'not_in_wishlist');
      }
      return { message: WISHLIST_MESSAGES.removed };
    },

    async list(userId: string) {
      const rows = await repo.listItems(db, userId);
      const wishlist = rows.map((r) => ({
        _id: r.id,
        courseId: toCommerceCourse(r.course),
        createdAt: r.createdAt.toISOString(),
      }));
      return { wishlist, count: wishlist.length };
    },

    async has(userId: string, courseId: string) {
      return { isInWishlist: await repo.hasItem(db, userId, courseId) };
    },

    async adminList({ page, limit }: PaginationQuery) {
      const { rows, total } = await repo.adminList(db, (page - 1) * limit, limit);
      return { items: rows.map(toAdminItem), pagination: paginate(page, limit, total) };
    },

    async adminStats() {
      return { stats: await repo.adminStats(db) };
    },
  };
}

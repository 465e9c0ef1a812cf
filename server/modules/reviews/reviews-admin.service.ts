import { paginate } from '#shared/api.ts';
import { LEARNING_MESSAGES, ReviewReplyBodySchema } from '#shared/catalogue/learning.ts';
import { REVIEW_MESSAGES } from '#shared/catalogue/reviews.ts';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { courseName, findCourse, lockCourse } from '../courses/courses.service.ts';
import { toAdminReview, toDistribution } from './review-answer.ts';
import * as repo from './reviews.repository.ts';
import { learningReviews } from './reviews.service.ts';
import {
  deliverUserNotification,
  recordUserNotification,
  type UserNoticeDeps,
} from '../notifications/user-notifications.service.ts';

/** The answer's words when the call carries a reply: saving or clearing it is not an approval. */
const replyMessage = (adminReply: string | null | undefined): string | undefined =>
  adminReply === undefined ? undefined : adminReply ? 'Reply saved' : 'Reply removed';

/**
 * Admin moderation. The public `adminReply` and the learning page's first reply are the same words: a reply
 * written on either side fills the other when it is empty, so the two views never disagree.
 */
export function reviewsAdminService({
  db,
  cache,
  notify,
  mailer,
  log,
  env,
}: Pick<Deps, 'db' | 'cache' | 'notify' | 'mailer' | 'log' | 'env'>) {
  const invalidate = () => cache.invalidate(CATALOGUE_CACHE_PREFIX);
  const noticeDeps: UserNoticeDeps = { db, notify, mailer, log, env };

  /** A reply written by someone else than the review's author tells the author (issue 36). */
  async function tellAuthor(tx: Tx, admin: SessionUser, review: repo.ReviewRow, reply: string) {
    if (review.userId === admin.id) return null;
    const course = await findCourse(tx, review.courseId);
    if (!course) return null;
    return recordUserNotification(tx, review.userId, {
      kind: 'review_replied',
      courseId: course.id,
      courseName: courseName(course),
      reviewId: review.id,
      repliedBy: admin.name,
      excerpt: reply,
    });
  }

  return {
    async list(query: { page: number; limit: number; filter: string; search?: string | undefined }) {
      const { rows, total } = await repo.listAdminReviews(db, {
        filter: query.filter,
        search: query.search,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { reviews: rows.map(toAdminReview), pagination: paginate(query.page, query.limit, total) };
    },

    async updateStatus(
      admin: SessionUser,
      reviewId: string,
      body: { isApproved: boolean; adminReply?: string | null | undefined },
    ) {
      const review = await repo.findReview(db, reviewId);
      if (!review) throw notFound(REVIEW_MESSAGES.notFound, 'review_not_found');
      const notice = await db.transaction(async (tx) => {
        await lockCourse(tx, review.courseId);
        const patch: { isApproved: boolean; adminReply?: string | null } = { isApproved: body.isApproved };
        if (body.adminReply !== undefined) patch.adminReply = body.adminReply?.trim() || null;
        await repo.updateReview(tx, reviewId, patch);
        if (patch.adminReply && (await repo.countReplies(tx, reviewId)) === 0) {
          await repo.insertReply(tx, { reviewId, userId: admin.id, comment: patch.adminReply });
        }
        await repo.refreshCourseRating(tx, review.courseId);
        // a new or changed reply is news to the author; approving or hiding alone is not
        const replied = patch.adminReply && patch.adminReply !== review.adminReply;
        return replied ? tellAuthor(tx, admin, review, patch.adminReply!) : null;
      });
      invalidate();
      if (notice) deliverUserNotification(noticeDeps, review.userId, notice);
      return {
        message: replyMessage(body.adminReply) ?? (body.isApproved ? 'Review approved' : 'Review hidden'),
        review: toAdminReview((await repo.findAdminReview(db, reviewId))!),
      };
    },

    async stats() {
      const [stats, buckets] = [await repo.reviewStats(db), await repo.ratingBuckets(db)];
      return {
        stats: {
          totalReviews: stats.total,
          approved: stats.approved,
          pending: stats.pending,
          reported: stats.reported,
          averageRating: Math.round(stats.average * 10) / 10,
          ratingDistribution: toDistribution(buckets),
        },
      };
    },

    /**
     * The learning page's Add Reply: only while the review has no reply (learner-side §4). Answers the course's
     * learning-page reviews as the admin sees them.
     */
    async reply(admin: SessionUser, raw: unknown) {
      const body = parseOrThrow(ReviewReplyBodySchema, raw);
      const review = await repo.findReview(db, body.reviewId);
      if (!review || review.courseId !== body.courseId)
        throw notFound(LEARNING_MESSAGES.reviewNotFound, 'review_not_found');
      const notice = await db.transaction(async (tx) => {
        await lockCourse(tx, review.courseId);
        if ((await repo.countReplies(tx, review.id)) > 0)
          throw conflict(LEARNING_MESSAGES.alreadyReplied, 'already_replied');
        await repo.insertReply(tx, { reviewId: review.id, userId: admin.id, comment: body.comment });
        if (!review.adminReply) await repo.updateReview(tx, review.id, { adminReply: body.comment });
        return tellAuthor(tx, admin, review, body.comment);
      });
      invalidate();
      if (notice) deliverUserNotification(noticeDeps, review.userId, notice);
      const reviews = await learningReviews(db, review.courseId, admin);
      return { message: 'Reply added successfully', review: reviews.find((r) => r._id === review.id)!, reviews };
    },
  };
}

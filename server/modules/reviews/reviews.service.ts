import { paginate } from '#shared/api.ts';
import { LEARNING_MESSAGES, LearningReviewBodySchema, type LearningReview } from '#shared/catalogue/learning.ts';
import {
  REVIEW_MESSAGES,
  ReviewFormSchema,
  type CreateReviewBody,
  type ReviewListParams,
  type UpdateReviewBody,
} from '#shared/catalogue/reviews.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { CATALOGUE_CACHE_PREFIX, catalogueKeys } from '../../lib/cache-keys.ts';
import { canStudy, COURSE_NOT_FOUND, courseName, findCourse, lockCourse } from '../courses/courses.service.ts';
import type { Bilingual, Language } from '#shared/bilingual.ts';
import { publishToAdmins, recordAdminNotification } from '../notifications/notifications.service.ts';
import { toDistribution, toLearningReview, toPublicReview } from './review-answer.ts';
import * as repo from './reviews.repository.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Keeps the course's rating and review count equal to its approved reviews: the reviews module owns these
 * counters (docs/decisions/0020-review-counters-and-enrolment-ownership.md). Call it in the transaction that changed
 * a review, after locking the course row (lockCourse of the courses service).
 */
export const refreshCourseRating = (tx: Tx, courseId: string): Promise<void> => repo.refreshCourseRating(tx, courseId);
/** refreshCourseRating for several courses in one statement. */
export const refreshCourseRatings = (tx: Tx, courseIds: readonly string[]): Promise<void> =>
  repo.refreshCourseRatings(tx, courseIds);

/** The reviews the learning page shows a viewer: approved ones and their own (admins: all), with the replies. */
export async function learningReviews(tx: Tx, courseId: string, viewer: SessionUser): Promise<LearningReview[]> {
  const rows = await repo.listLearningReviews(tx, courseId, viewer.id, viewer.role === 'admin');
  const replies = await repo.listReplies(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toLearningReview(
      r,
      replies.filter((p) => p.reviewId === r.id),
    ),
  );
}

/**
 * Writes a new review and everything that follows from it in one transaction: the course's rating and count,
 * and the admins' notification. Throws 409 when the learner already reviewed the course.
 */
export async function insertReviewWithEffects(
  tx: Tx,
  user: SessionUser,
  course: { id: string; name: Bilingual; primaryLanguage: Language },
  form: { rating: number; comment: string },
) {
  await lockCourse(tx, course.id);
  const id = await repo.insertReview(tx, {
    courseId: course.id,
    userId: user.id,
    rating: form.rating,
    comment: form.comment,
  });
  if (!id) throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'already_reviewed');
  await repo.refreshCourseRating(tx, course.id);
  const notification = await recordAdminNotification(
    tx,
    { kind: 'review', userName: user.name, courseName: courseName(course), rating: form.rating, text: form.comment },
    user.id,
  );
  return { id, notification };
}

/** Reviews by learners (learner-side §7 Reviews, and the learning page's review form). */
export function reviewsService({ db, cache, notify }: Pick<Deps, 'db' | 'cache' | 'notify'>) {
  const invalidate = () => cache.invalidate(CATALOGUE_CACHE_PREFIX);

  async function ownReview(user: SessionUser, reviewId: string) {
    const review = await repo.findReview(db, reviewId);
    if (!review) throw notFound(REVIEW_MESSAGES.notFound, 'review_not_found');
    if (review.userId !== user.id) throw forbidden(REVIEW_MESSAGES.notYours, 'not_review_author');
    return review;
  }

  async function approvedReview(reviewId: string) {
    const review = await repo.findReview(db, reviewId);
    if (!review || !review.isApproved) throw notFound(REVIEW_MESSAGES.notFound, 'review_not_found');
    return review;
  }

  return {
    /** The spec's order: logged in, owner, once, rating, comment. */
    async create(user: SessionUser | null, body: CreateReviewBody) {
      if (!user) throw unauthorized(REVIEW_MESSAGES.loginRequired, 'login_required');
      const course = await findCourse(db, body.courseId);
      if (!course) throw notFound(REVIEW_MESSAGES.courseNotFound, 'course_not_found');
      if (!(await canStudy(db, user, course.id))) throw forbidden(REVIEW_MESSAGES.notPurchased, 'not_course_owner');
      if (await repo.findReviewId(db, course.id, user.id))
        throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'already_reviewed');
      const form = parseOrThrow(ReviewFormSchema, {
        rating: body.rating ?? undefined,
        comment: body.comment ?? undefined,
      });
      const { id, notification } = await db.transaction((tx) => insertReviewWithEffects(tx, user, course, form));
      invalidate();
      publishToAdmins({ notify }, notification);
      return { message: REVIEW_MESSAGES.created, review: toPublicReview((await repo.findReview(db, id))!) };
    },

    /**
     * One page of approved reviews with the totals, the distribution and the pagination; cached per page. The ETag
     * is that of the shared answer (null when the answer carries the viewer's own helpful marks).
     */
    async list(courseId: string, query: ReviewListParams, viewerId: string | null) {
      const sort = `${query.sortBy}-${query.sortOrder}`;
      const cached = await cache.get(catalogueKeys.reviews(courseId, query.page, query.limit, sort), async () => {
        const course = await findCourse(db, courseId);
        if (!course || !course.isActive) return null;
        const buckets = await repo.ratingBuckets(db, courseId);
        const total = buckets.reduce((sum, b) => sum + b.count, 0);
        const rows = await repo.listApprovedReviews(db, courseId, {
          sort,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
          viewerId: null,
        });
        return {
          reviews: rows.map((r) => toPublicReview(r)),
          totalReviews: total,
          averageRating: round1(course.ratingsAverage),
          ratingDistribution: toDistribution(buckets),
          pagination: paginate(query.page, query.limit, total),
        };
      });
      if (!cached.value) throw notFound(REVIEW_MESSAGES.courseNotFound, 'course_not_found');
      if (!viewerId || cached.value.reviews.length === 0) return { value: cached.value, etag: cached.etag };
      // A signed-in reader also learns which of these they marked helpful (one query, outside the shared cache).
      const mine = await repo.listApprovedReviews(db, courseId, {
        sort,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
        viewerId,
      });
      const helpful = new Set(mine.filter((r) => r.isHelpful).map((r) => r.id));
      const reviews = cached.value.reviews.map((r) => ({ ...r, isHelpful: helpful.has(r._id) }));
      return { value: { ...cached.value, reviews }, etag: null };
    },

    async update(user: SessionUser, reviewId: string, body: UpdateReviewBody) {
      const review = await ownReview(user, reviewId);
      const form = parseOrThrow(ReviewFormSchema, {
        rating: body.rating ?? review.rating,
        comment: body.comment ?? review.comment,
      });
      await db.transaction(async (tx) => {
        await lockCourse(tx, review.courseId);
        await repo.updateReview(tx, reviewId, form);
        await repo.refreshCourseRating(tx, review.courseId);
      });
      invalidate();
      return { message: REVIEW_MESSAGES.updated, review: toPublicReview((await repo.findReview(db, reviewId))!) };
    },

    /** The author, or an admin moderating, deletes a review. */
    async remove(user: SessionUser, reviewId: string) {
      const review = await repo.findReview(db, reviewId);
      if (!review) throw notFound(REVIEW_MESSAGES.notFound, 'review_not_found');
      if (review.userId !== user.id && user.role !== 'admin')
        throw forbidden(REVIEW_MESSAGES.notYours, 'not_review_author');
      await db.transaction(async (tx) => {
        await lockCourse(tx, review.courseId);
        await repo.deleteReview(tx, reviewId);
        await repo.refreshCourseRating(tx, review.courseId);
      });
      invalidate();
      return { message: REVIEW_MESSAGES.deleted };
    },

    async helpful(user: SessionUser, reviewId: string, helpful: boolean) {
      const review = await approvedReview(reviewId);
      if (review.userId === user.id) throw badRequest('You cannot mark your own review as helpful', 'own_review');
      const count = await db.transaction((tx) => repo.setHelpful(tx, reviewId, user.id, helpful));
      invalidate();
      return { helpful: count, isHelpful: helpful };
    },

    async report(user: SessionUser, reviewId: string, reason: string | undefined) {
      const review = await approvedReview(reviewId);
      if (review.userId === user.id) throw badRequest('You cannot report your own review', 'own_review');
      await db.transaction((tx) => repo.addReport(tx, reviewId, user.id, reason || null));
      return { message: REVIEW_MESSAGES.reported };
    },

    async mine(user: SessionUser) {
      const rows = await repo.listUserReviews(db, user.id);
      const reviews = rows.map((r) => ({
        ...toPublicReview(r),
        course: {
          _id: r.courseId,
          name: r.courseName,
          thumbnail: r.courseThumbnailUrl ? { url: r.courseThumbnailUrl } : null,
        },
      }));
      return { reviews };
    },

    /** The learning page's review form: creates the caller's review of the course, or updates it (one per learner). */
    async writeLearningReview(user: SessionUser, courseId: string, raw: { review?: unknown; rating?: unknown }) {
      const course = await findCourse(db, courseId);
      if (!course) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      if (!(await canStudy(db, user, courseId))) throw forbidden(LEARNING_MESSAGES.notOwner, 'not_course_owner');
      const body = parseOrThrow(LearningReviewBodySchema, raw);
      const form = { rating: body.rating, comment: body.review };
      const existingId = await repo.findReviewId(db, courseId, user.id);
      let created = false;
      const notification = await db.transaction(async (tx) => {
        if (existingId) {
          await lockCourse(tx, courseId);
          await repo.updateReview(tx, existingId, form);
          await repo.refreshCourseRating(tx, courseId);
          return null;
        }
        created = true;
        return (await insertReviewWithEffects(tx, user, course, form)).notification;
      });
      invalidate();
      publishToAdmins({ notify }, notification);
      const reviews = await learningReviews(db, courseId, user);
      return {
        message: created ? 'Review submitted successfully!' : 'Review updated successfully',
        review: reviews.find((r) => r.user._id === user.id)!,
        reviews,
      };
    },
  };
}

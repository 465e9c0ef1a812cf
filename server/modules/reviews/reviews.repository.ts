import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courses, reviewHelpfulVotes, reviewReplies, reviewReports, reviews, users } from '../../db/schema/index.ts';
import { authorColumns, type Author } from '../../lib/author.ts';
import { containsPattern } from '../../lib/like.ts';
import { bothTexts, primaryText } from '../../db/schema/index.ts';

export const reviewColumns = {
  id: reviews.id,
  courseId: reviews.courseId,
  rating: reviews.rating,
  comment: reviews.comment,
  isApproved: reviews.isApproved,
  adminReply: reviews.adminReply,
  helpfulCount: reviews.helpfulCount,
  reportCount: reviews.reportCount,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  ...authorColumns,
};
export interface ReviewRow extends Author {
  id: string;
  courseId: string;
  rating: number;
  comment: string;
  isApproved: boolean;
  adminReply: string | null;
  helpfulCount: number;
  reportCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Keeps the course's rating and review count equal to its approved reviews. Call it in the transaction that
 * changed a review, after locking the course row (lockCourse), so concurrent writers are counted.
 */
export async function refreshCourseRating(tx: Tx, courseId: string): Promise<void> {
  await refreshCourseRatings(tx, [courseId]);
}

/** refreshCourseRating for several courses in one statement (a deleted user's reviews, a bulk delete). */
export async function refreshCourseRatings(tx: Tx, courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  const approved = and(eq(reviews.courseId, courses.id), eq(reviews.isApproved, true));
  await tx
    .update(courses)
    .set({
      ratingsAverage: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${approved}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${approved})`,
    })
    .where(courseIds.length === 1 ? eq(courses.id, courseIds[0]!) : inArray(courses.id, [...courseIds]));
}

export async function findReview(tx: Tx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row;
}

export async function findReviewId(tx: Tx, courseId: string, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), eq(reviews.userId, userId)));
  return row?.id;
}

/** Inserts a review; undefined when the learner already has one for the course (unique index). */
export async function insertReview(
  tx: Tx,
  values: { courseId: string; userId: string; rating: number; comment: string },
): Promise<string | undefined> {
  const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
  return row?.id;
}

export async function updateReview(
  tx: Tx,
  id: string,
  values: Partial<{ rating: number; comment: string; isApproved: boolean; adminReply: string | null }>,
): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, id));
}

export async function deleteReview(tx: Tx, id: string): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

const SORTS: Record<string, SQL[]> = {
  'createdAt-desc': [sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  'createdAt-asc': [sql`${reviews.createdAt} asc`, sql`${reviews.id} asc`],
  'rating-desc': [sql`${reviews.rating} desc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  'rating-asc': [sql`${reviews.rating} asc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  'helpful-desc': [sql`${reviews.helpfulCount} desc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  'helpful-asc': [sql`${reviews.helpfulCount} asc`, sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
};

/** One page of a course's approved reviews, with whether the viewer marked each helpful. */
export async function listApprovedReviews(
  tx: Tx,
  courseId: string,
  options: { sort: string; offset: number; limit: number; viewerId: string | null },
): Promise<(ReviewRow & { isHelpful: boolean })[]> {
  const viewer = options.viewerId;
  const isHelpful = viewer
    ? sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} where ${reviewHelpfulVotes.reviewId} = ${reviews.id} and ${reviewHelpfulVotes.userId} = ${viewer})`
    : sql<boolean>`false`;
  return tx
    .select({ ...reviewColumns, isHelpful })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.courseId, courseId), eq(reviews.isApproved, true)))
    .orderBy(...(SORTS[options.sort] ?? SORTS['createdAt-desc']!))
    .limit(options.limit)
    .offset(options.offset);
}

/** Count of approved reviews per whole star (a half star counts under its whole star). */
export async function ratingBuckets(tx: Tx, courseId?: string): Promise<{ star: number; count: number }[]> {
  const rows = await tx
    .select({ star: sql<number>`floor(${reviews.rating})::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.isApproved, true), courseId ? eq(reviews.courseId, courseId) : undefined))
    .groupBy(sql`floor(${reviews.rating})`);
  return rows.map((r) => ({ star: Number(r.star), count: Number(r.count) }));
}

/** The learning page's reviews: approved ones and the viewer's own (every one for an admin), newest first. */
export async function listLearningReviews(
  tx: Tx,
  courseId: string,
  viewerId: string,
  includeAll = false,
): Promise<ReviewRow[]> {
  return tx
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.courseId, courseId),
        includeAll ? undefined : or(eq(reviews.isApproved, true), eq(reviews.userId, viewerId)),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export interface ReplyRow extends Author {
  id: string;
  reviewId: string;
  comment: string;
  createdAt: Date;
}

export async function listReplies(tx: Tx, reviewIds: string[]): Promise<ReplyRow[]> {
  if (reviewIds.length === 0) return [];
  return tx
    .select({
      id: reviewReplies.id,
      reviewId: reviewReplies.reviewId,
      comment: reviewReplies.comment,
      createdAt: reviewReplies.createdAt,
      ...authorColumns,
    })
    .from(reviewReplies)
    .innerJoin(users, eq(users.id, reviewReplies.userId))
    .where(inArray(reviewReplies.reviewId, reviewIds))
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id));
}

export async function countReplies(tx: Tx, reviewId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewReplies)
    .where(eq(reviewReplies.reviewId, reviewId));
  return Number(row?.n ?? 0);
}

export async function insertReply(
  tx: Tx,
  values: { reviewId: string; userId: string; comment: string },
): Promise<void> {
  await tx.insert(reviewReplies).values(values);
}

/** Adds or removes the user's helpful vote; the review's count follows in the same statement order. */
export async function setHelpful(tx: Tx, reviewId: string, userId: string, helpful: boolean): Promise<number> {
  if (helpful) {
    const added = await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing().returning();
    if (added.length)
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId));
  } else {
    const removed = await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
      .returning();
    if (removed.length) {
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} - 1, 0)` })
        .where(eq(reviews.id, reviewId));
    }
  }
  const [row] = await tx.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
  return row?.n ?? 0;
}

/** Records a report once per user; true when it is new. */
export async function addReport(tx: Tx, reviewId: string, userId: string, reason: string | null): Promise<boolean> {
  const added = await tx.insert(reviewReports).values({ reviewId, userId, reason }).onConflictDoNothing().returning();
  if (added.length)
    await tx
      .update(reviews)
      .set({ reportCount: sql`${reviews.reportCount} + 1` })
      .where(eq(reviews.id, reviewId));
  return added.length > 0;
}

export async function listUserReviews(
  tx: Tx,
  userId: string,
): Promise<(ReviewRow & { courseName: string; courseThumbnailUrl: string | null })[]> {
  return tx
    .select({ ...reviewColumns, courseName: primaryText(courses.name), courseThumbnailUrl: courses.thumbnailUrl })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

const ADMIN_FILTERS: Record<string, SQL | undefined> = {
  all: undefined,
  approved: eq(reviews.isApproved, true),
  pending: eq(reviews.isApproved, false),
  reported: sql`${reviews.reportCount} > 0`,
};

export type AdminReviewRow = ReviewRow & { userEmail: string; courseName: string };

export async function listAdminReviews(
  tx: Tx,
  options: { filter: string; search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const pattern = options.search ? containsPattern(options.search) : null;
  const where = and(
    ADMIN_FILTERS[options.filter],
    pattern
      ? or(
          ilike(reviews.comment, pattern),
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(bothTexts(courses.name), pattern),
        )
      : undefined,
  );
  const rows = await tx
    .select({ ...reviewColumns, userEmail: users.email, courseName: primaryText(courses.name) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit)
    .offset(options.offset);
  // Only a search needs the learner and the course to count; without one the count reads the reviews' index alone.
  const counted = tx.select({ n: sql<number>`count(*)::int` }).from(reviews);
  const [count] = await (pattern
    ? counted
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .where(where)
    : counted.where(where));
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findAdminReview(tx: Tx, id: string): Promise<AdminReviewRow | undefined> {
  const [row] = await tx
    .select({ ...reviewColumns, userEmail: users.email, courseName: primaryText(courses.name) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(eq(reviews.id, id));
  return row;
}

export async function reviewStats(
  tx: Tx,
): Promise<{ total: number; approved: number; pending: number; reported: number; average: number }> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      approved: sql<number>`count(*) filter (where ${reviews.isApproved})::int`,
      pending: sql<number>`count(*) filter (where not ${reviews.isApproved})::int`,
      reported: sql<number>`count(*) filter (where ${reviews.reportCount} > 0)::int`,
      average: sql<string | null>`round(avg(${reviews.rating}) filter (where ${reviews.isApproved}), 2)`,
    })
    .from(reviews);
  return {
    total: Number(row?.total ?? 0),
    approved: Number(row?.approved ?? 0),
    pending: Number(row?.pending ?? 0),
    reported: Number(row?.reported ?? 0),
    average: Number(row?.average ?? 0),
  };
}

import type { LearningReview } from '#shared/catalogue/learning.ts';
import type { PublicReview } from '#shared/catalogue/reviews.ts';
import { toLearningUser } from '../../lib/author.ts';
import type { AdminReviewRow, ReplyRow, ReviewRow } from './reviews.repository.ts';

const avatar = (url: string | null) => (url ? { url } : null);

export function toPublicReview(row: ReviewRow, isHelpful = false): PublicReview {
  return {
    _id: row.id,
    courseId: row.courseId,
    userId: { _id: row.userId, name: row.userName, avatar: avatar(row.userAvatarUrl) },
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    adminReply: row.adminReply,
    isApproved: row.isApproved,
    helpful: row.helpfulCount,
    isHelpful,
  };
}

export function toLearningReview(row: ReviewRow, replies: ReplyRow[]): LearningReview {
  return {
    _id: row.id,
    user: toLearningUser(row),
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    commentReplies: replies.map((r) => ({
      _id: r.id,
      user: toLearningUser(r),
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Stars 5 to 1, each with its count (zero included), from grouped counts. */
export function toDistribution(buckets: { star: number; count: number }[]): { _id: number; count: number }[] {
  const counts = new Map(buckets.map((b) => [Math.min(5, Math.max(1, b.star)), b.count]));
  return [5, 4, 3, 2, 1].map((star) => ({ _id: star, count: counts.get(star) ?? 0 }));
}

/** A review as the admin's moderation list shows it (with its learner's e-mail, helpful votes and reports). */
export function toAdminReview(row: AdminReviewRow) {
  return {
    _id: row.id,
    reviewId: row.id,
    courseId: row.courseId,
    course: { _id: row.courseId, name: row.courseName },
    user: {
      _id: row.userId,
      name: row.userName,
      email: row.userEmail,
      avatar: row.userAvatarUrl ? { url: row.userAvatarUrl } : null,
    },
    rating: row.rating,
    comment: row.comment,
    isApproved: row.isApproved,
    adminReply: row.adminReply,
    helpful: row.helpfulCount,
    reportCount: row.reportCount,
    createdAt: row.createdAt.toISOString(),
  };
}

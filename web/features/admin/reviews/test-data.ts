import type { AdminReview } from '#web/api/reviews.ts';

export const REVIEW_ID = '00000000-0000-4000-8000-000000000001';
/** A review of the admin list as the API gives it (tests only). */
export const adminReview = (over: Partial<AdminReview> = {}): AdminReview => ({
  _id: REVIEW_ID,
  reviewId: REVIEW_ID,
  courseId: 'c1',
  course: { _id: 'c1', name: 'TypeScript from Zero' },
  user: { _id: 'u1', name: 'Karim', email: 'karim@example.com', avatar: null },
  rating: 4,
  comment: 'Very clear lessons',
  isApproved: false,
  adminReply: null,
  helpful: 0,
  reportCount: 2,
  createdAt: '2026-03-05T10:00:00.000Z',
  ...over,
});

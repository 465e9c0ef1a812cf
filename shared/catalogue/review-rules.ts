/**
 * The review rules that need no schema (limits, messages, sorts): the public course page imports these without
 * pulling zod into a visitor's JavaScript (issue 12); reviews.ts re-exports them.
 */

export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_MESSAGES = {
  loginRequired: 'Please log in to submit a review',
  notPurchased: 'You can only review courses you have purchased',
  ratingRequired: 'Please select a rating',
  commentRequired: 'Please write a comment',
  commentTooLong: `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
  ratingRange: 'Rating must be between 1 and 5',
  alreadyReviewed: 'You have already reviewed this course',
  notYours: 'You can only change your own review',
  notFound: 'Review not found',
  courseNotFound: 'Course not found',
  created: 'Review submitted successfully!',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
  reported: 'Thank you. The review has been reported to the administrators.',
} as const;

/** The five sort options of the review list, as `sortBy-sortOrder`; createdAt-desc is the default. */
export const REVIEW_SORTS = ['createdAt-desc', 'createdAt-asc', 'rating-desc', 'rating-asc', 'helpful-desc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

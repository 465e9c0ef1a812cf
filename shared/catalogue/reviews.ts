import { z } from 'zod';
import { PaginationSchema } from '../api.ts';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_MESSAGES, REVIEW_PAGE_SIZE } from './review-rules.ts';

/** Public reviews (learner-side §3 "Review (public list)", §5 "Public review form", §7 Reviews; admin-side §7). */

export * from './review-rules.ts';

const ratingSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .min(1, REVIEW_MESSAGES.ratingRequired)
  .max(5, REVIEW_MESSAGES.ratingRange)
  .multipleOf(0.5, 'Ratings go in half stars');
const commentSchema = z
  .string({ error: REVIEW_MESSAGES.commentRequired })
  .trim()
  .min(1, REVIEW_MESSAGES.commentRequired)
  .max(REVIEW_COMMENT_MAX_LENGTH, REVIEW_MESSAGES.commentTooLong);

/** The public review form; the web form validates with it, the server checks it after login and ownership. */
export const ReviewFormSchema = z.object({ rating: ratingSchema, comment: commentSchema });
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/**
 * The wire shape of create and update: loose on purpose, so the server can answer the spec's messages in the
 * spec's order (logged in, owner, rating, comment) instead of a schema error.
 */
export const CreateReviewBodySchema = z.object({
  courseId: z.uuid('Invalid course id'),
  rating: z.number().nullish(),
  comment: z.string().nullish(),
});
export const UpdateReviewBodySchema = z.object({ rating: z.number().nullish(), comment: z.string().nullish() });
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;
export type UpdateReviewBody = z.infer<typeof UpdateReviewBodySchema>;

export const HelpfulBodySchema = z.object({
  helpful: z.boolean().default(true).describe('true marks the review helpful for the caller, false takes it back'),
});
export const ReportBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).nullish();

export const ReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
  sortBy: z.enum(['createdAt', 'rating', 'helpful']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;
export type ReviewListParams = z.output<typeof ReviewListQuerySchema>;

const iso = z.string().describe('ISO 8601 timestamp');
const okShape = { success: z.literal(true) };

export const PublicReviewSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), avatar: z.object({ url: z.string() }).nullable() }),
  rating: z.number(),
  comment: z.string(),
  createdAt: iso,
  updatedAt: iso,
  adminReply: z.string().nullable(),
  isApproved: z.boolean(),
  helpful: z.number().int().describe('how many learners found it helpful'),
  isHelpful: z.boolean().describe('the caller marked it helpful (false for a visitor)'),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const RatingDistributionSchema = z
  .array(z.object({ _id: z.number().int().min(1).max(5), count: z.number().int() }))
  .describe('always stars 5 to 1; a half-star rating counts under its whole star (4.5 under 4)');

export const ReviewListAnswerSchema = z.object({
  ...okShape,
  reviews: z.array(PublicReviewSchema),
  totalReviews: z.number().int(),
  averageRating: z.number().describe('one decimal'),
  ratingDistribution: RatingDistributionSchema,
  pagination: PaginationSchema,
});
export type ReviewListAnswer = z.infer<typeof ReviewListAnswerSchema>;

export const ReviewAnswerSchema = z.object({ ...okShape, message: z.string(), review: PublicReviewSchema });
export const HelpfulAnswerSchema = z.object({ ...okShape, helpful: z.number().int(), isHelpful: z.boolean() });

export const MyReviewSchema = PublicReviewSchema.extend({
  course: z.object({ _id: z.string(), name: z.string(), thumbnail: z.object({ url: z.string() }).nullable() }),
});
export const MyReviewsAnswerSchema = z.object({ ...okShape, reviews: z.array(MyReviewSchema) });

// ---- admin ------------------------------------------------------------------------------------------------

export const ADMIN_REVIEW_FILTERS = ['all', 'approved', 'pending', 'reported'] as const;
export const AdminReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  filter: z.enum(ADMIN_REVIEW_FILTERS).default('all').describe('pending = not approved'),
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .describe("words of the review, or its learner's name or e-mail, or its course's name"),
});
export const AdminReviewSchema = z.object({
  _id: z.string(),
  reviewId: z.string(),
  courseId: z.string(),
  course: z.object({ _id: z.string(), name: z.string() }),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: z.object({ url: z.string() }).nullable(),
  }),
  rating: z.number(),
  comment: z.string(),
  isApproved: z.boolean(),
  adminReply: z.string().nullable(),
  helpful: z.number().int(),
  reportCount: z.number().int(),
  createdAt: iso,
});
export const AdminReviewsAnswerSchema = z.object({
  ...okShape,
  reviews: z.array(AdminReviewSchema),
  pagination: PaginationSchema,
});
export const ReviewStatusBodySchema = z.object({
  isApproved: z.boolean(),
  adminReply: z.string().trim().max(REVIEW_COMMENT_MAX_LENGTH).nullish().describe('empty or null clears the reply'),
});
export type ReviewStatusBody = z.input<typeof ReviewStatusBodySchema>;
export const ReviewStatusAnswerSchema = z.object({ ...okShape, message: z.string(), review: AdminReviewSchema });
export const ReviewStatsAnswerSchema = z.object({
  ...okShape,
  stats: z.object({
    totalReviews: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    reported: z.number().int(),
    averageRating: z.number(),
    ratingDistribution: RatingDistributionSchema,
  }),
});

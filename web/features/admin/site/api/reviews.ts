import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ADMIN_REVIEW_FILTERS,
  AdminReviewsAnswerSchema,
  ReviewStatsAnswerSchema,
  ReviewStatusAnswerSchema,
  ReviewStatusBodySchema,
} from '#shared/catalogue/reviews.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { api } from '#web/lib/api-client.ts';

export type ReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];
/** The filters GET /reviews/admin/all accepts (pending = not approved), in the select's order. */
export const REVIEW_FILTERS = ['all', 'approved', 'pending', 'reported'] as const satisfies readonly ReviewFilter[];
export const REVIEWS_PAGE_SIZE = 10;

export type AdminReviewsAnswer = z.infer<typeof AdminReviewsAnswerSchema>;
export type AdminReview = AdminReviewsAnswer['reviews'][number];
export type ReviewStats = z.infer<typeof ReviewStatsAnswerSchema>['stats'];
type StatusAnswer = z.infer<typeof ReviewStatusAnswerSchema>;
type StatusBody = z.input<typeof ReviewStatusBodySchema>;

export interface ReviewsParams {
  page: number;
  limit: number;
  filter: ReviewFilter;
}

/** GET /reviews/admin/all?page&limit&filter: one page of every review, newest first. */
export const getAdminReviews = ({ page, limit, filter }: ReviewsParams, signal?: AbortSignal) =>
  api<AdminReviewsAnswer>(
    `/reviews/admin/all?${new URLSearchParams({ page: String(page), limit: String(limit), filter })}`,
    { signal },
  );

export const adminReviewsQuery = (params: ReviewsParams) =>
  queryOptions({
    queryKey: ['admin', 'reviews', 'list', params] as const,
    queryFn: ({ signal }) => getAdminReviews(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (params: ReviewsParams) => useQuery(adminReviewsQuery(params));

/** GET /reviews/admin/stats: counts and the rating distribution. */
export const adminReviewStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'reviews', 'stats'] as const,
    queryFn: ({ signal }) =>
      api<z.infer<typeof ReviewStatsAnswerSchema>>('/reviews/admin/stats', { signal }).then((r) => r.stats),
  });

export const useAdminReviewStats = () => useQuery(adminReviewStatsQuery());

/**
 * PUT /reviews/admin/update-status/{reviewId} {isApproved, adminReply}: approval changes what the course page
 * shows and its rating, so the public review and course keys refetch as well.
 */
export function useUpdateReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: StatusBody }) =>
      api<StatusAnswer>(`/reviews/admin/update-status/${encodeURIComponent(reviewId)}`, { method: 'PUT', body }),
    onSuccess: () =>
      Promise.all([
        adminDataChanged(queryClient),
        queryClient.invalidateQueries({ queryKey: ['reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]),
  });
}

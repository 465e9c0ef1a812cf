import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReviewsAnswerSchema } from '#shared/catalogue/reviews.ts';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type MyReview = z.infer<typeof MyReviewsAnswerSchema>['reviews'][number];

/** GET /reviews/my: the caller's reviews with their courses, newest first. */
export const myReviewsQuery = () =>
  queryOptions({
    queryKey: ['reviews', 'mine'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; reviews: MyReview[] }>('/reviews/my', { signal }).then((r) => r.reviews),
  });

export const useMyReviews = () => useQuery(myReviewsQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReviewSchema } from '#shared/catalogue.ts';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

type MyReview = z.infer<typeof MyReviewSchema>;

/** GET /reviews/my: whether the signed-in learner already reviewed a course (the form shows only when not). */
export const myReviewsQuery = () =>
  queryOptions({
    queryKey: ['reviews', 'my'] as const,
    queryFn: ({ signal }) =>
      api<{ success: true; reviews: MyReview[] }>('/reviews/my', { signal }).then((r) => r.reviews),
  });

export const useMyReviews = (enabled: boolean) => useQuery({ ...myReviewsQuery(), enabled });

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { myReviewsQuery } from './my-reviews.ts';

export interface ReviewEdit {
  rating: number;
  comment: string;
}

/** A review change touches the learner's list, the course's public review pages and the course's rating. */
const invalidateReviews = (client: QueryClient, courseId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: myReviewsQuery().queryKey }),
    client.invalidateQueries({ queryKey: ['reviews', 'my'] }),
    client.invalidateQueries({ queryKey: ['reviews', 'course', courseId] }),
    client.invalidateQueries({ queryKey: ['courses'] }),
  ]);

/** PUT /reviews/update/{reviewId} {rating, comment}. */
export function useUpdateReview(reviewId: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: ReviewEdit) =>
      api<{ success: true; message: string }>(`/reviews/update/${encodeURIComponent(reviewId)}`, {
        method: 'PUT',
        body: edit,
      }),
    onSuccess: () => invalidateReviews(client, courseId),
  });
}

/** DELETE /reviews/delete/{reviewId}. */
export function useDeleteReview(reviewId: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ success: true; message: string }>(`/reviews/delete/${encodeURIComponent(reviewId)}`, { method: 'DELETE' }),
    onSuccess: () => invalidateReviews(client, courseId),
  });
}

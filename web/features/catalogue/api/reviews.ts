import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewForm, ReviewListAnswer, ReviewSort } from '#shared/catalogue.ts';
import { api } from '#web/lib/api-client.ts';

export interface ReviewListParams {
  courseId: string;
  page: number;
  sort: ReviewSort;
}

/** GET /reviews/course/{courseId}?page&limit&sortBy&sortOrder (10 a page). */
export const getCourseReviews = ({ courseId, page, sort }: ReviewListParams, signal?: AbortSignal) => {
  const [sortBy, sortOrder] = sort.split('-') as [string, string];
  const qs = new URLSearchParams({ page: String(page), limit: '10', sortBy, sortOrder });
  return api<ReviewListAnswer>(`/reviews/course/${encodeURIComponent(courseId)}?${qs}`, { signal });
};

export const courseReviewsQuery = (params: ReviewListParams) =>
  queryOptions({
    queryKey: ['reviews', 'course', params.courseId, params.page, params.sort] as const,
    queryFn: ({ signal }) => getCourseReviews(params, signal),
  });

export const useCourseReviews = (params: ReviewListParams) =>
  useQuery({ ...courseReviewsQuery(params), placeholderData: keepPreviousData });

/** Reviews change the course's rating too, so both are refetched. */
function useInvalidateReviews(courseId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['reviews', 'course', courseId] }),
      client.invalidateQueries({ queryKey: ['courses'] }),
    ]);
}

/** POST /reviews/create. */
export function useCreateReview(courseId: string) {
  const invalidate = useInvalidateReviews(courseId);
  return useMutation({
    mutationFn: (form: ReviewForm) =>
      api<{ success: true; message: string }>('/reviews/create', { method: 'POST', body: { courseId, ...form } }),
    onSuccess: invalidate,
  });
}

/** POST /reviews/helpful/{id} and /reviews/report/{id}. */
export function useReviewActions(courseId: string) {
  const invalidate = useInvalidateReviews(courseId);
  const helpful = useMutation({
    mutationFn: ({ reviewId, value }: { reviewId: string; value: boolean }) =>
      api<{ success: true; helpful: number; isHelpful: boolean }>(`/reviews/helpful/${reviewId}`, {
        method: 'POST',
        body: { helpful: value },
      }),
    onSuccess: invalidate,
  });
  const report = useMutation({
    mutationFn: (reviewId: string) =>
      api<{ success: true; message: string }>(`/reviews/report/${reviewId}`, { method: 'POST', body: {} }),
  });
  return { helpful, report };
}

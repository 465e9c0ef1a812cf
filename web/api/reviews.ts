import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReviewForm, ReviewSort } from '#shared/catalogue.ts';
import type { ADMIN_REVIEW_FILTERS, ReviewStatusBody } from '#shared/catalogue/reviews.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { reviewsAdminApi, reviewsApi } from '#shared/endpoints/reviews.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { catalogueKeys } from './catalogue.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

export type ReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];
export interface CourseReviewsParams {
  courseId: string;
  page: number;
  sort: ReviewSort;
}
export interface AdminReviewsParams {
  page: number;
  limit: number;
  filter: ReviewFilter;
  /** Words of the review, or its learner's name or e-mail, or its course's name ('' for every review). */
  search?: string;
}
export type MyReview = EndpointAnswer<typeof reviewsApi.mine>['reviews'][number];
export type AdminReview = EndpointAnswer<typeof reviewsAdminApi.list>['reviews'][number];
export type ReviewStats = EndpointAnswer<typeof reviewsAdminApi.stats>['stats'];

/** A course's public reviews come 10 a page (learner-side §7 Reviews). */
export const COURSE_REVIEWS_PAGE_SIZE = 10;
/** The page and sort a course's reviews open at (the course page's loader reads the same). */
export const FIRST_REVIEWS: { page: number; sort: ReviewSort } = { page: 1, sort: 'createdAt-desc' };

/** Reviews' query keys: everything public under `['reviews']`, the admin's under `['admin', 'reviews']`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  course: (courseId: string) => [...reviewKeys.all, 'course', courseId] as const,
  coursePage: ({ courseId, page, sort }: CourseReviewsParams) => [...reviewKeys.course(courseId), page, sort] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  admin: ['admin', 'reviews'] as const,
  adminList: (params: AdminReviewsParams) => [...reviewKeys.admin, 'list', params] as const,
  adminStats: () => [...reviewKeys.admin, 'stats'] as const,
};

/** One page of a course's approved reviews with the totals and the distribution; the last page stays while the next loads. */
export const courseReviewsQuery = (params: CourseReviewsParams) =>
  queryOptions({
    queryKey: reviewKeys.coursePage(params),
    queryFn: (context) => {
      const [sortBy, sortOrder] = params.sort.split('-') as ['createdAt' | 'rating' | 'helpful', 'asc' | 'desc'];
      const query = { page: params.page, limit: COURSE_REVIEWS_PAGE_SIZE, sortBy, sortOrder };
      return call(reviewsApi.course, { params: { courseId: params.courseId }, query }, context);
    },
    placeholderData: keepPreviousData,
  });
export const useCourseReviews = (params: CourseReviewsParams) => useQuery(courseReviewsQuery(params));

/** The caller's reviews with their courses, newest first (also: whether they already reviewed a course). */
export const myReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.mine(),
    queryFn: (context) => call(reviewsApi.mine, {}, context),
    select: (answer) => answer.reviews,
  });
export const useMyReviews = (options: { enabled?: boolean } = {}) => useQuery({ ...myReviewsQuery(), ...options });

/** A review (or its helpful count) changed: the course's public reviews and its rating on every course card. */
const courseReviewsChanged = (client: QueryClient, courseId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.course(courseId) }),
    client.invalidateQueries({ queryKey: catalogueKeys.all }),
  ]);
/** The caller edited or deleted their review: their list too. */
const myReviewChanged = (client: QueryClient, courseId: string) =>
  Promise.all([client.invalidateQueries({ queryKey: reviewKeys.mine() }), courseReviewsChanged(client, courseId)]);

export function useCreateReview(courseId: string, options: WriteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ReviewForm) => call(reviewsApi.create, { body: { courseId, ...form } }),
    onSuccess: () => courseReviewsChanged(client, courseId),
    meta: writeMeta(options),
  });
}

/** Marks a review helpful, or takes the mark back. */
export function useMarkHelpful(courseId: string, options: WriteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, value }: { reviewId: string; value: boolean }) =>
      call(reviewsApi.helpful, { params: { reviewId }, body: { helpful: value } }),
    onSuccess: () => courseReviewsChanged(client, courseId),
    meta: writeMeta(options),
  });
}

export const useReportReview = (options: WriteOptions = {}) =>
  useMutation({
    mutationFn: (reviewId: string) => call(reviewsApi.report, { params: { reviewId }, body: {} }),
    meta: writeMeta(options),
  });

export function useUpdateReview(reviewId: string, courseId: string, options: WriteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: ReviewForm) => call(reviewsApi.update, { params: { reviewId }, body: edit }),
    onSuccess: () => myReviewChanged(client, courseId),
    meta: writeMeta(options),
  });
}

export function useDeleteReview(reviewId: string, courseId: string, options: WriteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(reviewsApi.remove, { params: { reviewId } }),
    onSuccess: () => myReviewChanged(client, courseId),
    meta: writeMeta(options),
  });
}

/** One page of every review, newest first. */
export const adminReviewsQuery = (params: AdminReviewsParams) =>
  queryOptions({
    queryKey: reviewKeys.adminList(params),
    queryFn: (context) =>
      call(reviewsAdminApi.list, { query: { ...params, search: params.search || undefined } }, context),
    placeholderData: keepPreviousData,
  });
export const useAdminReviews = (params: AdminReviewsParams) => useQuery(adminReviewsQuery(params));

/** Review counts and the rating distribution. */
export const adminReviewStatsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.adminStats(),
    queryFn: (context) => call(reviewsAdminApi.stats, {}, context),
    select: (answer) => answer.stats,
  });
export const useAdminReviewStats = () => useQuery(adminReviewStatsQuery());

/**
 * Approves or hides a review, with the admin's reply: approval changes what the course page shows and its rating,
 * so the public review and course keys refetch as well.
 */
export function useUpdateReviewStatus(options: WriteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReviewStatusBody }) =>
      call(reviewsAdminApi.updateStatus, { params: { reviewId }, body }),
    onSuccess: () =>
      Promise.all([
        adminDataChanged(client),
        client.invalidateQueries({ queryKey: reviewKeys.all }),
        client.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]),
    meta: writeMeta(options),
  });
}

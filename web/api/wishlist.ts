import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { PaginationQuery } from '#shared/api.ts';
import { wishlistApi } from '#shared/endpoints/wishlist.ts';
import { call } from './client.ts';

/** The wishlist's query keys: everything under `['wishlist']`, so one invalidation refreshes every reader. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  mine: () => [...wishlistKeys.all, 'mine'] as const,
  check: (courseId: string) => [...wishlistKeys.all, 'check', courseId] as const,
  adminList: (query: PaginationQuery) => [...wishlistKeys.all, 'admin', 'list', query] as const,
  adminStats: () => [...wishlistKeys.all, 'admin', 'stats'] as const,
};

/** Fired on window after every wishlist change (learner-side §4 "Wishlist toggle"). */
export const WISHLIST_EVENT = 'lms:wishlist-updated';

export const myWishlistQuery = () =>
  queryOptions({ queryKey: wishlistKeys.mine(), queryFn: (context) => call(wishlistApi.mine, {}, context) });
export const useMyWishlist = (options: { enabled?: boolean } = {}) => useQuery({ ...myWishlistQuery(), ...options });

export const wishlistCheckQuery = (courseId: string) =>
  queryOptions({
    queryKey: wishlistKeys.check(courseId),
    queryFn: (context) => call(wishlistApi.check, { params: { courseId } }, context),
    select: (answer) => answer.isInWishlist,
  });
export const useWishlistCheck = (courseId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...wishlistCheckQuery(courseId), ...options });

/** After a change (or a state the server forced): other parts of the page hear the event, every reader refetches. */
export function announceWishlist(queryClient: QueryClient, courseId: string, isInWishlist: boolean) {
  window.dispatchEvent(new CustomEvent(WISHLIST_EVENT, { detail: { courseId, isInWishlist } }));
  return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
}

/** Adds (`add: true`) or removes a course. Errors toast by default; pass `errorToast: false` to handle them yourself. */
export function useSetWishlisted(options: { errorToast?: string | false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, add }: { courseId: string; add: boolean }) =>
      add ? call(wishlistApi.add, { body: { courseId } }) : call(wishlistApi.remove, { params: { courseId } }),
    onSuccess: (_answer, { courseId, add }) => announceWishlist(queryClient, courseId, add),
    meta: { errorToast: options.errorToast },
  });
}

export const adminWishlistQuery = (query: PaginationQuery) =>
  queryOptions({
    queryKey: wishlistKeys.adminList(query),
    queryFn: (context) => call(wishlistApi.adminList, { query }, context),
    placeholderData: keepPreviousData,
  });
export const adminWishlistStatsQuery = () =>
  queryOptions({
    queryKey: wishlistKeys.adminStats(),
    queryFn: (context) => call(wishlistApi.adminStats, {}, context),
    select: (answer) => answer.stats,
  });

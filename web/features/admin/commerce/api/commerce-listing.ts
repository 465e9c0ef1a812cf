import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminCartListSchema,
  AdminCartRowSchema,
  CommerceStatsAnswerSchema,
  CommerceStatsSchema,
} from '#shared/commerce.ts';
import { api } from '#web/lib/api-client.ts';

/** The two admin listings of learners' saved courses (admin-side §7 Other admin listings). */
export type ListingKind = 'wishlist' | 'cart';
/** A wishlist row is a cart row without `couponCode`. */
export type ListingRow = Omit<z.infer<typeof AdminCartRowSchema>, 'couponCode'> & { couponCode?: string | null };
export type ListingStats = z.infer<typeof CommerceStatsSchema>;
type ListingAnswer = Omit<z.infer<typeof AdminCartListSchema>, 'items'> & { items: ListingRow[] };

export const LISTING_PAGE_SIZE = 10;

export const getListing = (kind: ListingKind, page: number, signal?: AbortSignal) =>
  api<ListingAnswer>(`/${kind}/admin/all?page=${page}&limit=${LISTING_PAGE_SIZE}`, { signal });

export const getListingStats = async (kind: ListingKind, signal?: AbortSignal) =>
  (await api<z.infer<typeof CommerceStatsAnswerSchema>>(`/${kind}/admin/stats`, { signal })).stats;

export const listingQuery = (kind: ListingKind, page: number) =>
  queryOptions({
    queryKey: ['admin', kind, 'list', page] as const,
    queryFn: ({ signal }) => getListing(kind, page, signal),
  });
export const listingStatsQuery = (kind: ListingKind) =>
  queryOptions({ queryKey: ['admin', kind, 'stats'] as const, queryFn: ({ signal }) => getListingStats(kind, signal) });

export const useListing = (kind: ListingKind, page: number) =>
  useQuery({ ...listingQuery(kind, page), placeholderData: keepPreviousData });
export const useListingStats = (kind: ListingKind) => useQuery(listingStatsQuery(kind));

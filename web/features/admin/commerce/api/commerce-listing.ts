import { useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import type { cartApi } from '#shared/endpoints/cart.ts';
import { adminCartQuery, adminCartStatsQuery } from '#web/api/cart.ts';
import { adminWishlistQuery, adminWishlistStatsQuery } from '#web/api/wishlist.ts';

/** The two admin listings of learners' saved courses (admin-side §7 Other admin listings). */
export type ListingKind = 'wishlist' | 'cart';
type CartRow = EndpointAnswer<typeof cartApi.adminList>['items'][number];
/** A wishlist row is a cart row without `couponCode`. */
export type ListingRow = Omit<CartRow, 'couponCode'> & { couponCode?: string | null };

export const LISTING_PAGE_SIZE = 10;

/** One page of the cart or wishlist listing (the other one is not asked). */
export function useListing(kind: ListingKind, page: number) {
  const query = { page, limit: LISTING_PAGE_SIZE };
  const cart = useQuery({ ...adminCartQuery(query), enabled: kind === 'cart' });
  const wishlist = useQuery({ ...adminWishlistQuery(query), enabled: kind === 'wishlist' });
  return kind === 'cart' ? cart : wishlist;
}

export function useListingStats(kind: ListingKind) {
  const cart = useQuery({ ...adminCartStatsQuery(), enabled: kind === 'cart' });
  const wishlist = useQuery({ ...adminWishlistStatsQuery(), enabled: kind === 'wishlist' });
  return kind === 'cart' ? cart : wishlist;
}

import { CommerceListing } from './commerce-listing.tsx';

/** Wishlist (/admin/wishlist): every learner's wishlist entries. */
export function WishlistPage() {
  return <CommerceListing kind="wishlist" />;
}

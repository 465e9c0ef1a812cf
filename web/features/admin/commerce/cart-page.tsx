import { CommerceListing } from './commerce-listing.tsx';

/** Shopping Cart (/admin/cart): every learner's cart entries. */
export function CartPage() {
  return <CommerceListing kind="cart" />;
}

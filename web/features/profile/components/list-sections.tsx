/**
 * Sections 3 and 4 (Wishlist, Cart) live in their own files; this module keeps the names profile-page imports.
 * Section 5 (Reviews) is in reviews-section.tsx.
 */
export { WishlistSection } from './wishlist-section.tsx';
export { CartSection } from './cart-section.tsx';

import type { IconType } from 'react-icons';
import {
  HiOutlineAcademicCap,
  HiOutlineBadgeCheck,
  HiOutlineChatAlt2,
  HiOutlineCog,
  HiOutlineHeart,
  HiOutlineReceiptTax,
  HiOutlineShoppingCart,
  HiOutlineTemplate,
  HiOutlineViewGrid,
} from 'react-icons/hi';

/**
 * The profile sections by index (spec §2): 3–5 have their own paths, the others `/profile?section=N`. Purchase
 * History (issue 13, not in the spec) is 7, at `/profile/orders` (its receipts at `/profile/orders/:paymentId`), and
 * is listed after the cart.
 */
export const SECTIONS = [
  { index: 0, key: 'dashboard', to: '/profile', icon: HiOutlineViewGrid },
  { index: 1, key: 'settings', to: '/profile?section=1', icon: HiOutlineCog },
  { index: 2, key: 'enrolled', to: '/profile?section=2', icon: HiOutlineAcademicCap },
  { index: 3, key: 'wishlist', to: '/profile/wishlist', icon: HiOutlineHeart },
  { index: 4, key: 'cart', to: '/profile/cart', icon: HiOutlineShoppingCart },
  { index: 7, key: 'orders', to: '/profile/orders', icon: HiOutlineReceiptTax },
  { index: 8, key: 'certificates', to: '/profile/certificates', icon: HiOutlineBadgeCheck },
  { index: 5, key: 'reviews', to: '/profile/reviews', icon: HiOutlineChatAlt2 },
  { index: 6, key: 'admin', to: '/admin', icon: HiOutlineTemplate },
] as const satisfies readonly { index: number; key: string; to: string; icon: IconType }[];

export type SectionIndex = (typeof SECTIONS)[number]['index'];
export const ADMIN_SECTION = 6;

export const ORDERS_SECTION = 7;
export const CERTIFICATES_SECTION = 8;

const BY_PATH: Record<string, SectionIndex> = {
  wishlist: 3,
  cart: 4,
  reviews: 5,
  orders: ORDERS_SECTION,
  certificates: CERTIFICATES_SECTION,
};

/** Which section a URL shows: the sub-path, else `?section=N` (a known index), else the Dashboard. */
export function sectionOf(subPath: string | undefined, search: URLSearchParams): SectionIndex {
  if (subPath && Object.hasOwn(BY_PATH, subPath)) return BY_PATH[subPath]!;
  const n = Number(search.get('section'));
  return SECTIONS.find((s) => s.index === n)?.index ?? 0;
}

/** The sections a user sees: Admin Dashboard only for role admin. */
export const sectionsFor = (role: string | undefined) =>
  SECTIONS.filter((s) => s.index !== ADMIN_SECTION || role === 'admin');

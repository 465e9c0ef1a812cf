import type { IconType } from 'react-icons';
import {
  HiOutlineAcademicCap,
  HiOutlineChatAlt2,
  HiOutlineCog,
  HiOutlineHeart,
  HiOutlineShoppingCart,
  HiOutlineTemplate,
  HiOutlineViewGrid,
} from 'react-icons/hi';

/** The profile sections by index (spec §2): 3–5 have their own paths, the others `/profile?section=N`. */
export const SECTIONS = [
  { index: 0, key: 'dashboard', to: '/profile', icon: HiOutlineViewGrid },
  { index: 1, key: 'settings', to: '/profile?section=1', icon: HiOutlineCog },
  { index: 2, key: 'enrolled', to: '/profile?section=2', icon: HiOutlineAcademicCap },
  { index: 3, key: 'wishlist', to: '/profile/wishlist', icon: HiOutlineHeart },
  { index: 4, key: 'cart', to: '/profile/cart', icon: HiOutlineShoppingCart },
  { index: 5, key: 'reviews', to: '/profile/reviews', icon: HiOutlineChatAlt2 },
  { index: 6, key: 'admin', to: '/admin', icon: HiOutlineTemplate },
] as const satisfies readonly { index: number; key: string; to: string; icon: IconType }[];

export type SectionIndex = (typeof SECTIONS)[number]['index'];
export const ADMIN_SECTION = 6;

const BY_PATH: Record<string, SectionIndex> = { wishlist: 3, cart: 4, reviews: 5 };

/** Which section a URL shows: the sub-path, else `?section=N` (0–5), else the Dashboard. */
export function sectionOf(subPath: string | undefined, search: URLSearchParams): SectionIndex {
  if (subPath && subPath in BY_PATH) return BY_PATH[subPath]!;
  const n = Number(search.get('section'));
  return Number.isInteger(n) && n >= 0 && n <= ADMIN_SECTION ? (n as SectionIndex) : 0;
}

/** The sections a user sees: Admin Dashboard only for role admin. */
export const sectionsFor = (role: string | undefined) =>
  SECTIONS.filter((s) => s.index !== ADMIN_SECTION || role === 'admin');

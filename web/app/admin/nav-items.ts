import type { IconType } from 'react-icons';
import {
  HiOutlineAcademicCap,
  HiOutlineAdjustments,
  HiOutlineReceiptRefund,
  HiOutlineBadgeCheck,
  HiOutlineChartBar,
  HiOutlineChatAlt2,
  HiOutlineClock,
  HiOutlineCollection,
  HiOutlineCreditCard,
  HiOutlineEye,
  HiOutlineHeart,
  HiOutlineHome,
  HiOutlineInbox,
  HiOutlineInformationCircle,
  HiOutlinePhotograph,
  HiOutlinePlusCircle,
  HiOutlineQuestionMarkCircle,
  HiOutlineReceiptTax,
  HiOutlineShieldCheck,
  HiOutlineShoppingCart,
  HiOutlineStar,
  HiOutlineTag,
  HiOutlineTemplate,
  HiOutlineTrendingUp,
  HiOutlineUserGroup,
  HiOutlineUsers,
  HiOutlineViewGrid,
} from 'react-icons/hi';

export type AdminNavGroup = 'overview' | 'data' | 'controllers' | 'analytics';

export interface AdminNavItem {
  /** Relative to /admin; '' is the dashboard. */
  path: string;
  /** Key under `nav.` in the admin namespace. */
  label: string;
  icon: IconType;
}

/** The admin sidebar of admin-side §2, in its groups and order. Items whose screen is not registered are not shown. */
export const ADMIN_NAV: { group: AdminNavGroup; items: AdminNavItem[] }[] = [
  { group: 'overview', items: [{ path: '', label: 'dashboard', icon: HiOutlineHome }] },
  {
    group: 'data',
    items: [
      { path: 'users', label: 'users', icon: HiOutlineUsers },
      { path: 'create-course', label: 'createCourse', icon: HiOutlinePlusCircle },
      { path: 'courses', label: 'courses', icon: HiOutlineAcademicCap },
      { path: 'categories', label: 'categories', icon: HiOutlineViewGrid },
      { path: 'invoices', label: 'invoices', icon: HiOutlineReceiptTax },
      { path: 'pending-payments', label: 'pendingPayments', icon: HiOutlineClock },
      { path: 'refunds', label: 'refunds', icon: HiOutlineReceiptRefund },
      { path: 'refund-settings', label: 'refundSettings', icon: HiOutlineAdjustments },
      { path: 'coupons', label: 'coupons', icon: HiOutlineTag },
      { path: 'wishlist', label: 'wishlist', icon: HiOutlineHeart },
      { path: 'cart', label: 'cart', icon: HiOutlineShoppingCart },
      { path: 'reviews', label: 'reviews', icon: HiOutlineStar },
      { path: 'certificates', label: 'certificates', icon: HiOutlineBadgeCheck },
      { path: 'questions', label: 'questions', icon: HiOutlineInbox },
      { path: 'payment-pages', label: 'paymentPages', icon: HiOutlineCreditCard },
      { path: 'hero', label: 'hero', icon: HiOutlinePhotograph },
      { path: 'footer', label: 'footer', icon: HiOutlineTemplate },
      { path: 'testimonials', label: 'testimonials', icon: HiOutlineChatAlt2 },
      { path: 'about-page', label: 'aboutPage', icon: HiOutlineInformationCircle },
      { path: 'privacy-page', label: 'privacyPage', icon: HiOutlineShieldCheck },
      { path: 'faq', label: 'faq', icon: HiOutlineQuestionMarkCircle },
    ],
  },
  { group: 'controllers', items: [{ path: 'team', label: 'team', icon: HiOutlineUserGroup }] },
  {
    group: 'analytics',
    items: [
      { path: 'users-analytics', label: 'usersAnalytics', icon: HiOutlineChartBar },
      { path: 'orders-analytics', label: 'ordersAnalytics', icon: HiOutlineTrendingUp },
      { path: 'courses-analytics', label: 'coursesAnalytics', icon: HiOutlineCollection },
      { path: 'visitors-analytics', label: 'visitorsAnalytics', icon: HiOutlineEye },
    ],
  },
];

/** The sidebar with only the screens that exist. */
export function visibleNav(registered: ReadonlySet<string>) {
  return ADMIN_NAV.map((section) => ({
    ...section,
    items: section.items.filter((item) => registered.has(item.path)),
  })).filter((section) => section.items.length > 0);
}

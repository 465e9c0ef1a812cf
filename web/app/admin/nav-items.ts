import type { IconType } from 'react-icons';
import {
  HiOutlineAcademicCap,
  HiOutlineAdjustments,
  HiOutlineReceiptRefund,
  HiOutlineBadgeCheck,
  HiOutlineChartBar,
  HiOutlineChatAlt2,
  HiOutlineExclamationCircle,
  HiOutlineClock,
  HiOutlineColorSwatch,
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

/** The parts of Data that fold away, so that every group fits a 900 px high window (decision 0093). */
export type AdminNavSubgroup = 'usersCourses' | 'sales' | 'learners' | 'sitePages';

export interface AdminNavItem {
  /** Relative to /admin; '' is the dashboard. */
  path: string;
  /** Key under `nav.` in the admin namespace. */
  label: string;
  icon: IconType;
}

export interface AdminNavSection {
  group: AdminNavGroup;
  /** A subgroup of null is shown as plain links under the group's heading. */
  subgroups: { subgroup: AdminNavSubgroup | null; items: AdminNavItem[] }[];
}

/**
 * The admin sidebar of admin-side §2, in its groups and order. Data's links are cut into subgroups in the spec's
 * order. Items whose screen is not registered are not shown.
 */
export const ADMIN_NAV: AdminNavSection[] = [
  {
    group: 'overview',
    subgroups: [{ subgroup: null, items: [{ path: '', label: 'dashboard', icon: HiOutlineHome }] }],
  },
  {
    group: 'data',
    subgroups: [
      {
        subgroup: 'usersCourses',
        items: [
          { path: 'users', label: 'users', icon: HiOutlineUsers },
          { path: 'create-course', label: 'createCourse', icon: HiOutlinePlusCircle },
          { path: 'courses', label: 'courses', icon: HiOutlineAcademicCap },
          { path: 'categories', label: 'categories', icon: HiOutlineViewGrid },
        ],
      },
      {
        subgroup: 'sales',
        items: [
          { path: 'invoices', label: 'invoices', icon: HiOutlineReceiptTax },
          { path: 'pending-payments', label: 'pendingPayments', icon: HiOutlineClock },
          { path: 'refunds', label: 'refunds', icon: HiOutlineReceiptRefund },
          { path: 'refund-settings', label: 'refundSettings', icon: HiOutlineAdjustments },
          { path: 'complaints', label: 'complaints', icon: HiOutlineExclamationCircle },
          { path: 'coupons', label: 'coupons', icon: HiOutlineTag },
          { path: 'wishlist', label: 'wishlist', icon: HiOutlineHeart },
          { path: 'cart', label: 'cart', icon: HiOutlineShoppingCart },
        ],
      },
      {
        subgroup: 'learners',
        items: [
          { path: 'reviews', label: 'reviews', icon: HiOutlineStar },
          { path: 'certificates', label: 'certificates', icon: HiOutlineBadgeCheck },
          { path: 'certificate-template', label: 'certificateTemplate', icon: HiOutlineColorSwatch },
          { path: 'questions', label: 'questions', icon: HiOutlineInbox },
        ],
      },
      {
        subgroup: 'sitePages',
        items: [
          { path: 'payment-pages', label: 'paymentPages', icon: HiOutlineCreditCard },
          { path: 'hero', label: 'hero', icon: HiOutlinePhotograph },
          { path: 'footer', label: 'footer', icon: HiOutlineTemplate },
          { path: 'testimonials', label: 'testimonials', icon: HiOutlineChatAlt2 },
          { path: 'about-page', label: 'aboutPage', icon: HiOutlineInformationCircle },
          { path: 'privacy-page', label: 'privacyPage', icon: HiOutlineShieldCheck },
          { path: 'faq', label: 'faq', icon: HiOutlineQuestionMarkCircle },
        ],
      },
    ],
  },
  {
    group: 'controllers',
    subgroups: [{ subgroup: null, items: [{ path: 'team', label: 'team', icon: HiOutlineUserGroup }] }],
  },
  {
    group: 'analytics',
    subgroups: [
      {
        subgroup: null,
        items: [
          { path: 'users-analytics', label: 'usersAnalytics', icon: HiOutlineChartBar },
          { path: 'orders-analytics', label: 'ordersAnalytics', icon: HiOutlineTrendingUp },
          { path: 'courses-analytics', label: 'coursesAnalytics', icon: HiOutlineCollection },
          { path: 'visitors-analytics', label: 'visitorsAnalytics', icon: HiOutlineEye },
        ],
      },
    ],
  },
];

/** The sidebar with only the screens that exist. */
export function visibleNav(registered: ReadonlySet<string>): AdminNavSection[] {
  return ADMIN_NAV.map((section) => ({
    ...section,
    subgroups: section.subgroups
      .map((part) => ({ ...part, items: part.items.filter((item) => registered.has(item.path)) }))
      .filter((part) => part.items.length > 0),
  })).filter((section) => section.subgroups.length > 0);
}

/** The subgroup holding an admin path (relative to /admin), if any. */
export function subgroupOf(path: string): AdminNavSubgroup | null {
  for (const section of ADMIN_NAV)
    for (const part of section.subgroups) if (part.items.some((item) => item.path === path)) return part.subgroup;
  return null;
}

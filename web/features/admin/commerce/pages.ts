import type { AdminPage } from '../admin-page.ts';

const namespaces = ['admin', 'admin-commerce'];

/** The admin screens of this area (see ../admin-page.ts); the shell's sidebar shows the ones registered here. */
export const commercePages: AdminPage[] = [
  { path: 'invoices', namespaces, load: async () => (await import('./invoices-page.tsx')).InvoicesPage },
  {
    path: 'pending-payments',
    namespaces: [...namespaces, 'admin-payments'],
    load: async () => (await import('./pending-payments-page.tsx')).PendingPaymentsPage,
  },
  {
    path: 'refunds',
    namespaces: [...namespaces, 'admin-refunds'],
    load: async () => (await import('./refunds-page.tsx')).RefundsPage,
  },
  {
    path: 'refund-settings',
    namespaces: [...namespaces, 'admin-refunds'],
    load: async () => (await import('./refund-settings-page.tsx')).RefundSettingsPage,
  },
  {
    path: 'complaints',
    namespaces: [...namespaces, 'admin-complaints'],
    load: async () => (await import('./complaints-page.tsx')).ComplaintsPage,
  },
  { path: 'coupons', namespaces, load: async () => (await import('./coupons-page.tsx')).CouponsPage },
  { path: 'wishlist', namespaces, load: async () => (await import('./wishlist-page.tsx')).WishlistPage },
  { path: 'cart', namespaces, load: async () => (await import('./cart-page.tsx')).CartPage },
];

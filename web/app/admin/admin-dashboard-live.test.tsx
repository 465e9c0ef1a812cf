import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsData } from '#shared/analytics.ts';
import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import { analyticsApi } from '#shared/endpoints/analytics.ts';
import { notificationsApi } from '#shared/endpoints/notifications.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { questionsAdminApi } from '#shared/endpoints/questions.ts';
import { answer, callsTo, renderPage, stubApi } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { AdminLayout } from './admin-layout.tsx';

// The socket.io client (an outside library) is replaced by a local emitter, so a test can push `newNotification`.
const socketHandlers = vi.hoisted(() => new Map<string, (payload?: unknown) => void>());
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload?: unknown) => void) => socketHandlers.set(event, handler),
    disconnect: () => socketHandlers.clear(),
  }),
}));

const admin = testUser({ name: 'Farhana Admin', role: 'admin' });
const figures = (currentTotal: number): AnalyticsData => ({
  period: 'month',
  last12Months: Array.from({ length: 12 }, (_, i) => ({ month: `M${i + 1} 2026`, count: i === 11 ? currentTotal : 0 })),
  series: [{ name: '1 Nov', start: '2026-11-01T00:00:00.000Z', count: currentTotal }],
  comparison: { currentTotal, historicalAverage: 0, percentageChange: 0 },
});
const notification = (title: string) => ({
  _id: 'n1',
  title,
  message: '<p><b>Karim</b> bought <i>Web Development</i> for ৳1,500</p>',
  status: 'unread' as const,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const none = { currentPage: 1, totalPages: 1, totalItems: 0, limit: 50, hasPrev: false, hasNext: false };

beforeEach(() => {
  holdSignedInCookie();
  socketHandlers.clear();
});

describe('the dashboard and live notifications', () => {
  it('refreshes its figures when a new order is notified, and not for a question', async () => {
    let orders = 3;
    const fetchMock = stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(notificationsApi.list, { success: true, notifications: [], unreadCount: 0, pagination: none }),
      answer(questionsAdminApi.unansweredCount, { success: true, count: 0 }),
      answer(analyticsApi.users, { success: true, users: figures(7) }),
      answer(analyticsApi.orders, () => ({ success: true, orders: figures(orders) })),
      answer(analyticsApi.visitors, { success: true, visitors: figures(0) }),
      answer(ordersApi.adminList, { success: true, orders: [], pagination: { ...none, limit: 3 } }),
    ]);
    renderPage(<AdminLayout />, { path: '/admin/*', url: '/admin' });
    const ordersCard = async () =>
      (await screen.findAllByTestId('stat-card')).find((card) => card.textContent?.startsWith('Orders Obtained'));
    await waitFor(async () => expect(await ordersCard()).toHaveTextContent(/^Orders Obtained3/));
    await vi.waitFor(() => expect(socketHandlers.has('newNotification')).toBe(true));
    const asked = (path: string) => callsTo(fetchMock, path).length;
    const before = { orders: asked('/analytics/admin/orders'), list: asked('/orders/admin/all-orders') };

    orders = 4;
    await act(async () => socketHandlers.get('newNotification')!(notification(NOTIFICATION_TITLES.question)));
    await waitFor(() => expect(asked('/notifications/admin/all-notifications')).toBeGreaterThan(1));
    expect(asked('/analytics/admin/orders')).toBe(before.orders);
    expect(await ordersCard()).toHaveTextContent(/^Orders Obtained3/);

    await act(async () => socketHandlers.get('newNotification')!(notification(NOTIFICATION_TITLES.order)));
    await waitFor(async () => expect(await ordersCard()).toHaveTextContent(/^Orders Obtained4/));
    expect(asked('/orders/admin/all-orders')).toBeGreaterThan(before.list);
  });
});

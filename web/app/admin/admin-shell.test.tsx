import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '#shared/endpoints/auth.ts';
import { notificationsApi } from '#shared/endpoints/notifications.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { answer, callsTo, fail, renderPage, stubApi } from '#web/test/render.tsx';
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
const notification = (n: number) => ({
  _id: `n${n}`,
  title: `New question ${n}`,
  message: `<p>A learner asked <strong>question ${n}</strong></p>`,
  status: 'unread' as const,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const unread = (count: number) => ({
  success: true as const,
  notifications: Array.from({ length: count }, (_, i) => notification(i + 1)),
  unreadCount: count,
  pagination: { currentPage: 1, totalPages: 1, totalItems: count, limit: 50, hasPrev: false, hasNext: false },
});

const renderAdmin = () => renderPage(<AdminLayout />, { path: '/admin/*', url: '/admin' });

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('admin shell', () => {
  beforeEach(() => socketHandlers.clear());

  it('asks a visitor to sign in', async () => {
    stubApi([
      answer(profileApi.me, fail('unauthorized', 'Please sign in')),
      answer(authApi.refresh, fail('session_expired')),
    ]);
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the admin area' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
  });

  it('asks a visitor without the signed-in cookie to sign in, without asking the server', async () => {
    holdSignedInCookie(false);
    const fetchMock = stubApi([]);
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the admin area' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a learner the area is for administrators', async () => {
    stubApi([answer(profileApi.me, { success: true, accessToken: 'a', user: testUser() })]);
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
  });

  it('gives an admin the grouped sidebar with name and role, Back to Site, and the bell capped at 9+', async () => {
    stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(notificationsApi.list, unread(12)),
    ]);
    renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByText('Overview')).toBeInTheDocument();
    expect(within(nav).getByText('Analytics')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Users Analytics' })).toHaveAttribute(
      'href',
      '/admin/users-analytics',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('Farhana Admin')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Administrator')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    // the brand link keeps its name on a phone, where the name is out of sight
    expect(screen.getByRole('link', { name: 'Pathshala Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Pathshala Admin')).toHaveClass('sr-only', 'sm:not-sr-only');
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toBeInTheDocument();
  });

  it('lists unread notifications, marks one read and marks all read', async () => {
    let count = 2;
    const fetchMock = stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(notificationsApi.list, () => unread(count)),
      answer(notificationsApi.markRead, () => {
        count = 1;
        return {
          success: true,
          message: 'Notification marked as read',
          notification: { ...notification(1), status: 'read', read: true },
        };
      }),
      answer(notificationsApi.markAllRead, () => {
        count = 0;
        return { success: true, message: 'All notifications marked as read', updated: 1 };
      }),
    ]);
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('New question 1')).toBeInTheDocument();
    expect(await screen.findByText('question 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: New question 1' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/notifications/admin/mark-read/n1')[0]?.[1]?.method).toBe('PUT');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('refetches the bell when a notification arrives over the socket', async () => {
    let count = 0;
    stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(notificationsApi.list, () => unread(count)),
    ]);
    renderAdmin();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await vi.waitFor(() => expect(socketHandlers.has('newNotification')).toBe(true));
    count = 3;
    await act(async () => socketHandlers.get('newNotification')!(notification(3)));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('refetches the bell once the socket connects, for what arrived while it was connecting', async () => {
    let count = 0;
    stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(notificationsApi.list, () => unread(count)),
    ]);
    renderAdmin();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await vi.waitFor(() => expect(socketHandlers.has('connect')).toBe(true));
    count = 2;
    await act(async () => socketHandlers.get('connect')!());
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('refetches admin data when another tab signals admin-data-updated', async () => {
    let count = 0;
    stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(notificationsApi.list, () => unread(count)),
    ]);
    renderAdmin();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    count = 1;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'admin-data-updated', newValue: String(Date.now()) }));
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});

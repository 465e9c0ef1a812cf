import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import { notificationsApi } from '#shared/endpoints/notifications.ts';
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
const notification = (id: string, title: string) => ({
  _id: id,
  title,
  message: '<p><b>Karim</b> asked a question</p>',
  status: 'unread' as const,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const list = (notifications: ReturnType<typeof notification>[]) => ({
  success: true as const,
  notifications,
  unreadCount: notifications.length,
  pagination: {
    currentPage: 1,
    totalPages: 1,
    totalItems: notifications.length,
    limit: 50,
    hasPrev: false,
    hasNext: false,
  },
});

const renderAdmin = () => renderPage(<AdminLayout />, { path: '/admin/*', url: '/admin' });

/** The shell for an admin with no notifications and `count()` unanswered questions; answers its sidebar. */
async function renderWithCount(count: () => number) {
  stubApi([
    answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
    answer(notificationsApi.list, list([])),
    answer(questionsAdminApi.unansweredCount, () => ({ success: true, count: count() })),
  ]);
  renderAdmin();
  const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
  // Questions sits in the Learner Activity subgroup, closed on a first visit to the dashboard (decision 0093)
  await userEvent.click(within(nav).getByRole('button', { name: /^Learner Activity/ }));
  return nav;
}

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('the questions inbox in the admin shell', () => {
  beforeEach(() => {
    socketHandlers.clear();
    localStorage.clear(); // the sidebar remembers the subgroup a test opened
  });

  it('shows the unanswered count beside Questions in the sidebar and refreshes it when a notification arrives', async () => {
    let count = 3;
    const nav = await renderWithCount(() => count);
    const link = await within(nav).findByRole('link', { name: /^Questions ?3 unanswered$/ });
    expect(link).toHaveAttribute('href', '/admin/questions');
    expect(within(link).getByTestId('unanswered-questions-badge')).toHaveTextContent('3');
    await vi.waitFor(() => expect(socketHandlers.has('newNotification')).toBe(true));
    count = 12;
    await act(async () => socketHandlers.get('newNotification')!(notification('n1', NOTIFICATION_TITLES.question)));
    expect(await within(nav).findByRole('link', { name: /^Questions ?12 unanswered$/ })).toBeInTheDocument();
    expect(within(nav).getByTestId('unanswered-questions-badge')).toHaveTextContent('9+');
  });

  it('refreshes the badge once the socket connects, for a question asked while it was connecting', async () => {
    let count = 1;
    const nav = await renderWithCount(() => count);
    expect(await within(nav).findByRole('link', { name: /^Questions ?1 unanswered$/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(socketHandlers.has('connect')).toBe(true));
    count = 2; // asked before the socket was up: its notification never came over it
    await act(async () => socketHandlers.get('connect')!());
    expect(await within(nav).findByRole('link', { name: /^Questions ?2 unanswered$/ })).toBeInTheDocument();
  });

  it('shows the count on the closed Learner Activity subgroup, so it is never hidden', async () => {
    stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(notificationsApi.list, list([])),
      answer(questionsAdminApi.unansweredCount, { success: true, count: 4 }),
    ]);
    renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    const group = await within(nav).findByRole('button', { name: /^Learner Activity ?4 unanswered$/ });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: /^Questions/ })).not.toBeInTheDocument();
    await userEvent.click(group);
    expect(await within(nav).findByRole('link', { name: /^Questions ?4 unanswered$/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Learner Activity' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no badge when every question has an answer', async () => {
    const nav = await renderWithCount(() => 0);
    expect(await within(nav).findByRole('link', { name: 'Questions' })).toBeInTheDocument();
    expect(within(nav).queryByTestId('unanswered-questions-badge')).not.toBeInTheDocument();
  });

  it("opens the questions inbox from a new question's notification and marks it read", async () => {
    const fetchMock = stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: admin }),
      answer(
        notificationsApi.list,
        list([notification('n1', NOTIFICATION_TITLES.question), notification('n2', NOTIFICATION_TITLES.review)]),
      ),
      answer(notificationsApi.markRead, {
        success: true,
        message: 'Notification marked as read',
        notification: { ...notification('n1', NOTIFICATION_TITLES.question), status: 'read', read: true },
      }),
      answer(questionsAdminApi.unansweredCount, { success: true, count: 1 }),
    ]);
    const { router } = renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    // A review's notification is no link; a question's opens the inbox.
    expect(await screen.findByText('New Review Received')).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('link', { name: 'New Question Received: Open the questions inbox' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/questions'));
    expect(callsTo(fetchMock, '/notifications/admin/mark-read/n1')[0]?.[1]?.method).toBe('PUT');
  });
});

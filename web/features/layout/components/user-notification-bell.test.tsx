import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserNotification } from '#shared/catalogue/user-notifications.ts';
import { userNotificationsApi } from '#shared/endpoints/user-notifications.ts';
import i18n from '#web/i18n/index.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { answer, callsTo, fail, renderWithProviders, stubApi } from '#web/test/render.tsx';
import { layoutAnswers } from '../test-data.ts';
import { Header } from './header.tsx';

// The socket.io client (an outside library) is replaced by a local emitter, so a test can push `userNotification`.
const socketHandlers = vi.hoisted(() => new Map<string, (payload?: unknown) => void>());
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload?: unknown) => void) => socketHandlers.set(event, handler),
    disconnect: () => socketHandlers.clear(),
  }),
}));

const COURSE = '0b6f3d2a-1c4e-4f5a-9b8c-7d6e5f4a3b2c';
const LESSON = '1c7a4e3b-2d5f-4a6b-8c9d-0e1f2a3b4c5d';
const answered: UserNotification = {
  _id: 'a1',
  read: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  notice: {
    kind: 'question_answered',
    courseId: COURSE,
    courseName: 'Guitar 101',
    lessonId: LESSON,
    lessonTitle: 'Tuning',
    questionId: '2d8b5f4c-3e6a-4b7c-9d0e-1f2a3b4c5d6e',
    answeredBy: 'Teacher Rahim',
    excerpt: 'Start with the low E string.',
  },
};
const replied: UserNotification = {
  _id: 'r1',
  read: true,
  createdAt: '2026-11-30T10:00:00.000Z',
  notice: {
    kind: 'review_replied',
    courseId: COURSE,
    courseName: 'Guitar 101',
    reviewId: '3e9c6a5d-4f7b-4c8d-0e1f-2a3b4c5d6e7f',
    repliedBy: 'Teacher Rahim',
    excerpt: 'Thank you!',
  },
};
const page = (total: number) => ({
  currentPage: 1,
  totalPages: 1,
  totalItems: total,
  limit: 20,
  hasPrev: false,
  hasNext: false,
});
const listOf = (notifications: UserNotification[]) => ({
  success: true as const,
  notifications,
  unreadCount: notifications.filter((n) => !n.read).length,
  pagination: page(notifications.length),
});

beforeEach(() => {
  socketHandlers.clear();
  act(() => setSessionUser({ _id: 'u1', name: 'Karim', avatar: null }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => setSessionUser(null));
  await i18n.changeLanguage('en');
});

const bell = () => screen.findByRole('button', { name: /^Notifications/ }, { timeout: 5000 });

describe('the learner’s notification bell', () => {
  it('is not there for a visitor', async () => {
    act(() => setSessionUser(null));
    stubApi(layoutAnswers());
    renderWithProviders(<Header />);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('opens from the keyboard, words each notice, leads to it and marks it read', async () => {
    let items = [answered, replied];
    const fetchMock = stubApi([
      ...layoutAnswers(),
      answer(userNotificationsApi.list, () => listOf(items)),
      answer(userNotificationsApi.markRead, ({ params }) => {
        items = items.map((n) => (n._id === params.id ? { ...n, read: true } : n));
        return { success: true, message: 'Notification marked as read', notification: { ...answered, read: true } };
      }),
    ]);
    renderWithProviders(<Header />);
    const trigger = await bell();
    await waitFor(() => expect(trigger).toHaveAccessibleName('Notifications, 1 unread'));
    expect(within(trigger).getByTestId('user-unread-badge')).toHaveTextContent('1');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Unread: Your question was answered' });
    expect(link).toHaveAttribute('href', `/course-access/${COURSE}?lesson=${LESSON}`);
    expect(dialog).toHaveTextContent(
      'Teacher Rahim answered your question in “Tuning” of Guitar 101: Start with the low E string.',
    );
    expect(within(dialog).getByRole('link', { name: 'Reply to your review' })).toHaveAttribute(
      'href',
      `/course-access/${COURSE}`,
    );
    expect(dialog).toHaveTextContent('Teacher Rahim replied to your review of Guitar 101: Thank you!');
    // only the unread one has its own Mark as read
    expect(within(dialog).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as read: Your question was answered' }));
    expect(callsTo(fetchMock, '/notifications/me/a1/read')).toHaveLength(1);
    await waitFor(() => expect(trigger).toHaveAccessibleName('Notifications'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('speaks Bengali to a Bengali reader and marks all read', async () => {
    await i18n.changeLanguage('bn');
    let items = [answered, { ...replied, read: false }];
    const fetchMock = stubApi([
      ...layoutAnswers(),
      answer(userNotificationsApi.list, () => listOf(items)),
      answer(userNotificationsApi.markAllRead, () => {
        items = items.map((n) => ({ ...n, read: true }));
        return { success: true, message: 'All notifications marked as read', updated: 2 };
      }),
    ]);
    renderWithProviders(<Header />);
    const trigger = await screen.findByRole('button', { name: 'নোটিফিকেশন, 2টি অপঠিত' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Teacher Rahim Guitar 101 কোর্সের “Tuning” পাঠে আপনার প্রশ্নের উত্তর দিয়েছেন: Start with the low E string.',
    );
    expect(within(dialog).getByRole('link', { name: 'অপঠিত: আপনার রিভিউয়ের জবাব' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'সব পঠিত করুন' }));
    expect(callsTo(fetchMock, '/notifications/me/read-all')).toHaveLength(1);
    await waitFor(() => expect(trigger).toHaveAccessibleName('নোটিফিকেশন'));
  });

  it('refetches when a notification arrives over the socket', async () => {
    let items: UserNotification[] = [];
    stubApi([...layoutAnswers(), answer(userNotificationsApi.list, () => listOf(items))]);
    renderWithProviders(<Header />);
    const trigger = await bell();
    await vi.waitFor(() => expect(socketHandlers.has('userNotification')).toBe(true));
    await userEvent.click(trigger);
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();

    items = [answered];
    await act(async () => socketHandlers.get('userNotification')!(answered));
    await waitFor(() => expect(trigger).toHaveAccessibleName('Notifications, 1 unread'));
    expect(await screen.findByRole('link', { name: 'Unread: Your question was answered' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded and tries again', async () => {
    let broken = true;
    stubApi([
      ...layoutAnswers(),
      answer(userNotificationsApi.list, () => (broken ? fail('internal_error') : listOf([replied]))),
    ]);
    renderWithProviders(<Header />);
    await userEvent.click(await bell());
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Reply to your review' })).toBeInTheDocument();
  });
});

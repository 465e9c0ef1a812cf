import { NOTIFICATION_TITLES, type Notification } from '#shared/catalogue/notifications.ts';
import { paginate } from '#shared/api.ts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../errors.ts';
import { htmlToText } from '#shared/html-text.ts';
import { escapeText } from '../../lib/sanitize.ts';
import { sanitizeNotificationMarkup } from './notification-markup.ts';
import { toNotification } from './notification-answer.ts';
import * as repo from './notifications.repository.ts';

const excerpt = (text: string, max = 120) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return escapeText(plain.length > max ? `${plain.slice(0, max - 1)}…` : plain);
};

/** What a learner did, as the admins' notification. Learner text is escaped, then the markup is sanitised. */
export type AdminEvent =
  | { kind: 'question'; userName: string; courseName: string; lessonTitle: string; text: string }
  | { kind: 'answer'; userName: string; courseName: string; lessonTitle: string; text: string }
  | { kind: 'review'; userName: string; courseName: string; rating: number; text: string };

function describe(event: AdminEvent): { title: string; message: string } {
  const who = `<b>${escapeText(event.userName)}</b>`;
  const course = `<i>${escapeText(htmlToText(event.courseName))}</i>`;
  switch (event.kind) {
    case 'question':
      return {
        title: NOTIFICATION_TITLES.question,
        message: `<p>${who} asked a question in <b>${escapeText(event.lessonTitle)}</b> of ${course}: ${excerpt(event.text)}</p>`,
      };
    case 'answer':
      return {
        title: NOTIFICATION_TITLES.answer,
        message: `<p>${who} answered a question in <b>${escapeText(event.lessonTitle)}</b> of ${course}: ${excerpt(event.text)}</p>`,
      };
    case 'review':
      return {
        title: NOTIFICATION_TITLES.review,
        message: `<p>${who} rated ${course} ${event.rating} out of 5: ${excerpt(event.text)}</p>`,
      };
  }
}

/**
 * Stores the notification inside the caller's transaction; the caller publishes the returned value with
 * `publishToAdmins` once that transaction has committed, so admins never hear of a write that rolled back.
 */
export async function recordAdminNotification(tx: Tx, event: AdminEvent, userId: string): Promise<Notification> {
  const { title, message } = describe(event);
  const row = await repo.insertNotification(tx, { title, message: sanitizeNotificationMarkup(message), userId });
  return toNotification(row);
}

/**
 * Stores an admin notification written by another module (an order, a coupon past its limit) inside the caller's
 * transaction or on the database; its markup is sanitised here. Publish the answer with `publishToAdmins`.
 */
export async function recordNotification(
  tx: Tx,
  notice: { title: string; html: string; userId: string | null },
): Promise<Notification> {
  const row = await repo.insertNotification(tx, {
    title: notice.title,
    message: sanitizeNotificationMarkup(notice.html),
    userId: notice.userId,
  });
  return toNotification(row);
}

export function publishToAdmins({ notify }: Pick<Deps, 'notify'>, notification: Notification | null | undefined): void {
  if (notification) notify.admins(notification);
}

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
} as const;

/** The admins' notification list and its read state. */
export function notificationsService({ db }: Pick<Deps, 'db'>) {
  return {
    async list(query: { page: number; limit: number; status: 'all' | 'unread' | 'read' }) {
      const { rows, total, unread } = await repo.listNotifications(db, {
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        notifications: rows.map(toNotification),
        unreadCount: unread,
        pagination: paginate(query.page, query.limit, total),
      };
    },
    async markRead(id: string) {
      const row = await repo.markRead(db, id);
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound, 'notification_not_found');
      return { message: NOTIFICATION_MESSAGES.markedRead, notification: toNotification(row) };
    },
    async markAllRead() {
      return { message: NOTIFICATION_MESSAGES.allMarkedRead, updated: await repo.markAllRead(db) };
    },
  };
}

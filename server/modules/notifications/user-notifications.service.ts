import { paginate } from '#shared/api.ts';
import {
  USER_NOTIFICATION_EVENT,
  USER_NOTIFICATION_MESSAGES,
  UserNoticeSchema,
  type NotificationPreferences,
  type UserNotice,
  type UserNotification,
} from '#shared/catalogue/user-notifications.ts';
import { htmlToText } from '#shared/html-text.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { findUserById } from '../users/users.service.ts';
import { userNoticeMail } from './user-notice-mail.ts';
import * as repo from './user-notifications.repository.ts';

/** What delivering a notification uses: the socket for the push, the mailer and settings for its e-mail. */
export type UserNoticeDeps = Pick<Deps, 'db' | 'notify' | 'mailer' | 'log' | 'env'>;

const EXCERPT_MAX = 160;
/** Plain text of at most EXCERPT_MAX characters (what a learner or an admin wrote may be long or carry markup). */
export function noticeExcerpt(text: string): string {
  const plain = htmlToText(text).replace(/\s+/g, ' ').trim();
  return plain.length > EXCERPT_MAX ? `${plain.slice(0, EXCERPT_MAX - 1)}…` : plain;
}

function toUserNotification(row: repo.UserNotificationRow): UserNotification | null {
  const notice = UserNoticeSchema.safeParse({ ...row.data, kind: row.kind });
  // a kind this version does not know (written by a newer one) is left out rather than failing the list
  if (!notice.success) return null;
  return { _id: row.id, notice: notice.data, read: row.readAt !== null, createdAt: row.createdAt.toISOString() };
}

/**
 * Stores a notice for `userId` inside the caller's transaction (so it exists exactly when the caller's write
 * does); hand the answer to `deliverUserNotification` once that transaction has committed. The notice's facts are
 * checked against its kind's schema and its texts made plain here.
 */
export async function recordUserNotification(tx: Tx, userId: string, notice: UserNotice): Promise<UserNotification> {
  const { kind, ...data } = UserNoticeSchema.parse({
    ...notice,
    ...('courseName' in notice ? { courseName: htmlToText(notice.courseName) } : {}),
    ...('excerpt' in notice ? { excerpt: noticeExcerpt(notice.excerpt) } : {}),
  });
  const row = await repo.insertUserNotification(tx, { userId, kind, data });
  return toUserNotification(row)!;
}

/**
 * After the commit: pushes the notification to the user's open tabs (socket room `user:<id>`, event
 * `userNotification`) and, for a kind that has an e-mail and a user who has not turned it off, sends that e-mail
 * in the background. Never throws: a failed e-mail is logged, the notification stays.
 */
export function deliverUserNotification(deps: UserNoticeDeps, userId: string, notification: UserNotification): void {
  deps.notify.user(userId, USER_NOTIFICATION_EVENT, notification);
  void mailNotice(deps, userId, notification.notice).catch((err: unknown) =>
    deps.log.warn({ err, kind: notification.notice.kind }, 'notifications: e-mail not sent'),
  );
}

/**
 * Tells one user something, for any module (answers to questions, review replies, certificates, refunds):
 * stores it and delivers it (socket, and e-mail where the kind has one). For a write inside a transaction use
 * `recordUserNotification` in it and `deliverUserNotification` after it instead.
 */
export async function notifyUser(deps: UserNoticeDeps, userId: string, notice: UserNotice): Promise<UserNotification> {
  const notification = await recordUserNotification(deps.db, userId, notice);
  deliverUserNotification(deps, userId, notification);
  return notification;
}

/** The site's address for links in e-mails (PUBLIC_URL; production refuses to start without it). */
const siteUrlOf = (env: Deps['env']) =>
  env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${env.PORT}`;

async function mailNotice(deps: UserNoticeDeps, userId: string, notice: UserNotice): Promise<void> {
  // only answers to questions send an e-mail today, under their own preference
  if (notice.kind !== 'question_answered') return;
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  const preferences = await repo.ensurePreferences(deps.db, userId);
  if (!preferences.questionAnswerEmails) return;
  const siteUrl = siteUrlOf(deps.env);
  const mail = userNoticeMail(notice, {
    name: user.name,
    language: user.language,
    siteUrl,
    unsubscribeUrl: `${siteUrl}/unsubscribe?token=${encodeURIComponent(preferences.unsubscribeToken)}`,
  });
  if (mail) await deps.mailer.send({ to: user.email, ...mail });
}

/** How long a read notification is kept after it was read. */
export const READ_NOTIFICATION_DAYS = 90;
/** How many notifications a user keeps at most (the newest), read or not. */
export const NOTIFICATIONS_PER_USER = 200;
const PRUNE_BATCH = 1000;

/**
 * Removes read notifications read more than `readDays` ago and each user's beyond their `perUser` newest, in
 * batches until none is left (decision 0093). The bell pages newest first, so nothing a user would still page to
 * within `perUser` goes. Answers how many went for each reason.
 */
export async function pruneUserNotifications(
  { db }: Pick<Deps, 'db'>,
  now = new Date(),
  policy = { readDays: READ_NOTIFICATION_DAYS, perUser: NOTIFICATIONS_PER_USER, batch: PRUNE_BATCH },
): Promise<{ old: number; surplus: number }> {
  const readBefore = new Date(now.getTime() - policy.readDays * 86_400_000);
  const total = { old: 0, surplus: 0 };
  for (;;) {
    const pruned = await repo.pruneUserNotifications(db, { readBefore, keep: policy.perUser, limit: policy.batch });
    total.old += pruned.old;
    total.surplus += pruned.surplus;
    if (pruned.old < policy.batch && pruned.surplus < policy.batch) return total;
  }
}

const preferencesOf = (row: repo.PreferencesRow | undefined): NotificationPreferences => ({
  questionAnswerEmails: row?.questionAnswerEmails ?? true,
});

/** The signed-in user's notifications, their read state and their e-mail choices; the e-mails' unsubscribe link. */
export function userNotificationsService({ db }: Pick<Deps, 'db'>) {
  return {
    async list(userId: string, query: { page: number; limit: number; status: 'all' | 'unread' }) {
      const { rows, total, unread } = await repo.listUserNotifications(db, userId, {
        unreadOnly: query.status === 'unread',
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        notifications: rows.map(toUserNotification).filter((n) => n !== null),
        unreadCount: unread,
        pagination: paginate(query.page, query.limit, total),
      };
    },
    async markRead(userId: string, id: string) {
      const row = await repo.markUserNotificationRead(db, userId, id);
      const notification = row && toUserNotification(row);
      if (!notification) throw notFound(USER_NOTIFICATION_MESSAGES.notFound, 'notification_not_found');
      return { message: USER_NOTIFICATION_MESSAGES.markedRead, notification };
    },
    async markAllRead(userId: string) {
      return {
        message: USER_NOTIFICATION_MESSAGES.allMarkedRead,
        updated: await repo.markAllUserNotificationsRead(db, userId),
      };
    },
    async preferences(userId: string) {
      return { preferences: preferencesOf(await repo.findPreferences(db, userId)) };
    },
    async savePreferences(userId: string, body: NotificationPreferences) {
      const row = await repo.savePreferences(db, userId, { questionAnswerEmails: body.questionAnswerEmails });
      return { message: USER_NOTIFICATION_MESSAGES.preferencesSaved, preferences: preferencesOf(row) };
    },
    async unsubscribe(token: string) {
      if (!(await repo.unsubscribeByToken(db, token)))
        throw notFound(USER_NOTIFICATION_MESSAGES.badUnsubscribeLink, 'unsubscribe_link_invalid');
      return { message: USER_NOTIFICATION_MESSAGES.unsubscribed };
    },
  };
}

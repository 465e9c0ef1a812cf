import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;

/** Notifications for the administrators (shared by all admins); `message` holds the strict markup allowlist. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text().notNull(),
    message: text().notNull(),
    status: text({ enum: NOTIFICATION_STATUSES }).notNull().default('unread'),
    /** The learner whose action raised it. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_status_created_idx').on(t.status, t.createdAt),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * A learner's own notifications (issue 36): what happened (`kind`) and its facts (`data`), never a sentence, so
 * each reader's client words it in their language. Written by any module through the notifications service.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // the bell's list, newest first, and its unread count: both read from the user's end of an index
    index('user_notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('user_notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A user's choice of notification e-mails; no row means the defaults. `unsubscribeToken` is the secret of the
 * e-mails' unsubscribe link, so the link works without signing in and names no user.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionAnswerEmails: boolean().notNull().default(true),
    unsubscribeToken: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('notification_preferences_token_idx').on(t.unsubscribeToken)],
);

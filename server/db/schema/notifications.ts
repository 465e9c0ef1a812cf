import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

import type { Notification } from '#shared/catalogue/notifications.ts';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    status: row.status,
    read: row.status === 'read',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

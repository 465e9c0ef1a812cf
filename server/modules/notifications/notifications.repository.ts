import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export const notificationColumns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  status: notifications.status,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
};
export interface NotificationRow {
  id: string;
  title: string;
  message: string;
  status: 'unread' | 'read';
  createdAt: Date;
  updatedAt: Date;
}

export async function insertNotification(
  tx: Tx,
  values: { title: string; message: string; userId: string | null },
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning(notificationColumns);
  return row!;
}

export async function listNotifications(
  tx: Tx,
  options: { status: 'all' | 'unread' | 'read'; offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const where = options.status === 'all' ? undefined : eq(notifications.status, options.status);
  const rows = await tx
    .select(notificationColumns)
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counts] = await tx
    .select({
      total:
        options.status === 'all'
          ? sql<number>`count(*)::int`
          : sql<number>`count(*) filter (where ${notifications.status} = ${options.status})::int`,
      unread: sql<number>`count(*) filter (where ${notifications.status} = 'unread')::int`,
    })
    .from(notifications);
  return { rows, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

export async function markRead(tx: Tx, id: string): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ status: 'read' })
    .where(eq(notifications.id, id))
    .returning(notificationColumns);
  return row;
}

export async function markAllRead(tx: Tx): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ status: 'read' })
    .where(eq(notifications.status, 'unread'))
    .returning({ id: notifications.id });
  return rows.length;
}

import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationPreferences, userNotifications } from '../../db/schema/notifications.ts';

const columns = {
  id: userNotifications.id,
  kind: userNotifications.kind,
  data: userNotifications.data,
  readAt: userNotifications.readAt,
  createdAt: userNotifications.createdAt,
};
export interface UserNotificationRow {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  readAt: Date | null;
  createdAt: Date;
}

export async function insertUserNotification(
  tx: Tx,
  values: { userId: string; kind: string; data: Record<string, unknown> },
): Promise<UserNotificationRow> {
  const [row] = await tx.insert(userNotifications).values(values).returning(columns);
  return row!;
}

export async function listUserNotifications(
  tx: Tx,
  userId: string,
  options: { unreadOnly: boolean; offset: number; limit: number },
): Promise<{ rows: UserNotificationRow[]; total: number; unread: number }> {
  const mine = eq(userNotifications.userId, userId);
  const unread = and(mine, isNull(userNotifications.readAt));
  const rows = await tx
    .select(columns)
    .from(userNotifications)
    .where(options.unreadOnly ? unread : mine)
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${userNotifications.readAt} is null)::int`,
    })
    .from(userNotifications)
    .where(mine);
  const unreadCount = Number(counts?.unread ?? 0);
  return { rows, total: options.unreadOnly ? unreadCount : Number(counts?.total ?? 0), unread: unreadCount };
}

/** Marks one of the user's notifications read (a read one keeps its first reading time). */
export async function markUserNotificationRead(
  tx: Tx,
  userId: string,
  id: string,
): Promise<UserNotificationRow | undefined> {
  const [row] = await tx
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning(columns);
  return row;
}

export async function markAllUserNotificationsRead(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  return rows.length;
}

export interface PreferencesRow {
  userId: string;
  questionAnswerEmails: boolean;
  unsubscribeToken: string;
}
const preferenceColumns = {
  userId: notificationPreferences.userId,
  questionAnswerEmails: notificationPreferences.questionAnswerEmails,
  unsubscribeToken: notificationPreferences.unsubscribeToken,
};

export async function findPreferences(tx: Tx, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await tx
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/** The user's preferences, made with the defaults and a new unsubscribe token when they have none. */
export async function ensurePreferences(tx: Tx, userId: string): Promise<PreferencesRow> {
  await tx
    .insert(notificationPreferences)
    .values({ userId, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: notificationPreferences.userId });
  return (await findPreferences(tx, userId))!;
}

export async function savePreferences(
  tx: Tx,
  userId: string,
  values: { questionAnswerEmails: boolean },
): Promise<PreferencesRow> {
  await ensurePreferences(tx, userId);
  const [row] = await tx
    .update(notificationPreferences)
    .set(values)
    .where(eq(notificationPreferences.userId, userId))
    .returning(preferenceColumns);
  return row!;
}

export async function unsubscribeByToken(tx: Tx, token: string): Promise<boolean> {
  const rows = await tx
    .update(notificationPreferences)
    .set({ questionAnswerEmails: false })
    .where(eq(notificationPreferences.unsubscribeToken, token))
    .returning({ userId: notificationPreferences.userId });
  return rows.length > 0;
}

/**
 * Deletes at most `limit` read notifications read before `readBefore`, and at most `limit` beyond each user's `keep`
 * newest (read or not); answers how many went. Batched so that one call never holds many rows locked.
 */
export async function pruneUserNotifications(
  tx: Tx,
  options: { readBefore: Date; keep: number; limit: number },
): Promise<{ old: number; surplus: number }> {
  const old = await tx
    .delete(userNotifications)
    .where(
      inArray(
        userNotifications.id,
        tx
          .select({ id: userNotifications.id })
          .from(userNotifications)
          .where(lt(userNotifications.readAt, options.readBefore))
          .limit(options.limit),
      ),
    )
    .returning({ id: userNotifications.id });
  // ranked only within the users who have more than `keep`, newest first as the bell lists them
  const surplus = await tx
    .delete(userNotifications)
    .where(
      sql`${userNotifications.id} in (
        select id from (
          select n.id, row_number() over (partition by n.user_id order by n.created_at desc, n.id desc) as place
          from ${userNotifications} n
          where n.user_id in (
            select user_id from ${userNotifications} group by user_id having count(*) > ${options.keep}
          )
        ) ranked
        where place > ${options.keep}
        limit ${options.limit}
      )`,
    )
    .returning({ id: userNotifications.id });
  return { old: old.length, surplus: surplus.length };
}

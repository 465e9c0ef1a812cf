import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userNotifications } from '../../db/schema/notifications.ts';
import { depsOf } from '../../lib/deps.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  NOTIFICATIONS_PER_USER,
  READ_NOTIFICATION_DAYS,
  pruneUserNotifications,
} from './user-notifications.service.ts';

let t: TestApp;
let reader: { user: TestUser; cookie: string };
let hoarder: { user: TestUser; cookie: string };
const now = new Date('2026-12-03T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const data = { courseId: randomUUID(), courseName: 'Guitar', reviewId: randomUUID(), repliedBy: 'Teacher' };

beforeAll(async () => {
  t = await buildTestApp();
  reader = await signedInUser(t.app, { name: 'Reader' });
  hoarder = await signedInUser(t.app, { name: 'Hoarder' });
});
afterAll(async () => {
  await t.close();
});

const notice = (userId: string, createdAt: Date, readAt: Date | null, excerpt = 'Thanks') => ({
  userId,
  kind: 'review_replied',
  data: { ...data, excerpt },
  createdAt,
  readAt,
});
const excerptsOf = async (userId: string) =>
  (
    await t.app.db
      .select({ data: userNotifications.data })
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
  )
    .map((row) => row.data.excerpt as string)
    .sort();

describe('pruning old learner notifications', () => {
  it('keeps 90 days after reading and 200 per user by default', () => {
    expect(READ_NOTIFICATION_DAYS).toBe(90);
    expect(NOTIFICATIONS_PER_USER).toBe(200);
  });

  it('removes read ones read past the age, never an unread one, and keeps each user’s newest', async () => {
    await t.app.db
      .insert(userNotifications)
      .values([
        notice(reader.user.id, daysAgo(200), daysAgo(120), 'read long ago'),
        notice(reader.user.id, daysAgo(200), daysAgo(30), 'old but read lately'),
        notice(reader.user.id, daysAgo(300), null, 'old and unread'),
        notice(reader.user.id, daysAgo(1), daysAgo(1), 'read yesterday'),
      ]);
    // five for a user who may keep three: the two oldest go, read or not
    await t.app.db
      .insert(userNotifications)
      .values([1, 2, 3, 4, 5].map((n) => notice(hoarder.user.id, daysAgo(n), n === 5 ? daysAgo(1) : null, `day ${n}`)));

    const pruned = await pruneUserNotifications(depsOf(t.app), now, { readDays: 90, perUser: 3, batch: 2 });

    expect(pruned).toEqual({ old: 1, surplus: 2 });
    // the reader had four, one too old after reading; then three, within the limit
    expect(await excerptsOf(reader.user.id)).toEqual(['old and unread', 'old but read lately', 'read yesterday']);
    expect(await excerptsOf(hoarder.user.id)).toEqual(['day 1', 'day 2', 'day 3']);
  });

  it('a second run finds nothing, and the list the learner reads still answers', async () => {
    expect(await pruneUserNotifications(depsOf(t.app), now, { readDays: 90, perUser: 3, batch: 2 })).toEqual({
      old: 0,
      surplus: 0,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/me?page=1&limit=10',
      headers: { cookie: hoarder.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unreadCount: 3, pagination: { totalItems: 3 } });
    expect(res.json().notifications.map((n: { notice: { excerpt: string } }) => n.notice.excerpt)).toEqual([
      'day 1',
      'day 2',
      'day 3',
    ]);
  });
});

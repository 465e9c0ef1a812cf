import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentageChange, type AnalyticsData } from '#shared/analytics.ts';
import { siteVisits } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { insertCourse } from '../../test/commerce.ts';
import { analyticsService } from './analytics.service.ts';

let t: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  learner = (await signedInUser(t.app)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/analytics/admin/${url}`, headers: cookie ? { cookie } : {} });
const dhaka = (local: string) => new Date(`${local}+06:00`);
const counts = (data: AnalyticsData) =>
  Object.fromEntries(data.series.filter((p) => p.count > 0).map((p) => [p.name, p.count]));

describe('analytics buckets in the site time zone (courses created, pinned "now")', () => {
  const now = dhaka('2026-03-15T10:30:00');
  beforeAll(async () => {
    const at = [
      '2026-03-15T00:10:00', // today's first hour in Dhaka, still 14 March in UTC
      '2026-03-15T09:59:00',
      '2026-03-14T23:50:00',
      '2026-03-01T00:00:00',
      '2026-02-28T23:59:00',
      '2025-04-10T12:00:00', // the oldest of the last 12 months
      '2025-03-31T23:00:00', // just before them, and the first record
    ];
    for (const local of at) await insertCourse(t.app, 0, { createdAt: dhaka(local) });
  });
  const report = (period: 'today' | 'week' | 'month' | 'year') =>
    analyticsService(t.app).report('courses', period, now);

  it('fills the 12 calendar months ending with the current one', async () => {
    const { last12Months } = await report('month');
    expect(last12Months).toHaveLength(12);
    expect(last12Months[0]).toEqual({ month: 'Apr 2025', count: 1 });
    expect(last12Months.at(-2)).toEqual({ month: 'Feb 2026', count: 1 });
    expect(last12Months.at(-1)).toEqual({ month: 'Mar 2026', count: 4 });
    expect(last12Months.reduce((sum, m) => sum + m.count, 0)).toBe(6);
  });

  it('today: 24 hourly buckets and the previous 12 days as history', async () => {
    const data = await report('today');
    expect(data.series.map((p) => p.name)).toEqual(
      Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    );
    expect(data.series[0]!.start).toBe('2026-03-14T18:00:00.000Z');
    expect(counts(data)).toEqual({ '00:00': 1, '09:00': 1 });
    expect(data.comparison).toEqual({ currentTotal: 2, historicalAverage: 0.1, percentageChange: 2300 });
  });

  it('week: the 7 days ending today and the 12 weeks before', async () => {
    const data = await report('week');
    expect(data.series.map((p) => p.name)).toEqual([
      '9 Mar',
      '10 Mar',
      '11 Mar',
      '12 Mar',
      '13 Mar',
      '14 Mar',
      '15 Mar',
    ]);
    expect(counts(data)).toEqual({ '14 Mar': 1, '15 Mar': 2 });
    expect(data.comparison).toEqual({ currentTotal: 3, historicalAverage: 0.2, percentageChange: 1700 });
  });

  it('month: the days of the month so far and the 12 months before', async () => {
    const data = await report('month');
    expect(data.series).toHaveLength(15);
    expect(data.series[0]).toMatchObject({ name: '1 Mar', start: '2026-02-28T18:00:00.000Z' });
    expect(counts(data)).toEqual({ '1 Mar': 1, '14 Mar': 1, '15 Mar': 2 });
    expect(data.comparison).toEqual({ currentTotal: 4, historicalAverage: 0.3, percentageChange: 1500 });
  });

  it('year: 12 months of the year; only years since the first record make the average', async () => {
    const data = await report('year');
    expect(data.series.map((p) => p.name)).toEqual(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => `${m} 2026`),
    );
    expect(counts(data)).toEqual({ 'Feb 2026': 1, 'Mar 2026': 4 });
    expect(data.comparison).toEqual({ currentTotal: 5, historicalAverage: 2, percentageChange: 150 });
  });
});

describe('the percentage rule', () => {
  it('is (current - average) / average * 100 to 1 decimal, 0 for nothing and 100 for a first period', () => {
    expect(percentageChange(1, 4)).toBe(-75);
    expect(percentageChange(2, 3)).toBe(-33.3);
    expect(percentageChange(0, 0)).toBe(0);
    expect(percentageChange(3, 0)).toBe(100);
  });

  it('answers 100% for accounts on a site with no earlier period, through the API', async () => {
    const res = await get('users?period=month');
    expect(res.statusCode).toBe(200);
    const { users } = res.json<{ success: true; users: AnalyticsData }>();
    expect(users.period).toBe('month');
    expect(users.comparison).toEqual({ currentTotal: 2, historicalAverage: 0, percentageChange: 100 });
    expect(users.last12Months.at(-1)!.count).toBe(2);
  });
});

describe('GET /analytics/admin/{kind}', () => {
  it('defaults to month, answers each kind under its own key and refuses a bad period', async () => {
    for (const kind of ['users', 'orders', 'courses', 'visitors']) {
      const res = await get(kind);
      expect(res.statusCode, kind).toBe(200);
      expect(res.json()).toMatchObject({ success: true, [kind]: { period: 'month' } });
    }
    const orders = (await get('orders?period=today')).json<{ orders: AnalyticsData }>().orders;
    expect(orders.comparison).toEqual({ currentTotal: 0, historicalAverage: 0, percentageChange: 0 });
    const bad = await get('users?period=decade');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Period must be one of today, week, month, year' });
  });

  it('refuses a learner (403) and a visitor (401)', async () => {
    expect((await get('visitors', learner)).statusCode).toBe(403);
    expect((await get('visitors', null)).statusCode).toBe(401);
  });
});

describe('POST /analytics/visit', () => {
  const visit = (ip: string, ua = 'Firefox') =>
    t.app.inject({ method: 'POST', url: '/api/analytics/visit', remoteAddress: ip, headers: { 'user-agent': ua } });
  const visitorsToday = async () =>
    (await get('visitors?period=today')).json<{ visitors: AnalyticsData }>().visitors.comparison.currentTotal;

  it('counts one visit per visitor per day and stores no IP', async () => {
    const before = await visitorsToday();
    const first = await visit('203.0.113.7');
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await visit('203.0.113.7')).statusCode).toBe(204);
    expect(await visitorsToday()).toBe(before + 1);
    await visit('203.0.113.8');
    await visit('203.0.113.7', 'Chrome');
    expect(await visitorsToday()).toBe(before + 3);
    const rows = await t.app.db.select().from(siteVisits);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
  });

  it('counts the same visitor again on the next local day', async () => {
    const service = analyticsService(t.app);
    expect(await service.recordVisit('198.51.100.1', 'Safari', dhaka('2026-05-01T23:59:00'))).toBe(true);
    expect(await service.recordVisit('198.51.100.1', 'Safari', dhaka('2026-05-01T08:00:00'))).toBe(false);
    expect(await service.recordVisit('198.51.100.1', 'Safari', dhaka('2026-05-02T00:00:00'))).toBe(true);
  });
});

describe('visit rate limit', () => {
  it('answers 429 past the per-IP limit', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2' } });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/analytics/visit', remoteAddress: '192.0.2.9' });
      expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(204);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    } finally {
      await limited.close();
    }
  });
});

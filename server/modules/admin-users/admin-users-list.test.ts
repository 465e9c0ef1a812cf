import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserStats } from '#shared/admin-users.ts';
import type { Pagination } from '#shared/api.ts';
import { userCourses, users } from '../../db/schema/index.ts';
import { signedInUser, type TestUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { enrolUser } from '../../test/catalogue.ts';
import { insertCourse } from '../../test/commerce.ts';

/**
 * Issue 10: the admin user list is paged, searched, filtered and counted by the server; the CSV export streams the
 * filtered list; the dialogs read one user.
 */
let t: TestApp;
let admin: { user: TestUser; cookie: string };
let learner: { user: TestUser; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { role: 'admin', name: 'List Admin' });
  learner = await signedInUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/users/admin/${url}`, headers: cookie ? { cookie } : {} });
const list = async (query: string) => {
  const res = await get(`users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ success: true; users: AdminUser[]; pagination: Pagination }>();
};

/** Inserts `n` users at once (no password), named `${prefix} 001`…, each a minute newer than the one before. */
async function insertUsers(
  n: number,
  prefix: string,
  extra: (i: number) => Partial<typeof users.$inferInsert> = () => ({}),
): Promise<{ id: string; name: string; email: string }[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `${prefix} ${String(i + 1).padStart(3, '0')}`,
    email: `${prefix.toLowerCase().replace(/\W/g, '')}-${i + 1}-${tag}@example.com`,
    isVerified: true,
    createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
    ...extra(i),
  }));
  return t.app.db.insert(users).values(rows).returning({ id: users.id, name: users.name, email: users.email });
}

describe('GET /users/admin/users: paging', () => {
  it('answers 20 newest users by default, then the page asked for, with the pagination', async () => {
    await insertUsers(25, 'Pager');
    const first = await list('search=pager');
    expect(first.users.map((u) => u.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Pager ${String(25 - i).padStart(3, '0')}`),
    );
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 25,
      limit: 20,
      hasPrev: false,
      hasNext: true,
    });

    const third = await list('search=pager&page=3&limit=10');
    expect(third.users.map((u) => u.name)).toEqual(['Pager 005', 'Pager 004', 'Pager 003', 'Pager 002', 'Pager 001']);
    expect(third.pagination).toEqual({
      currentPage: 3,
      totalPages: 3,
      totalItems: 25,
      limit: 10,
      hasPrev: true,
      hasNext: false,
    });

    const beyond = await list('search=pager&page=9&limit=10');
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 9, totalPages: 3, totalItems: 25, hasNext: false });
  });

  it('keeps users created at the same instant on exactly one page (the id breaks ties)', async () => {
    const same = new Date('2031-05-05T05:05:05.123Z');
    const inserted = await insertUsers(7, 'Twin', () => ({ createdAt: same }));
    const pages = await Promise.all([1, 2, 3].map((page) => list(`search=twin&limit=3&page=${page}`)));
    const ids = pages.flatMap((p) => p.users.map((u) => u._id));
    expect(ids).toHaveLength(7);
    expect(new Set(ids)).toEqual(new Set(inserted.map((u) => u.id)));
  });

  it('refuses a limit above 100, a page below 1 and an unknown role with 400', async () => {
    const big = await get('users?limit=101');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect((await get('users?page=0')).statusCode).toBe(400);
    const role = await get('users?role=owner');
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ message: 'Role must be all, user or admin' });
    expect((await list('limit=100')).pagination.limit).toBe(100);
  });

  it('refuses a learner (403) and a visitor (401)', async () => {
    expect((await get('users', learner.cookie)).statusCode).toBe(403);
    expect((await get('users', null)).statusCode).toBe(401);
  });
});

describe('GET /users/admin/users: search and role', () => {
  it('finds a part of the name or e-mail, case-insensitively, in English and Bengali', async () => {
    const [rahim] = await insertUsers(1, 'Rahim Searchable', () => ({ email: `r.khan-${randomUUID()}@Mail.test` }));
    const [bangla] = await insertUsers(1, 'সাকিব হাসান');
    expect((await list('search=SEARCHAB')).users.map((u) => u._id)).toEqual([rahim!.id]);
    expect((await list('search=khan-')).users.map((u) => u._id)).toEqual([rahim!.id]);
    expect((await list('search=mail.TEST')).users.map((u) => u._id)).toEqual([rahim!.id]);
    expect((await list(`search=${encodeURIComponent('  হাসান ')}`)).users.map((u) => u._id)).toEqual([bangla!.id]);
    const none = await list('search=nobody-like-this');
    expect(none.users).toEqual([]);
    expect(none.pagination).toMatchObject({ totalItems: 0, totalPages: 1, hasNext: false });
  });

  it('takes % and _ in the search literally', async () => {
    const [percent] = await insertUsers(1, 'Hundred 100% Sure');
    expect((await list(`search=${encodeURIComponent('0%')}`)).users.map((u) => u._id)).toEqual([percent!.id]);
    expect((await list(`search=${encodeURIComponent('d_1')}`)).users).toEqual([]);
  });

  it('filters by role: admin lists admins and super admins (Team Management), user lists learners', async () => {
    await insertUsers(3, 'Roleplay', (i) =>
      i === 0 ? { role: 'admin' } : i === 1 ? { role: 'admin', isSuperAdmin: true } : {},
    );
    const admins = await list('search=roleplay&role=admin');
    expect(admins.users.map((u) => [u.name, u.role, u.isSuperAdmin])).toEqual([
      ['Roleplay 002', 'admin', true],
      ['Roleplay 001', 'admin', false],
    ]);
    expect(admins.pagination.totalItems).toBe(2);
    expect((await list('search=roleplay&role=user')).users.map((u) => u.name)).toEqual(['Roleplay 003']);
    expect((await list('search=roleplay&role=all')).pagination.totalItems).toBe(3);
  });

  it("answers each user's enrolled courses with their names, oldest enrolment first, and no secrets", async () => {
    const [someone] = await insertUsers(1, 'Enrolled Learner');
    const a = await insertCourse(t.app, 0, { name: 'Course A' });
    const b = await insertCourse(t.app, 0, { name: 'Course B' });
    await enrolUser(t.app, someone!.id, b);
    await enrolUser(t.app, someone!.id, a);
    const res = await get('users?search=enrolled%20learner');
    expect(res.json<{ users: AdminUser[] }>().users).toEqual([
      expect.objectContaining({
        _id: someone!.id,
        courses: [
          { courseId: b, name: 'Course B' },
          { courseId: a, name: 'Course A' },
        ],
      }),
    ]);
    expect(res.body).not.toMatch(/password|googleSub|\$argon2/i);
  });

  it('has an index for the search (trigram) and for each order (created_at, by role)', async () => {
    // The planner prefers a scan on a test-sized table; with scans off it must still find an index to use. (With
    // ORDER BY and LIMIT it may instead walk users_created_idx backwards and filter, when many rows match.)
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const search = await tx.execute(
        sql`explain select id from users where name ilike '%rahim%' or email ilike '%rahim%'`,
      );
      const newest = await tx.execute(
        sql`explain select id from users where role = 'admin' order by created_at desc, id desc limit 20`,
      );
      const everyone = await tx.execute(sql`explain select id from users order by created_at desc, id desc limit 20`);
      const text = (r: unknown) =>
        (r as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
      return { search: text(search), newest: text(newest), everyone: text(everyone) };
    });
    expect(plan.search).toContain('users_name_trgm_idx');
    expect(plan.search).toContain('users_email_trgm_idx');
    expect(plan.search).not.toContain('Seq Scan');
    expect(plan.newest).toMatch(/Scan Backward using users_role_created_idx/);
    expect(plan.everyone).toMatch(/Scan Backward using users_created_idx/);
  });
});

describe('GET /users/admin/stats', () => {
  it('counts every account, the admins, the learners and the enrolments in SQL', async () => {
    const stats = async () => {
      const res = await get('stats');
      expect(res.statusCode).toBe(200);
      return res.json<{ success: true; stats: AdminUserStats }>();
    };
    const before = await stats();
    expect(before.success).toBe(true);
    const [[{ n: total }], [{ n: enrolments }]] = (await Promise.all([
      t.app.db.select({ n: count() }).from(users),
      t.app.db.select({ n: count() }).from(userCourses),
    ])) as [[{ n: number }], [{ n: number }]];
    expect(before.stats.total).toBe(total);
    expect(before.stats.enrollments).toBe(enrolments);
    expect(before.stats.admins + before.stats.regular).toBe(total);

    const [newAdmin, l1] = await insertUsers(3, 'Counted', (i) => (i === 0 ? { role: 'admin' } : {}));
    const course = await insertCourse(t.app, 0);
    await enrolUser(t.app, l1!.id, course);
    await enrolUser(t.app, newAdmin!.id, course);
    expect((await stats()).stats).toEqual({
      total: before.stats.total + 3,
      admins: before.stats.admins + 1,
      regular: before.stats.regular + 2,
      enrollments: before.stats.enrollments + 2,
    });
  });

  it('refuses a learner (403)', async () => {
    expect((await get('stats', learner.cookie)).statusCode).toBe(403);
  });
});

describe('GET /users/admin/users/export', () => {
  it('streams the filtered list as CSV: BOM, the spec columns, plain course titles, quoted and defused cells', async () => {
    const [plain, tricky] = await insertUsers(2, 'Csv Person', (i) =>
      i === 1 ? { name: '=HYPERLINK("x"), Csv Person' } : {},
    );
    const python = await insertCourse(t.app, 0, { name: '<p>Python</p>' });
    const design = await insertCourse(t.app, 0, { name: 'Design "Pro"' });
    await enrolUser(t.app, plain!.id, python);
    await enrolUser(t.app, plain!.id, design);

    const res = await get('users/export?search=csv%20person');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-export-\d+\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFName,Email,Enrolled Courses Count,Courses',
      `"'=HYPERLINK(""x""), Csv Person",${tricky!.email},0,`,
      `Csv Person 001,${plain!.email},2,"Python | Design ""Pro"""`,
      '',
    ]);
  });

  it('writes every matching user exactly once across its batches, and filters by role', async () => {
    // 1,201 users created at the same instant: three batches of 500, ordered by id within the instant.
    const same = new Date('2032-02-02T02:02:02.000Z');
    const many = await insertUsers(1201, 'Bulk Export', (i) => ({ createdAt: same, role: i < 2 ? 'admin' : 'user' }));
    const res = await get('users/export?search=bulk%20export');
    const lines = res.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1201);
    const emails = lines.map((line) => line.split(',')[1]);
    expect(new Set(emails)).toEqual(new Set(many.map((u) => u.email)));

    const admins = await get('users/export?search=bulk%20export&role=admin');
    expect(admins.body.split('\r\n').slice(1, -1)).toHaveLength(2);
  });

  it('refuses a learner (403), a visitor (401) and a bad role (400)', async () => {
    expect((await get('users/export', learner.cookie)).statusCode).toBe(403);
    expect((await get('users/export', null)).statusCode).toBe(401);
    expect((await get('users/export?role=x')).statusCode).toBe(400);
  });
});

describe('GET /users/admin/users/:userId', () => {
  it('answers one user with their courses', async () => {
    const [one] = await insertUsers(1, 'Single User');
    const course = await insertCourse(t.app, 0, { name: 'Only Course' });
    await enrolUser(t.app, one!.id, course);
    const res = await get(`users/${one!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: {
        _id: one!.id,
        name: 'Single User 001',
        email: one!.email,
        courses: [{ courseId: course, name: 'Only Course' }],
      },
    });
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 403 to a learner', async () => {
    const missing = await get(`users/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'User not found', code: 'user_not_found' });
    const bad = await get('users/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The user id is not valid' });
    expect((await get(`users/${learner.user.id}`, learner.cookie)).statusCode).toBe(403);
  });
});

describe('queries per request do not grow with the page', () => {
  it('a page of 1 user and a page of 50 users, each with 2 courses, make the same number of queries', async () => {
    const people = await insertUsers(50, 'Counting Queries');
    const [a, b] = await Promise.all([insertCourse(t.app, 0), insertCourse(t.app, 0)]);
    await t.app.db
      .insert(userCourses)
      .values(
        people.flatMap((p) => [a!, b!].map((courseId) => ({ userId: p.id, courseId, source: 'admin' as const }))),
      );
    const queriesOf = async (url: string) => {
      const before = t.database.queries.count;
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      return t.database.queries.count - before;
    };
    const one = await queriesOf('users?search=counting%20queries&limit=1');
    const fifty = await queriesOf('users?search=counting%20queries&limit=50');
    expect(fifty).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
    expect((await list('search=counting%20queries&limit=50')).users.every((u) => u.courses.length === 2)).toBe(true);
  });
});

import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courses, orders, payments, reviews, userCourses, users } from '../schema/index.ts';
import { SCALE_LEARNER_PASSWORD, scaleLearnerEmail, scaleSizes, seedScale } from './scale.ts';

const sizes = { courses: 30, learners: 20, orders: 200, reviews: 50 };
let t: TestApp;
const logs: string[] = [];
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const total = async (
  table: typeof courses | typeof users | typeof orders | typeof payments | typeof userCourses | typeof reviews,
) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  await seedScale(t.database.db, sizes, (m) => logs.push(m));
});
afterAll(() => t.close());

describe('npm run seed:scale', () => {
  it('creates the asked numbers of courses, learners, paid orders with payments and enrolments, and reviews', async () => {
    expect(await total(courses)).toBe(30);
    expect(await total(users)).toBe(20);
    expect(await total(orders)).toBe(200);
    expect(await total(payments)).toBe(200);
    expect(await total(userCourses)).toBe(200);
    expect(await total(reviews)).toBe(50);
    const [lessonCount] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from course_lessons`),
    );
    expect(lessonCount!.n).toBe(30 * 20);
  });

  it('keeps each course’s counts equal to its enrolments and approved reviews', async () => {
    const [result] = rowsOf<{ bad: number }>(
      await t.database.db.execute(sql`
      select count(*)::int as bad from courses c where c.purchased_count <>
        (select count(*) from user_courses e where e.course_id = c.id)
        or c.review_count <> (select count(*) from reviews r where r.course_id = c.id and r.is_approved)`),
    );
    expect(result!.bad).toBe(0);
  });

  it('gives the courses their search text, so the catalogue search finds them', async () => {
    const [first] = await t.database.db
      .select()
      .from(courses)
      .where(sql`${courses.name}->>'en' = 'JavaScript in Practice 2'`);
    expect(first!.searchText).toContain('javascript in practice 2');
    const found = await t.app.inject({ method: 'GET', url: '/api/courses/public/all-previews?title=Practice%202' });
    expect(found.statusCode).toBe(200);
    expect(found.json().courses.map((c: { name: string }) => c.name)).toContain('JavaScript in Practice 2');
  });

  it('lets a scale learner sign in with the shared password', async () => {
    const cookie = await signIn(t.app, scaleLearnerEmail(7), SCALE_LEARNER_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: { cookie } });
    expect(me.json().user.email).toBe('learner7@scale.pathshala.test');
  });

  it('does nothing when run again with the same sizes', async () => {
    expect(await seedScale(t.database.db, sizes, (m) => logs.push(m))).toBe(false);
    expect(logs.at(-1)).toBe('seed:scale: this database already holds the scale set scale:30:20:200:50');
    expect(await total(orders)).toBe(200);
  });

  it('takes its sizes from flags, then SCALE_* variables, then the defaults', () => {
    expect(scaleSizes(['--courses=500', '--orders=1_000'], { SCALE_LEARNERS: '70', SCALE_ORDERS: '5' })).toEqual({
      courses: 500,
      learners: 70,
      orders: 1000,
      reviews: 200_000,
    });
    expect(() => scaleSizes(['--courses=0'], {})).toThrow('seed:scale: --courses must be a positive whole number');
  });
});

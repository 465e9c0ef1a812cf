import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { planOf, plansOf, statementsOf, type Captured } from '../test/explain.ts';
import { CATALOGUE_CACHE_PREFIX } from '../lib/cache-keys.ts';

/**
 * The hot requests at real size (issue 10): 10,000 courses with 10 lessons each, 2,000 learners, 20,000
 * enrolments, paid orders (with their payments) and reviews, and lesson progress, each table filled by one
 * INSERT … SELECT. Then every statement of the course page, the learner's pages, the admin lists and the analytics
 * is explained: on PostgreSQL (TEST_DATABASE_URL) none may read a large table sequentially. On PGlite, whose
 * planner this test does not judge, the same requests must answer at that size.
 */
const COURSES = 10_000;
const LEARNERS = 2_000;
const PAIRS = 20_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The tables that grow with the catalogue and its learners. */
const LARGE_TABLES = [
  'courses',
  'course_sections',
  'course_lessons',
  'user_courses',
  'lesson_progress',
  'orders',
  'payments',
  'reviews',
];

let t: TestApp;
let learner: string;
let admin: string;
let enrolledCourse: string;
let reviewedCourse: string;

/** Learner `g % LEARNERS` with course `(learner * 37 + g / LEARNERS) % COURSES`: distinct courses per learner. */
const pairs = sql`
  c as (select id, price_poisha as price, row_number() over (order by id) - 1 as idx from courses),
  u as (select id, row_number() over (order by id) - 1 as idx from users where email like '%@explain.test'),
  p as (
    select g, u.id as user_id, c.id as course_id, c.price, md5('explain-payment-' || g)::uuid as payment_id,
      now() - ((g::bigint * 7919) % 63072000) * interval '1 second' as created_at
    from generate_series(0, ${sql.raw(String(PAIRS - 1))}) g
    join u on u.idx = g % ${sql.raw(String(LEARNERS))}
    join c on c.idx = ((g % ${sql.raw(String(LEARNERS))}) * 37 + g / ${sql.raw(String(LEARNERS))}) % ${sql.raw(String(COURSES))})`;

/** One learner's purchase of the courses numbered `from`..`to` (in id order), as the fulfilment writes it. */
const buy = (userId: string, from: number, to: number) => sql`
  with c as (select id, price_poisha as price, row_number() over (order by id) - 1 as idx from courses),
  p as (select c.*, md5('explain-own-' || c.id)::uuid as payment_id from c where idx between ${from} and ${to}),
  pay as (
    insert into payments (id, user_id, status, amount_poisha, items, invoice_id, gateway_mode, expires_at, paid_at)
    select payment_id, ${userId}, 'paid', price, '[]'::jsonb, 'EXPLAIN-OWN-' || idx, 'sandbox',
      now() + interval '1 day', now()
    from p returning id),
  ord as (
    insert into orders (payment_id, user_id, course_id, invoice_id, original_poisha, amount_poisha)
    select payment_id, ${userId}, id, 'EXPLAIN-OWN-' || idx, price, price from p where payment_id in (select id from pay)
    returning course_id)
  insert into user_courses (user_id, course_id, source) select ${userId}, course_id, 'purchase' from ord`;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await db.execute(sql`insert into categories (title) select 'Category ' || n from generate_series(1, 8) n`);
  await db.execute(sql`
    insert into courses (name, description, price_poisha, level, language, category_id, demo_url, tags,
      instructor_name, ratings_average, review_count, purchased_count, is_active, created_at, search_text)
    select
      jsonb_build_object('bn', '', 'en', 'Course ' || n),
      jsonb_build_object('bn', '', 'en', '<p>Course ' || n || ' explained step by step.</p>'),
      case when n % 7 = 0 then 0 else (n % 50) * 10000 end,
      (array['Beginner', 'Intermediate', 'Expert'])[n % 3 + 1], (array['Bangla', 'English'])[n % 2 + 1],
      (select id from categories order by title offset (n % 8) limit 1),
      'demo', jsonb_build_object('bn', '', 'en', 'tag' || (n % 100)), 'Instructor ' || (n % 300),
      (n % 50) / 10.0, n % 40, (n * 37) % 5000, n % 20 <> 0,
      timestamptz '2025-01-01' + n * interval '1 hour',
      'course ' || n || ' explained step by step tag' || (n % 100) || ' instructor ' || (n % 300)
    from generate_series(1, ${sql.raw(String(COURSES))}) n`);
  await db.execute(sql`
    insert into course_sections (course_id, title, position)
    select c.id, jsonb_build_object('bn', '', 'en', 'Part ' || s), s from courses c cross join generate_series(1, 2) s`);
  await db.execute(sql`
    insert into course_lessons (course_id, section_id, position, title, video_url, video_player, video_length,
      is_preview, description)
    select s.course_id, s.id, (s.position - 1) * 5 + l, jsonb_build_object('bn', '', 'en', 'Lesson ' || ((s.position - 1) * 5 + l)),
      'video-' || s.position || '-' || l, 'youtube', 3 + l, s.position = 1 and l = 1,
      '{"bn":"","en":"<p>What it covers.</p>"}'::jsonb
    from course_sections s cross join generate_series(1, 5) l`);
  await db.execute(sql`
    insert into users (name, email, role, is_verified, created_at)
    select 'Learner ' || g, 'learner' || g || '@explain.test', 'user', true, now() - (g % 900) * interval '1 day'
    from generate_series(1, ${sql.raw(String(LEARNERS))}) g`);
  await db.execute(sql`
    with ${pairs}
    insert into payments (id, user_id, status, amount_poisha, items, invoice_id, gateway_mode, payment_method,
      transaction_id, expires_at, paid_at, created_at, updated_at)
    select payment_id, user_id, 'paid', price,
      jsonb_build_array(jsonb_build_object('courseId', course_id, 'courseName', 'Course', 'originalPoisha', price,
        'discountPoisha', 0, 'finalPoisha', price, 'couponId', null, 'couponCode', null)),
      'EXPLAIN-' || g, case when price = 0 then 'free' else 'sandbox' end,
      case when price = 0 then null else 'bkash' end, case when price = 0 then null else 'TX' || g end,
      created_at + interval '1 day', created_at, created_at, created_at
    from p`);
  await db.execute(sql`
    with ${pairs}
    insert into orders (payment_id, user_id, course_id, invoice_id, original_poisha, discount_poisha, amount_poisha,
      created_at)
    select payment_id, user_id, course_id, 'EXPLAIN-' || g, price, 0, price, created_at from p`);
  await db.execute(sql`
    with ${pairs}
    insert into user_courses (user_id, course_id, source, created_at)
    select user_id, course_id, case when price = 0 then 'free' else 'purchase' end, created_at from p`);
  await db.execute(sql`
    with ${pairs}
    insert into reviews (course_id, user_id, rating, comment, is_approved, report_count, created_at, updated_at)
    select course_id, user_id, 1 + (g % 9) * 0.5, 'Review ' || g, g % 10 <> 0, case when g % 50 = 0 then 1 else 0 end,
      created_at + interval '3 days', created_at + interval '3 days'
    from p`);
  await db.execute(sql`
    insert into lesson_progress (user_id, lesson_id, course_id)
    select e.user_id, l.id, l.course_id from user_courses e
    join course_lessons l on l.course_id = e.course_id and l.position <= 3`);

  // The signed-in learner: 8 bought courses (progress in the first), one reviewed, 3 in the cart.
  const signedIn = await signedInUser(t.app);
  learner = signedIn.cookie;
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await db.execute(buy(signedIn.user.id, 100, 107));
  const own = await db.execute(sql`
    select course_id from user_courses where user_id = ${signedIn.user.id} order by course_id limit 1`);
  enrolledCourse = rowsOf<{ course_id: string }>(own)[0]!.course_id;
  await db.execute(sql`
    insert into lesson_progress (user_id, lesson_id, course_id)
    select ${signedIn.user.id}, id, course_id from course_lessons where course_id = ${enrolledCourse} and position <= 4`);
  await db.execute(sql`
    insert into cart_items (user_id, course_id)
    select ${signedIn.user.id}, id from courses order by id offset 200 limit 3`);
  // An active one: every 20th course is inactive, and the ids (random) decide between courses with as many reviews.
  const reviewed = await db.execute(sql`
    select r.course_id from reviews r join courses c on c.id = r.course_id where c.is_active
    group by r.course_id order by count(*) desc, r.course_id limit 1`);
  reviewedCourse = rowsOf<{ course_id: string }>(reviewed)[0]!.course_id;
  await db.execute(sql`vacuum analyze`);
}, 120_000);
afterAll(() => t.close());

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The hot requests: who sends them, and whether the catalogue cache must be emptied first to reach the database. */
function hotRequests(): { url: string; cookie?: string; cached?: boolean }[] {
  const analytics = ['users', 'orders', 'courses', 'visitors'].flatMap((kind) =>
    ['today', 'month', 'year'].map((period) => ({
      url: `/api/analytics/admin/${kind}?period=${period}`,
      cookie: admin,
    })),
  );
  return [
    { url: `/api/courses/public/preview/${reviewedCourse}`, cached: true },
    { url: `/api/reviews/course/${reviewedCourse}`, cached: true },
    { url: '/api/courses/enrolled/my-courses', cookie: learner },
    { url: `/api/courses/enrolled/content/${enrolledCourse}`, cookie: learner },
    { url: '/api/cart/my-cart', cookie: learner },
    { url: '/api/orders/my-orders', cookie: learner },
    { url: '/api/orders/admin/all-orders', cookie: admin },
    { url: '/api/orders/admin/all-orders?page=50&limit=20', cookie: admin },
    { url: '/api/reviews/admin/all', cookie: admin },
    { url: '/api/reviews/admin/all?filter=approved&page=20', cookie: admin },
    { url: '/api/reviews/admin/all?filter=pending', cookie: admin },
    { url: '/api/reviews/admin/all?filter=reported', cookie: admin },
    { url: '/api/users/admin/users', cookie: admin },
    { url: '/api/users/admin/users?role=user&page=30', cookie: admin },
    { url: '/api/users/admin/users?search=learner12', cookie: admin },
    ...analytics,
  ];
}

const send = (request: { url: string; cookie?: string; cached?: boolean }) =>
  statementsOf(t.app, {
    url: request.url,
    cookie: request.cookie,
    before: request.cached ? () => t.app.cache.invalidate(CATALOGUE_CACHE_PREFIX) : undefined,
  });

describe(`the hot requests with ${COURSES} courses and ${PAIRS} enrolments, orders and reviews`, () => {
  it('answers every one of them', async () => {
    for (const request of hotRequests()) await send(request);
  });

  it("shows the learner's own courses, lessons and progress among them", async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/courses/enrolled/my-courses',
      headers: { cookie: learner },
    });
    expect(JSON.stringify(mine.json())).toContain(enrolledCourse);
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${enrolledCourse}`,
      headers: { cookie: learner },
    });
    expect(content.statusCode).toBe(200);
  });

  // Registered on PostgreSQL only: PGlite's plans are not what production runs.
  if (onPostgres)
    it('reads none of the large tables sequentially, but for counts an index could answer alone', async () => {
      const scans: string[] = [];
      const counts: string[] = [];
      let explained = 0;
      for (const request of hotRequests()) {
        const large = (statement: Captured) => LARGE_TABLES.some((table) => statement.text.includes(`"${table}"`));
        for (const { statement, plan, settings } of await plansOf(t.app, await send(request), large)) {
          explained += 1;
          const shape = plan.map((n) => `${n['Node Type']}${n['Relation Name'] ? ` ${n['Relation Name']}` : ''}`);
          const table = plan[1]?.['Relation Name'] ?? '';
          // A count over one table, all of it or most of it: the planner reads the heap when that is cheaper than
          // the index (small tables, or a filter most rows pass). It must have an index-only way all the same.
          if (shape.length === 2 && shape[0] === 'Aggregate' && shape[1] === `Seq Scan ${table}`) {
            const forced = await planOf(t.app, statement, { withoutSeqScan: true, settings });
            if (!forced.some((n) => n['Node Type'] === 'Index Only Scan' && n['Relation Name'] === table))
              counts.push(`${request.url} → ${table}: ${statement.text.slice(0, 300)}`);
            continue;
          }
          for (const node of plan)
            if (node['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(node['Relation Name'] ?? ''))
              scans.push(
                `${request.url} → ${node['Relation Name']} [${shape.join(', ')}]: ${statement.text.slice(0, 300)}`,
              );
        }
      }
      expect(explained).toBeGreaterThanOrEqual(hotRequests().length);
      expect(scans).toEqual([]);
      expect(counts).toEqual([]);
    });
});

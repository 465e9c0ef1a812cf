/**
 * npm run seed:scale   a realistic data set at size on the configured database (DATABASE_URL or DATA_DIR's PGlite):
 *                      10,000 courses with sections and lessons, 50,000 learners, 1,000,000 paid orders (with their
 *                      payments and enrolments) and reviews, so anyone can reproduce the benchmark's figures.
 *
 * Sizes: --courses=N --learners=N --orders=N --reviews=N (or SCALE_COURSES, SCALE_LEARNERS, SCALE_ORDERS,
 * SCALE_REVIEWS). Courses are written from JavaScript (their search text is the app's own courseSearchText);
 * everything else is INSERT … SELECT over generate_series in chunks, which is what makes a million orders take
 * minutes. Every learner's password is SCALE_LEARNER_PASSWORD (one argon2 hash shared by all). Running it again on
 * a database that has the same sizes does nothing. With the embedded database, stop the server first.
 */
import { pathToFileURL } from 'node:url';
import { count, like, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/users/password.ts';
import { courseSearchText } from '../../modules/courses/search.ts';
import { EnvError, loadEnv } from '../../env.ts';
import { openDatabase, type Db } from '../client.ts';
import { categories, courses, seedRuns, users } from '../schema/index.ts';
import { toBilingual, type Bilingual } from '#shared/bilingual.ts';

export interface ScaleSizes {
  courses: number;
  learners: number;
  orders: number;
  reviews: number;
}

export const DEFAULT_SCALE: ScaleSizes = { courses: 10_000, learners: 50_000, orders: 1_000_000, reviews: 200_000 };
export const SCALE_EMAIL_DOMAIN = 'scale.pathshala.test';
export const SCALE_LEARNER_PASSWORD = 'scale-learner-password';
/** The e-mail of the scale set's learner number `n` (from 1). */
export const scaleLearnerEmail = (n: number) => `learner${n}@${SCALE_EMAIL_DOMAIN}`;

const SECTIONS_PER_COURSE = 4;
const LESSONS_PER_SECTION = 5;
const CHUNK = 100_000;
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
/** A whole number written into the SQL text (generate_series and CREATE TABLE AS need typed literals, not parameters). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

const TOPICS_EN = [
  'Web Development',
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Python',
  'Data Science',
  'Machine Learning',
  'Graphic Design',
  'Digital Marketing',
  'Spoken English',
  'Accounting',
  'Freelancing',
  'Photography',
  'Video Editing',
  'Excel',
  'SQL',
  'Android Apps',
  'Cyber Security',
  'IELTS',
];
const TOPICS_BN = [
  'ওয়েব ডেভেলপমেন্ট',
  'জাভাস্ক্রিপ্ট',
  'পাইথন',
  'ডাটা সায়েন্স',
  'গ্রাফিক ডিজাইন',
  'ডিজিটাল মার্কেটিং',
  'স্পোকেন ইংলিশ',
  'হিসাববিজ্ঞান',
  'ফ্রিল্যান্সিং',
  'ফটোগ্রাফি',
  'ভিডিও এডিটিং',
  'এক্সেল',
];
const LEVEL_WORDS = { Beginner: 'for Beginners', Intermediate: 'in Practice', Expert: 'Masterclass' } as const;
const LEVEL_WORDS_BN = { Beginner: 'শুরু থেকে', Intermediate: 'হাতে-কলমে', Expert: 'মাস্টারক্লাস' } as const;
const LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
const INSTRUCTORS = [
  'Ayesha Rahman',
  'Tanvir Hasan',
  'Nusrat Jahan',
  'Rafiq Ahmed',
  'Farhana Akter',
  'Imran Hossain',
  'সাবরিনা ইসলাম',
  'মাহমুদুল হক',
];
const YOUTUBE_IDS = ['aircAruvnKk', 'W6NZfCO5SIk', 'rfscVS0vtbw', 'Ke90Tje7VS0', 'PkZNo7MFNFg', 'hdI2bqOjy3c'];

/** A deterministic pseudo-random sequence, so two runs of the same sizes make the same catalogue. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

/** The course rows of the scale set (numbered from `from`), search text included. */
export function scaleCourseRows(from: number, to: number, categoryIds: string[], now = Date.now()) {
  const rows: (typeof courses.$inferInsert)[] = [];
  for (let n = from; n < to; n++) {
    const random = sequence(n + 1);
    const bangla = n % 3 === 0;
    const level = LEVELS[n % LEVELS.length]!;
    const topic = bangla ? TOPICS_BN[n % TOPICS_BN.length]! : TOPICS_EN[n % TOPICS_EN.length]!;
    const language = bangla ? 'bn' : 'en';
    const inOwn = (text: string) => ({ bn: '', en: '', [language]: text }) as Bilingual;
    const name = inOwn(
      bangla ? `${topic} ${LEVEL_WORDS_BN[level]} ${n + 1}` : `${topic} ${LEVEL_WORDS[level]} ${n + 1}`,
    );
    const description = inOwn(
      bangla
        ? `<p>${topic} শিখুন ধাপে ধাপে: বাস্তব প্রজেক্ট, অনুশীলন আর কুইজ সহ। কোর্স নম্বর ${n + 1}।</p>`
        : `<p>Learn ${topic} step by step with real projects, exercises and quizzes. Course number ${n + 1}.</p>`,
    );
    const tags = inOwn([topic, level.toLowerCase(), bangla ? 'bangla' : 'english'].join(','));
    const instructorName = INSTRUCTORS[n % INSTRUCTORS.length]!;
    const price = n % 10 === 0 ? 0 : (5 + Math.floor(random() * 60)) * 100 * 100; // free or ৳500–৳6,400
    rows.push({
      name,
      description,
      primaryLanguage: language,
      pricePoisha: price,
      estimatedPricePoisha: price > 0 ? Math.round(price * 1.5) : null,
      tags,
      level,
      language: bangla ? 'Bangla' : 'English',
      categoryId: categoryIds.length > 0 ? categoryIds[n % categoryIds.length]! : null,
      demoUrl: YOUTUBE_IDS[n % YOUTUBE_IDS.length]!,
      demoPlayer: 'youtube',
      demoDuration: 5,
      thumbnailUrl: `https://i.ytimg.com/vi/${YOUTUBE_IDS[n % YOUTUBE_IDS.length]}/hqdefault.jpg`,
      instructorName,
      benefits: [
        { title: toBilingual(`Build a real ${topic} project`) },
        { title: toBilingual('Lifetime access to every lesson') },
      ],
      prerequisites: [{ title: toBilingual('A computer and an internet connection') }],
      searchText: courseSearchText({ name, description, tags, instructorName }),
      createdAt: new Date(now - Math.floor(random() * 730 * 86_400_000)),
    });
  }
  return rows;
}

/** Order g belongs to learner g % L and buys course (learner * 37 + g / L) % C: distinct courses per learner. */
async function fillOrders(db: Db, sizes: ScaleSizes, log: (message: string) => void, elapsed: () => string) {
  for (let from = 0; from < sizes.orders; from += CHUNK) {
    const to = Math.min(from + CHUNK, sizes.orders) - 1;
    await db.execute(sql`drop table if exists scale_orders`);
    await db.execute(sql`
      create temporary table scale_orders as
      select g, u.id as user_id, c.id as course_id, c.price, gen_random_uuid() as payment_id,
        now() - ((g::bigint * 7919) % 63072000) * interval '1 second' as created_at
      from generate_series(${int(from)}, ${int(to)}) g
      join scale_learners u on u.idx = g % ${int(sizes.learners)}
      join scale_courses c on c.idx = ((g % ${int(sizes.learners)}) * 37 + g / ${int(sizes.learners)}) % ${int(sizes.courses)}`);
    await db.execute(sql`
      insert into payments (id, user_id, status, amount_poisha, items, invoice_id, gateway_mode, payment_method,
        transaction_id, expires_at, paid_at, created_at, updated_at)
      select o.payment_id, o.user_id, 'paid', o.price,
        jsonb_build_array(jsonb_build_object('courseId', o.course_id, 'courseName', 'Course', 'originalPoisha',
          o.price, 'discountPoisha', 0, 'finalPoisha', o.price, 'couponId', null, 'couponCode', null)),
        'SCALE-' || o.g, case when o.price = 0 then 'free' else 'sandbox' end,
        case when o.price = 0 then null else (array['bkash', 'nagad', 'rocket', 'upay'])[1 + o.g % 4] end,
        case when o.price = 0 then null else 'TX' || o.g end,
        o.created_at + interval '1 day', o.created_at, o.created_at, o.created_at
      from scale_orders o`);
    await db.execute(sql`
      insert into orders (payment_id, user_id, course_id, invoice_id, original_poisha, discount_poisha, amount_poisha,
        created_at)
      select o.payment_id, o.user_id, o.course_id, 'SCALE-' || o.g, o.price, 0, o.price, o.created_at
      from scale_orders o`);
    await db.execute(sql`
      insert into user_courses (user_id, course_id, source, created_at)
      select o.user_id, o.course_id, case when o.price = 0 then 'free' else 'purchase' end, o.created_at
      from scale_orders o`);
    // Reviews from the first orders of each chunk, in proportion: one per (course, learner) since orders are.
    const reviewsHere = Math.round((sizes.reviews * (to + 1 - from)) / sizes.orders);
    await db.execute(sql`
      insert into reviews (course_id, user_id, rating, comment, created_at, updated_at)
      select o.course_id, o.user_id, 1 + (o.g % 9) * 0.5,
        (array['Clear explanations and good projects.', 'খুব ভালো কোর্স, অনেক কিছু শিখেছি।',
          'Good, but the last part was too fast.', 'Worth the price.'])[1 + o.g % 4],
        o.created_at + interval '3 days', o.created_at + interval '3 days'
      from scale_orders o
      order by o.g
      limit ${int(reviewsHere)}`);
    log(`seed:scale: ${to + 1} orders with payments, enrolments and reviews (${elapsed()})`);
  }
  await db.execute(sql`drop table if exists scale_orders`);
}

/** Fills the database up to `sizes`; answers false when a run of the same sizes is already recorded. */
export async function seedScale(db: Db, sizes: ScaleSizes, log: (message: string) => void): Promise<boolean> {
  if (sizes.orders > sizes.learners * sizes.courses)
    throw new Error('seed:scale: more orders than learner and course pairs');
  if (sizes.reviews > sizes.orders) throw new Error('seed:scale: more reviews than orders (a review needs one)');
  const runName = `scale:${sizes.courses}:${sizes.learners}:${sizes.orders}:${sizes.reviews}`;
  const [done] = await db
    .select({ n: count() })
    .from(seedRuns)
    .where(sql`${seedRuns.name} = ${runName}`);
  if (done && done.n > 0) {
    log(`seed:scale: this database already holds the scale set ${runName}`);
    return false;
  }
  const [scaleLearners] = await db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, `%@${SCALE_EMAIL_DOMAIN}`));
  if (scaleLearners && scaleLearners.n > 0)
    throw new Error(
      'seed:scale: this database holds a scale set of other sizes; empty it first (npm run seed -- --reset)',
    );

  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  let categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
  if (categoryIds.length === 0)
    categoryIds = (
      await db
        .insert(categories)
        .values(TOPICS_EN.slice(0, 8).map((title, position) => ({ title, position })))
        .returning({ id: categories.id })
    ).map((c) => c.id);

  // Courses, numbered through a temporary table so the SQL below can pick "course number k".
  await db.execute(
    sql`create temporary table scale_courses (idx integer primary key, id uuid not null, price integer)`,
  );
  const BATCH = 1000;
  for (let from = 0; from < sizes.courses; from += BATCH) {
    const inserted = await db
      .insert(courses)
      .values(scaleCourseRows(from, Math.min(from + BATCH, sizes.courses), categoryIds))
      .returning({ id: courses.id, price: courses.pricePoisha });
    await db.execute(
      sql`insert into scale_courses (idx, id, price) values ${sql.join(
        inserted.map((c, i) => sql`(${from + i}, ${c.id}, ${c.price})`),
        sql`, `,
      )}`,
    );
  }
  log(`seed:scale: ${sizes.courses} courses (${elapsed()})`);

  // Bulk loading: the secondary indexes of the tables filled below are dropped and built again once at the end
  // (a sort per index instead of a million scattered inserts into each). Primary keys stay.
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in ('course_sections', 'course_lessons', 'payments', 'orders', 'user_courses', 'reviews')
        and indexname not in (select conname from pg_constraint)`),
  );
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  try {
    await db.execute(sql`
    insert into course_sections (course_id, title, position)
    select c.id, jsonb_build_object('bn', 'অংশ ' || s, 'en',
      'Part ' || s || ': ' || (array['Getting started', 'Core ideas', 'Projects', 'Going further'])[s]), s
    from scale_courses c cross join generate_series(1, ${int(SECTIONS_PER_COURSE)}) s`);
    await db.execute(sql`
    insert into course_lessons (course_id, section_id, position, title, video_url, video_player, video_length,
      is_preview, description)
    select s.course_id, s.id, (s.position - 1) * ${int(LESSONS_PER_SECTION)} + l,
      jsonb_build_object('bn', '', 'en', 'Lesson ' || ((s.position - 1) * ${int(LESSONS_PER_SECTION)} + l)),
      (array[${sql.join(
        YOUTUBE_IDS.map((id) => sql`${id}`),
        sql`, `,
      )}])[1 + ((s.position * 7 + l) % ${int(YOUTUBE_IDS.length)})],
      'youtube', 3 + (l * 7 + s.position * 3) % 25, s.position = 1 and l = 1,
      '{"bn":"","en":"<p>What this lesson covers.</p>"}'::jsonb
    from course_sections s join scale_courses c on c.id = s.course_id
    cross join generate_series(1, ${int(LESSONS_PER_SECTION)}) l`);
    log(`seed:scale: sections and lessons (${elapsed()})`);

    const passwordHash = await hashPassword(SCALE_LEARNER_PASSWORD);
    await db.execute(sql`
    insert into users (name, email, password_hash, role, is_verified, created_at)
    select 'Learner ' || g, 'learner' || g || '@' || ${SCALE_EMAIL_DOMAIN}, ${passwordHash}, 'user', true,
      now() - (g % 900) * interval '1 day'
    from generate_series(1, ${int(sizes.learners)}) g`);
    await db.execute(sql`
    create temporary table scale_learners as
    select (substring(email from 8 for position('@' in email) - 8))::integer - 1 as idx, id
    from users where email like ${`%@${SCALE_EMAIL_DOMAIN}`}`);
    await db.execute(sql`create unique index on scale_learners (idx)`);
    log(`seed:scale: ${sizes.learners} learners (${elapsed()})`);

    await fillOrders(db, sizes, log, elapsed);
  } finally {
    for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  }
  log(`seed:scale: indexes rebuilt (${elapsed()})`);

  // The kept counts (schema: equal to the approved reviews and the enrolments) of the scale courses.
  await db.execute(sql`
    update courses set
      review_count = coalesce(r.n, 0),
      ratings_average = coalesce(r.average, 0),
      purchased_count = coalesce(e.n, 0),
      sales_count = coalesce(e.bought, 0)
    from scale_courses c
    left join (select course_id, count(*) as n, round(avg(rating), 2) as average from reviews
      where is_approved group by course_id) r on r.course_id = c.id
    left join (select course_id, count(*) as n, count(*) filter (where source = 'purchase') as bought
      from user_courses group by course_id) e on e.course_id = c.id
    where courses.id = c.id`);
  await db.execute(sql`drop table scale_courses`);
  await db.execute(sql`drop table scale_learners`);
  // As autovacuum would soon after a million inserts: the visibility map lets the analytics' range counts read the
  // index alone (an index-only count of a year of orders).
  await db.execute(sql`vacuum analyze`);
  await db.insert(seedRuns).values({ name: runName }).onConflictDoNothing();
  log(`seed:scale: done in ${elapsed()}`);
  return true;
}

/** Sizes from --name=N flags, else SCALE_NAME variables, else the defaults. */
export function scaleSizes(argv: string[], environment: NodeJS.ProcessEnv = process.env): ScaleSizes {
  const sizes = { ...DEFAULT_SCALE };
  for (const key of Object.keys(sizes) as (keyof ScaleSizes)[]) {
    const flag = argv.find((a) => a.startsWith(`--${key}=`))?.split('=')[1];
    const value = flag ?? environment[`SCALE_${key.toUpperCase()}`];
    if (value === undefined) continue;
    const n = Number(value.replace(/[_,]/g, ''));
    if (!Number.isInteger(n) || n < 1) throw new Error(`seed:scale: --${key} must be a positive whole number`);
    sizes[key] = n;
  }
  return sizes;
}

async function main(argv: string[]): Promise<number> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const sizes = scaleSizes(argv);
  // Bulk inserts, index rebuilds and VACUUM take longer than a request's statement timeout may.
  const database = await openDatabase({ ...env, DATABASE_STATEMENT_TIMEOUT_MS: 0 });
  try {
    await database.migrate();
    console.log(
      `seed:scale on ${database.kind === 'postgres' ? 'PostgreSQL' : env.DATA_DIR}: ${JSON.stringify(sizes)}`,
    );
    await seedScale(database.db, sizes, (m) => console.log(m));
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}

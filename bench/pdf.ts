/**
 * `npm run bench -- --pdf`: issue 33's burst of certificates. PDF_LEARNERS (default 500) learners have all but the
 * last lesson of a course done; against one instance of the compiled server (PGlite in `.tmp/bench-pdf`, or
 * DATABASE_URL), a process of its own asks `/api/health` one request after another, for 10 s idle and then while all
 * the learners finish at once: each completes the last lesson (issuing the certificate, whose two PDFs the server
 * draws in the background), reads their certificates and downloads both PDFs. The figure: `/api/health` p99 during
 * the burst against its idle p99 in the same round (goal ≤ 2×), the median over PDF_ROUNDS (default 3) rounds, each
 * on a new course. Seeded as bench/exam.ts seeds: the app built in this process on the same database, the learners
 * inserted in bulk with sessions signed by the app's own tokens.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { sessions, users } from '../server/db/schema/index.ts';
import { loadEnv } from '../server/env.ts';
import { ACCESS_COOKIE } from '../server/modules/auth/cookies.ts';
import { enrolUsers } from '../server/modules/courses/enrolments.repository.ts';
import { hashPassword } from '../server/modules/users/password.ts';
import { courseBody, createCategory, createCourse } from '../server/test/catalogue.ts';
import { BENCH_ADMIN, buildIfStale, root, sleep, startApp, stop } from './app.ts';

const LEARNERS = Number(process.env.PDF_LEARNERS ?? 500);
const ROUNDS = Number(process.env.PDF_ROUNDS ?? 3);
const IDLE_MS = 10_000;
const databaseUrl = process.env.DATABASE_URL;
const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
const dataDir = path.join(root, '.tmp', 'bench-pdf');

const envFor = () =>
  loadEnv({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const median = (values: number[]) => percentile(values, 50);

interface Plan {
  cookies: string[];
  /** Each round's course and the lesson its learners have left. */
  courses: { courseId: string; lastLessonId: string }[];
}

/** Seeds LEARNERS learners who own ROUNDS courses and have done every lesson of each but the last. */
async function seed(): Promise<Plan> {
  const env = envFor();
  const database = await openDatabase(env);
  await database.migrate();
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  try {
    const db = app.db;
    const stamp = Date.now();
    const sessionCookies = async (userIds: string[]) => {
      const rows = await db
        .insert(sessions)
        .values(userIds.map((userId) => ({ userId, userAgent: 'bench' })))
        .returning({ id: sessions.id, userId: sessions.userId });
      return Promise.all(
        rows.map(
          async (r) => `${ACCESS_COOKIE}=${await app.authTokens.signAccess({ userId: r.userId, sessionId: r.id })}`,
        ),
      );
    };
    const [admin] = await db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: `pdf-admin-${stamp}@pathshala.test`,
        passwordHash: await hashPassword(BENCH_ADMIN.password),
        role: 'admin',
        isSuperAdmin: true,
        isVerified: true,
      })
      .returning({ id: users.id });
    const [adminCookie] = await sessionCookies([admin!.id]);
    const category = `Certificates ${stamp}`;
    await createCategory(app, category);

    const passwordHash = await hashPassword('pdf-learner-password');
    const learnerIds: string[] = [];
    for (let from = 0; from < LEARNERS; from += 500) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, LEARNERS - from) }, (_, i) => ({
            name: i % 2 ? `Sumandra Khitish ${from + i + 1}` : `শ্রী সুমন্দ্র ক্ষিতীশ ${from + i + 1}`,
            email: `pdf-${stamp}-${from + i + 1}@bench.pathshala.test`,
            passwordHash,
            isVerified: true,
          })),
        )
        .returning({ id: users.id });
      learnerIds.push(...rows.map((r) => r.id));
    }
    const cookies = await sessionCookies(learnerIds);

    const courses: Plan['courses'] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const course = await createCourse(
        app,
        adminCookie!,
        courseBody(category, { name: `ক্ষমতায়ন ও স্ক্রিপ্ট: Spoken English ${r + 1}` }),
      );
      await db.transaction((tx) => enrolUsers(tx, { courseId: course._id, userIds: learnerIds, source: 'admin' }));
      const content = await app.inject({
        url: `/api/courses/enrolled/content/${course._id}`,
        headers: { cookie: cookies[0]! },
      });
      if (content.statusCode !== 200) throw new Error(`course content: ${content.statusCode} ${content.body}`);
      const lessons = (content.json() as { content: { _id: string }[] }).content.map((l) => l._id);
      if (lessons.length < 2) throw new Error('the bench course needs two lessons at least');
      for (const cookie of cookies)
        for (const lessonId of lessons.slice(0, -1)) {
          const res = await app.inject({
            method: 'PUT',
            url: '/api/courses/enrolled/progress',
            headers: { cookie },
            payload: { courseId: course._id, lessonId, completed: true },
          });
          if (res.statusCode !== 200) throw new Error(`progress: ${res.statusCode} ${res.body}`);
        }
      courses.push({ courseId: course._id, lastLessonId: lessons.at(-1)! });
    }
    return { cookies, courses };
  } finally {
    await app.close();
    await database.close();
  }
}

interface Round {
  idleP99: number;
  burstP99: number;
  burstMs: number;
  healthFailures: number;
  pdfFailures: number;
}

/** Each learner finishes the course, reads their certificates and downloads both PDFs of the new one. */
async function finish(url: string, cookie: string, course: Plan['courses'][number]): Promise<boolean> {
  const done = await fetch(`${url}/api/courses/enrolled/progress`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ courseId: course.courseId, lessonId: course.lastLessonId, completed: true }),
  });
  await done.arrayBuffer();
  if (done.status !== 200) return false;
  const mine = await fetch(`${url}/api/certificates/my`, { headers: { cookie } });
  if (mine.status !== 200) return false;
  const { certificates: list } = (await mine.json()) as { certificates: { _id: string; courseId: string }[] };
  const id = list.find((c) => c.courseId === course.courseId)?._id;
  if (!id) return false;
  for (const lang of ['bn', 'en']) {
    const res = await fetch(`${url}/api/certificates/${id}/pdf?lang=${lang}`, { headers: { cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') return false;
  }
  return true;
}

/** One round: idle, then every learner finishing `course` at once, with the health load throughout. */
async function round(url: string, plan: Plan, course: Plan['courses'][number]): Promise<Round> {
  const load = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'pdf-load.ts'), url], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  load.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => load.once('exit', resolve));
  await sleep(2_000); // the load process is up and asking
  const idleFrom = Date.now();
  await sleep(IDLE_MS);
  const burstFrom = Date.now();
  const answers = await Promise.all(plan.cookies.map((cookie) => finish(url, cookie, course).catch(() => false)));
  const burstTo = Date.now();
  load.kill('SIGTERM');
  await exited;
  const { samples, failures } = JSON.parse(output) as { samples: { at: number; ms: number }[]; failures: number };
  const within = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms);
  return {
    idleP99: percentile(within(idleFrom, burstFrom), 99),
    burstP99: percentile(within(burstFrom, burstTo), 99),
    burstMs: burstTo - burstFrom,
    healthFailures: failures,
    pdfFailures: answers.filter((ok) => !ok).length,
  };
}

export async function runPdfBurst(): Promise<void> {
  await buildIfStale(['server']);
  if (!databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`bench --pdf on ${where}: seeding ${LEARNERS} learners of ${ROUNDS} courses …`);
  const plan = await seed();
  // Every learner asks from this one address: the per-address limit of the public look-ups is lifted.
  process.env.AUTH_RATE_LIMIT_PER_IP = String(LEARNERS * ROUNDS * 10);
  const app = await startApp({ dataDir, databaseUrl });
  const rounds: Round[] = [];
  try {
    for (let r = 0; r < ROUNDS; r++) {
      const result = await round(app.url, plan, plan.courses[r]!);
      rounds.push(result);
      console.log(
        `round ${r + 1}: ${LEARNERS} certificates issued and ${LEARNERS * 2} PDFs downloaded in ${(result.burstMs / 1000).toFixed(1)} s ` +
          `(${result.pdfFailures} failed); /api/health p99 idle ${result.idleP99.toFixed(1)} ms, during the burst ` +
          `${result.burstP99.toFixed(1)} ms (${(result.burstP99 / result.idleP99).toFixed(2)}×; ` +
          `${result.healthFailures} health failures)`,
      );
    }
  } finally {
    await stop(app.child);
  }
  const ratio = median(rounds.map((r) => r.burstP99 / r.idleP99));
  const failed = rounds.reduce((sum, r) => sum + r.pdfFailures + r.healthFailures, 0);
  console.log(
    `\n${LEARNERS} certificates in a burst on ${where}: /api/health p99 during ÷ idle, median of ${ROUNDS}: ${ratio.toFixed(2)}× ` +
      `(goal ≤ 2×: ${ratio <= 2 ? 'met' : 'not met'}); ${failed} failed requests`,
  );
}

/**
 * `npm run bench -- --exam`: issue 37's live model test. EXAM_LEARNERS (default 1,000) learners who own a course start
 * its timed, ranked model test, answer its EXAM_QUESTIONS (default 25) questions and submit, all within the same
 * EXAM_WINDOW_SECONDS (default 120), against one instance of the compiled server on PGlite (a new folder,
 * `.tmp/bench-exam`) or on DATABASE_URL.
 *
 * Seeded fast, before the server starts (PGlite is one process's): the real app is built in this process on the same
 * database and data folder (so the same signing secret), the course, its question bank and the quiz go through the
 * admin's endpoints (the API tests' fixtures), and the learners, their enrolments and sessions are inserted in bulk
 * (one shared password hash; access tokens signed by the app's own AuthTokens) instead of 1,000 sign-ups. The load
 * generator (bench/exam-load.ts) runs in a process of its own. Afterwards the server is stopped and the database
 * itself is asked: every acknowledged answer must be there with its seq, one attempt per learner, every attempt
 * graded.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { attemptQuestions, quizAttempts, sessions, users } from '../server/db/schema/index.ts';
import { loadEnv } from '../server/env.ts';
import { ACCESS_COOKIE } from '../server/modules/auth/cookies.ts';
import { enrolUsers } from '../server/modules/courses/enrolments.repository.ts';
import { hashPassword } from '../server/modules/users/password.ts';
import { courseBody, createCategory, createCourse } from '../server/test/catalogue.ts';
import { addQuestion, createQuiz, quizBody } from '../server/test/quizzes.ts';
import type { QuestionBody } from '#shared/learning/questions.ts';
import { BENCH_ADMIN, buildIfStale, root, startApp, stop } from './app.ts';
import type { ExamLoadResult, ExamPlan } from './exam-load.ts';

const LEARNERS = Number(process.env.EXAM_LEARNERS ?? 1000);
const QUESTIONS = Number(process.env.EXAM_QUESTIONS ?? 25);
const WINDOW_SECONDS = Number(process.env.EXAM_WINDOW_SECONDS ?? 120);
/** The bank holds more questions than the test asks: each learner gets a random draw, shuffled. */
const BANK_SIZE = QUESTIONS * 2;

const databaseUrl = process.env.DATABASE_URL;
const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
const dataDir = path.join(root, '.tmp', 'bench-exam');
const workDir = path.join(root, '.tmp', 'bench-exam-run');

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
/** The nearest-rank percentile of `values`. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

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

/** Questions of every type, in both languages, as a Bengali model test has them. */
function bankQuestion(n: number): QuestionBody {
  const tags = [n % 2 === 0 ? 'পদার্থবিজ্ঞান' : 'রসায়ন'];
  const text = { bn: `প্রশ্ন ${n}: নিচের কোনটি সঠিক?`, en: `Question ${n}: which is right?` };
  const kind = n % 10;
  if (kind === 7) return { type: 'true_false', text, correctOptions: [0], points: 1, tags };
  if (kind === 8) return { type: 'numeric', text, numericAnswer: n, tolerance: 0.5, points: 1, tags };
  if (kind === 9) return { type: 'short_text', text, acceptedAnswers: ['ঢাকা', 'Dhaka'], points: 1, tags };
  const options = ['ক', 'খ', 'গ', 'ঘ'].map((letter) => ({ text: `${letter}) উত্তর ${n}-${letter}` }));
  if (kind === 6) return { type: 'multiple', text, options, correctOptions: [0, 2], points: 2, tags };
  return {
    type: 'single',
    text,
    options,
    correctOptions: [n % 4],
    explanation: `ব্যাখ্যা ${n}`,
    points: 1,
    tags,
  };
}

/** Migrates the database and seeds the model test and its learners; answers the load generator's plan (sans url). */
async function seed(): Promise<Omit<ExamPlan, 'url'>> {
  const env = envFor();
  const database = await openDatabase(env);
  await database.migrate();
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  try {
    const db = app.db;
    const sessionCookie = async (userId: string) => {
      const [session] = await db.insert(sessions).values({ userId, userAgent: 'bench' }).returning();
      return `${ACCESS_COOKIE}=${await app.authTokens.signAccess({ userId, sessionId: session!.id })}`;
    };
    const [admin] = await db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: `exam-admin-${Date.now()}@pathshala.test`,
        passwordHash: await hashPassword(BENCH_ADMIN.password),
        role: 'admin',
        isSuperAdmin: true,
        isVerified: true,
      })
      .returning({ id: users.id });
    const adminCookie = await sessionCookie(admin!.id);
    const category = `Model tests ${Date.now()}`;
    await createCategory(app, category);
    const course = await createCourse(app, adminCookie, courseBody(category, { name: 'SSC মডেল টেস্ট' }));
    for (let n = 1; n <= BANK_SIZE; n++) await addQuestion(app, adminCookie, course._id, bankQuestion(n));
    const quiz = await createQuiz(
      app,
      adminCookie,
      course,
      quizBody({
        title: 'মডেল টেস্ট ১',
        questionCount: QUESTIONS,
        timeLimitMinutes: Math.ceil(WINDOW_SECONDS / 60) + 10,
        attemptsAllowed: 1,
        passPercent: 40,
        negativeMark: 0.25,
        shuffle: true,
        showAnswers: 'after_attempt',
      }),
    );

    // The learners in bulk: one argon2 hash for all (a sign-in would check it; nobody signs in here).
    const passwordHash = await hashPassword('exam-learner-password');
    const stamp = Date.now();
    const learnerIds: string[] = [];
    for (let from = 0; from < LEARNERS; from += 500) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, LEARNERS - from) }, (_, i) => ({
            name: `পরীক্ষার্থী ${from + i + 1}`,
            email: `exam-${stamp}-${from + i + 1}@bench.pathshala.test`,
            passwordHash,
            isVerified: true,
          })),
        )
        .returning({ id: users.id });
      learnerIds.push(...rows.map((r) => r.id));
    }
    await db.transaction((tx) => enrolUsers(tx, { courseId: course._id, userIds: learnerIds, source: 'admin' }));
    const sessionRows = await db
      .insert(sessions)
      .values(learnerIds.map((userId) => ({ userId, userAgent: 'bench' })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const cookies = await Promise.all(
      sessionRows.map(
        async (s) => `${ACCESS_COOKIE}=${await app.authTokens.signAccess({ userId: s.userId, sessionId: s.id })}`,
      ),
    );
    return { quizId: quiz._id, cookies, windowSeconds: WINDOW_SECONDS };
  } finally {
    await app.close();
    await database.close();
  }
}

/** What the database holds after the test, against what the load generator was told was saved. */
async function check(quizId: string, load: ExamLoadResult) {
  const database = await openDatabase(envFor());
  try {
    const db = database.db;
    const [attemptsRow] = await db
      .select({
        attempts: count(),
        learners: sql<number>`count(distinct ${quizAttempts.userId})::int`,
        graded: sql<number>`count(*) filter (where ${quizAttempts.submittedAt} is not null)::int`,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, quizId));
    const kept = await db
      .select({
        attemptId: attemptQuestions.attemptId,
        questionId: attemptQuestions.questionId,
        seq: attemptQuestions.seq,
        answered: sql<boolean>`${attemptQuestions.answer} is not null`,
      })
      .from(attemptQuestions)
      .innerJoin(quizAttempts, eq(quizAttempts.id, attemptQuestions.attemptId))
      .where(and(eq(quizAttempts.quizId, quizId), sql`${attemptQuestions.seq} > 0`));
    const keptSeq = new Map(kept.map((k) => [`${k.attemptId}/${k.questionId}`, k]));
    // Lost: acknowledged (200) but not kept with that seq and an answer.
    const lost = load.acknowledged.filter((a) => {
      const row = keptSeq.get(`${a.attemptId}/${a.questionId}`);
      return !row || row.seq !== a.seq || !row.answered;
    });
    return {
      attempts: attemptsRow!.attempts,
      learners: attemptsRow!.learners,
      graded: attemptsRow!.graded,
      keptAnswers: kept.filter((k) => k.answered).length,
      lost: lost.length,
    };
  } finally {
    await database.close();
  }
}

export async function runExam(): Promise<void> {
  await buildIfStale(['server']);
  if (!databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  console.log(
    `exam bench on ${where}: ${fmt(LEARNERS)} learners, ${QUESTIONS} questions each (drawn from ${BANK_SIZE}), ` +
      `${WINDOW_SECONDS} s, one instance; seeding…`,
  );
  const seeded = performance.now();
  const plan = await seed();
  console.log(`seeded in ${fmt((performance.now() - seeded) / 1000, 1)} s`);
  const app = await startApp({ dataDir, databaseUrl });
  let load: ExamLoadResult;
  try {
    const planFile = path.join(workDir, 'plan.json');
    const outFile = path.join(workDir, 'result.json');
    fs.writeFileSync(planFile, JSON.stringify({ ...plan, url: app.url } satisfies ExamPlan));
    fs.rmSync(outFile, { force: true });
    const generator = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/exam-load.ts'), planFile, outFile],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const code = await new Promise<number | null>((resolve) => generator.on('exit', resolve));
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    load = JSON.parse(fs.readFileSync(outFile, 'utf8')) as ExamLoadResult;
  } finally {
    await stop(app.child);
  }
  const db = await check(plan.quizId, load);

  const lines: string[] = [];
  const report = (what: string, figure: string, goal: string, met: boolean | null) => {
    const line = `${what}: ${figure} — goal ${goal} — ${met === null ? 'reported' : met ? 'met' : 'not met'}`;
    lines.push(line);
    console.log(line);
  };
  const lat = (values: number[]) =>
    `p99 ${fmt(percentile(values, 99), 1)} ms (p50 ${fmt(percentile(values, 50), 1)}, p95 ${fmt(percentile(values, 95), 1)}, ` +
    `max ${fmt(Math.max(...values), 1)}; ${fmt(values.length)} answers)`;
  const errors = Object.values(load.errors).reduce((a, b) => a + b, 0);
  const answerP99 = percentile(load.latencies.answer, 99);
  const submitP99 = percentile(load.latencies.submit, 99);
  const spanS = (load.lastMs - load.firstMs) / 1000;
  report('start an attempt', lat(load.latencies.start), 'none', null);
  report('save an answer', lat(load.latencies.answer), '≤ 200 ms', answerP99 <= 200);
  report('submit', lat(load.latencies.submit), '≤ 500 ms', submitP99 <= 500);
  report(
    'lost answers (acknowledged, not in the database with their seq)',
    `${db.lost} of ${fmt(load.acknowledged.length)} acknowledged (${fmt(db.keptAnswers)} kept)`,
    '0',
    db.lost === 0,
  );
  report(
    'duplicate attempts',
    `${db.attempts - db.learners} (${fmt(db.attempts)} attempts of ${fmt(db.learners)} learners; ${fmt(db.graded)} graded)`,
    '0',
    db.attempts === db.learners,
  );
  report(
    'errors',
    `${errors}${errors ? ` (${JSON.stringify(load.errors)}; ${load.errorSamples.join(' | ')})` : ''}`,
    '0',
    errors === 0,
  );
  report(
    'the test as run',
    `${fmt(load.attempts.length)} started, ${fmt(load.submitted)} submitted, first request to last answer ` +
      `${fmt(spanS, 1)} s`,
    `${fmt(LEARNERS)} within ${WINDOW_SECONDS} s`,
    load.submitted === LEARNERS && spanS <= WINDOW_SECONDS,
  );
  console.log(`\nsummary (exam, ${where}, ${fmt(LEARNERS)} learners):\n${lines.join('\n')}`);
}

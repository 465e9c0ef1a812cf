import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import type { Attempt } from '#shared/learning/attempts.ts';
import type { AdminQuestion } from '#shared/learning/questions.ts';
import { attemptQuestions, quizAttempts } from '../../db/schema/index.ts';
import { signedInUser } from '../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { courseBody, createCategory, createCourse, enrolUser } from '../../test/catalogue.ts';
import { addQuestion, createQuiz, leaks, quizBody, SECRET, secretQuestions } from '../../test/quizzes.ts';
import { attemptsService } from './attempts.service.ts';

let t: TestApp;
let admin: string;
let course: AdminCourse;
let bank: AdminQuestion[];

async function learner() {
  const { user, cookie } = await signedInUser(t.app, { name: 'Rahim Uddin' });
  await enrolUser(t.app, user.id, course._id);
  return { user, cookie };
}
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const start = (quizId: string, cookie: string) => inject('POST', `/quizzes/${quizId}/attempts`, cookie);
const save = (attempt: string, question: string, cookie: string, answer: unknown, seq: number) =>
  inject('PUT', `/attempts/${attempt}/answers/${question}`, cookie, { answer, seq });
const submit = (attempt: string, cookie: string) => inject('POST', `/attempts/${attempt}/submit`, cookie);

/** The learner's right answer to each of the secret questions, by what its question shows. */
function rightAnswers(attempt: Attempt): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of attempt.questions) {
    const byText = (text: string) => q.options.find((o) => o.text === text)!._id;
    if (q.type === 'single') out[q._id] = [byText('ঢাকা')];
    if (q.type === 'multiple') out[q._id] = [byText('two'), byText('three')];
    if (q.type === 'true_false') out[q._id] = [byText('True')];
    if (q.type === 'numeric') out[q._id] = String(SECRET.numeric).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    if (q.type === 'short_text') out[q._id] = `  ${SECRET.accepted.toLowerCase()} `;
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t.app, { role: 'admin' })).cookie;
  await createCategory(t.app, 'Science');
  course = await createCourse(t.app, admin, courseBody('Science'));
  bank = [];
  for (const q of secretQuestions()) bank.push(await addQuestion(t.app, admin, course._id, q));
});
afterAll(() => t.close());

describe('a quiz is a lesson', () => {
  it('is created beside the lessons by the contract’s call, and kept by course edits', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ title: 'Chapter test', questionCount: 5 }));
    expect(quiz).toEqual({ _id: expect.any(String), lessonId: expect.any(String) });
    const content = await inject('GET', `/courses/admin/all-courses`, admin);
    const lessons = (content.json().courses as AdminCourse[]).find((c) => c._id === course._id)!.courseData;
    expect(lessons.map((l) => [l.type, l.title])).toEqual([
      ['video', course.courseData[0]!.title],
      ['video', course.courseData[1]!.title],
      ['quiz', { bn: '', en: 'Chapter test' }],
    ]);
    // The wizard saves the course with the quiz lesson moved first: it stays the same quiz.
    const [a, b, q] = lessons;
    const edited = await inject('PUT', `/courses/admin/update/${course._id}`, admin, {
      ...courseBody('Science'),
      courseData: [q, a, b],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().course.courseData[0]).toMatchObject({ _id: quiz.lessonId, type: 'quiz' });
    expect((await inject('GET', `/admin/quizzes/${quiz._id}`, admin)).json().quiz.title).toBe('Chapter test');
    const made = await inject('PUT', `/courses/admin/update/${course._id}`, admin, {
      ...courseBody('Science'),
      courseData: [q, a, b, { ...b, _id: undefined, type: 'quiz', title: 'Sneaky' }],
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toBe(
      'A quiz lesson is created with the quiz form; this one does not exist in the course',
    );
  });

  it('refuses a quiz the bank cannot fill, or a section that does not exist', async () => {
    const many = await inject('POST', `/admin/courses/${course._id}/quizzes`, admin, quizBody({ questionCount: 6 }));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('The bank has 5 matching questions; the quiz needs 6');
    const tagged = await inject(
      'POST',
      `/admin/courses/${course._id}/quizzes`,
      admin,
      quizBody({ questionCount: 3, tags: ['ভূগোল'] }),
    );
    expect(tagged.json().message).toBe('The bank has 2 matching questions; the quiz needs 3');
    const section = await inject('POST', `/admin/courses/${course._id}/quizzes`, admin, quizBody({ sectionIndex: 4 }));
    expect(section.json().message).toBe('The course has no section at that position');
  });
});

describe('taking a quiz', () => {
  it('is for owners of the course (and admins previewing)', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 2 }));
    const stranger = (await signedInUser(t.app)).cookie;
    const refused = await start(quiz._id, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need to purchase this course to take its quizzes');
    expect((await start(quiz._id, admin)).statusCode).toBe(201);
  });

  it('never answers a key or an explanation before grading, then reviews every question', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5, shuffle: true }));
    const { cookie } = await learner();
    const overview = await inject('GET', `/lessons/${quiz.lessonId}/quiz`, cookie);
    expect(overview.json().quiz).toMatchObject({ title: 'Model test 1', questionCount: 5, attemptsUsed: 0 });
    const started = await start(quiz._id, cookie);
    expect(started.statusCode).toBe(201);
    expect(leaks(started.body)).toEqual([]);
    const attempt = started.json().attempt as Attempt;
    expect(attempt.questions).toHaveLength(5);
    expect(Object.keys(attempt.questions[0]!).sort()).toEqual(['_id', 'lang', 'options', 'points', 'text', 'type']);
    const answers = rightAnswers(attempt);
    let seq = 0;
    for (const [questionId, answer] of Object.entries(answers)) {
      const res = await save(attempt._id, questionId, cookie, answer, ++seq);
      expect(res.statusCode).toBe(200);
      expect(leaks(res.body)).toEqual([]);
    }
    const again = await inject('GET', `/attempts/${attempt._id}`, cookie);
    expect(leaks(again.body)).toEqual([]);
    expect(again.json().attempt.answers).toHaveLength(5);

    const graded = await submit(attempt._id, cookie);
    expect(graded.json().result).toEqual({
      score: 6,
      maxScore: 6,
      percent: 100,
      passed: true,
      rank: 1,
      of: 1,
      percentile: 0,
    });
    const review = (await inject('GET', `/attempts/${attempt._id}`, cookie)).json().attempt;
    expect(review.review).toHaveLength(5);
    expect(review.review.every((r: { correct: boolean }) => r.correct)).toBe(true);
    expect(JSON.stringify(review.review)).toContain(SECRET.explanation);
    // a second submit answers the same result
    expect((await submit(attempt._id, cookie)).json().result).toMatchObject({ score: 6, rank: 1 });
  });

  it('keeps each answer once by its seq, refuses a wrong shape, and closes at the deadline', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5, timeLimitMinutes: 30 }));
    const { cookie } = await learner();
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    const single = attempt.questions.find((q) => q.type === 'single')!;
    const [first, second] = single.options;
    expect((await save(attempt._id, single._id, cookie, [first!._id], 2)).json().saved).toEqual({
      questionId: single._id,
      seq: 2,
    });
    // the same seq resent, and an older one arriving late, change nothing
    expect((await save(attempt._id, single._id, cookie, [first!._id], 2)).statusCode).toBe(200);
    expect((await save(attempt._id, single._id, cookie, [second!._id], 1)).json().saved.seq).toBe(2);
    const [row] = await t.app.db
      .select()
      .from(attemptQuestions)
      .where(and(eq(attemptQuestions.attemptId, attempt._id), eq(attemptQuestions.questionId, single._id)));
    expect(row).toMatchObject({ answer: [first!._id], seq: 2 });

    const bad = await save(attempt._id, single._id, cookie, [first!._id, second!._id], 3);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This answer does not fit the question');
    const numeric = attempt.questions.find((q) => q.type === 'numeric')!;
    expect((await save(attempt._id, numeric._id, cookie, 'বারো', 1)).statusCode).toBe(400);
    expect((await save(attempt._id, numeric._id, cookie, '১২.৫', 1)).statusCode).toBe(200);

    // the server's clock: past the deadline an answer is refused and says so
    await t.app.db
      .update(quizAttempts)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(quizAttempts.id, attempt._id));
    const late = await save(attempt._id, single._id, cookie, [second!._id], 9);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'attempt_closed',
      message: 'Time is up: this attempt was submitted with the answers saved before the deadline',
    });
    // graded with what was saved: the single answer right (1 point of 6)
    const result = (await submit(attempt._id, cookie)).json().result;
    expect(result).toMatchObject({ score: 1, maxScore: 6, passed: false });
    const after = await save(attempt._id, single._id, cookie, [second!._id], 10);
    expect(after.json().message).toBe('This attempt has been submitted; answers can no longer change');
  });

  it('marks negatively, never below 0, and gives partial credit where set', async () => {
    const other = await createCourse(t.app, admin, courseBody('Science', { name: 'Negative' }));
    const q1 = await addQuestion(t.app, admin, other._id, {
      type: 'multiple',
      text: 'Pick',
      options: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }],
      correctOptions: [0, 1],
      partialCredit: true,
      points: 2,
    });
    const q2 = await addQuestion(t.app, admin, other._id, {
      type: 'single',
      text: 'One',
      options: [{ text: 'a' }, { text: 'b' }],
      correctOptions: [0],
    });
    const quiz = await createQuiz(
      t.app,
      admin,
      other,
      quizBody({ questionIds: [q1._id, q2._id], questionCount: 2, negativeMark: 0.25 }),
    );
    const { user, cookie } = await signedInUser(t.app);
    await enrolUser(t.app, user.id, other._id);
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    const [a, , c] = q1.options;
    await save(attempt._id, q1._id, cookie, [a!._id, c!._id], 1); // one right, one wrong: (1 − 1) / 2 = 0 → wrong
    await save(attempt._id, q2._id, cookie, [q2.options[1]!._id], 1); // wrong
    expect((await submit(attempt._id, cookie)).json().result).toMatchObject({ score: 0, maxScore: 3, percent: 0 });

    const again = await createQuiz(
      t.app,
      admin,
      other,
      quizBody({ questionIds: [q1._id, q2._id], questionCount: 2, negativeMark: 0.25 }),
    );
    const next = (await start(again._id, cookie)).json().attempt as Attempt;
    await save(next._id, q1._id, cookie, [a!._id], 1); // half of 2 points
    await save(next._id, q2._id, cookie, [q2.options[1]!._id], 1); // −0.25
    expect((await submit(next._id, cookie)).json().result).toMatchObject({ score: 0.75, maxScore: 3, percent: 25 });
  });
});

describe('saving answers under concurrency', () => {
  it('keeps the newest seq whatever order concurrent saves of one question arrive in', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5 }));
    const { cookie } = await learner();
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    const multiple = attempt.questions.find((q) => q.type === 'multiple')!;
    const ids = multiple.options.map((o) => o._id);
    // seq n chooses the first (n mod 3) + 1 options: the kept answer tells which seq won
    const chosen = (seq: number) => ids.slice(0, (seq % 3) + 1);
    const seqs = [7, 3, 12, 1, 9, 20, 5, 16, 2, 11, 18, 4, 14, 8, 19, 6, 13, 10, 17, 15];
    const answers = await Promise.all(seqs.map((seq) => save(attempt._id, multiple._id, cookie, chosen(seq), seq)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(seqs.length).fill(200));
    for (const a of answers) expect(a.json().saved.seq).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db
      .select()
      .from(attemptQuestions)
      .where(and(eq(attemptQuestions.attemptId, attempt._id), eq(attemptQuestions.questionId, multiple._id)));
    expect(row).toMatchObject({ seq: 20, answer: chosen(20) });
    // an older seq sent afterwards is answered with the seq kept, and changes nothing
    const late = await save(attempt._id, multiple._id, cookie, chosen(3), 3);
    expect(late.json().saved).toEqual({ questionId: multiple._id, seq: 20 });
  });

  it('grades every acknowledged answer when saves race the submit, and refuses the rest', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5 }));
    const { cookie } = await learner();
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    const right = Object.entries(rightAnswers(attempt));
    const points = new Map(attempt.questions.map((q) => [q._id, q.points]));
    const [submitted, ...saves] = await Promise.all([
      submit(attempt._id, cookie),
      ...right.map(([questionId, answer]) => save(attempt._id, questionId, cookie, answer, 1)),
    ]);
    expect(submitted!.statusCode).toBe(200);
    let acknowledged = 0;
    for (const [i, res] of saves.entries()) {
      if (res.statusCode === 200) acknowledged += points.get(right[i]![0])!;
      else
        expect(res.json()).toMatchObject({
          code: 'attempt_closed',
          message: 'This attempt has been submitted; answers can no longer change',
        });
    }
    // every answer right, no negative marking: the score is the points of exactly the answers acknowledged
    expect(submitted!.json().result.score).toBe(acknowledged);
  });

  it('checks an answer against the question as it is now, after an admin rewrote its options', async () => {
    const other = await createCourse(t.app, admin, courseBody('Science', { name: 'Rewritten' }));
    const question = await addQuestion(t.app, admin, other._id, {
      type: 'single',
      text: 'Pick one',
      options: [{ text: 'a' }, { text: 'b' }],
      correctOptions: [0],
    });
    const quiz = await createQuiz(t.app, admin, other, quizBody({ questionIds: [question._id], questionCount: 1 }));
    const { user, cookie } = await signedInUser(t.app);
    await enrolUser(t.app, user.id, other._id);
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    const [a, b] = question.options;
    expect((await save(attempt._id, question._id, cookie, [b!._id], 1)).statusCode).toBe(200);
    // option b goes, c comes: the shape this instance saw first is out of date
    const rewritten = await inject('PUT', `/admin/questions/${question._id}`, admin, {
      type: 'single',
      text: 'Pick one',
      options: [{ _id: a!._id, text: 'a' }, { text: 'c' }],
      correctOptions: [1],
    });
    expect(rewritten.statusCode).toBe(200);
    const c = (rewritten.json().question as AdminQuestion).options.find((o) => Object.values(o.text).includes('c'))!;
    const gone = await save(attempt._id, question._id, cookie, [b!._id], 2);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe('This answer does not fit the question');
    expect((await save(attempt._id, question._id, cookie, [c._id], 3)).json().saved.seq).toBe(3);
  });

  it('refuses a save after the deadline even when the seq is new, and keeps the one before', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5, timeLimitMinutes: 10 }));
    const { cookie } = await learner();
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    const tf = attempt.questions.find((q) => q.type === 'true_false')!;
    const [yes, no] = tf.options;
    expect((await save(attempt._id, tf._id, cookie, [yes!._id], 1)).statusCode).toBe(200);
    await t.app.db
      .update(quizAttempts)
      .set({ endsAt: new Date(Date.now() - 1) })
      .where(eq(quizAttempts.id, attempt._id));
    const late = await save(attempt._id, tf._id, cookie, [no!._id], 2);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Time is up: this attempt was submitted with the answers saved before the deadline',
    );
    // the repeat of an acknowledged save is still answered 200 (a page resending after a lost answer)
    expect((await save(attempt._id, tf._id, cookie, [yes!._id], 1)).json().saved.seq).toBe(1);
    const [row] = await t.app.db
      .select()
      .from(attemptQuestions)
      .where(and(eq(attemptQuestions.attemptId, attempt._id), eq(attemptQuestions.questionId, tf._id)));
    expect(row).toMatchObject({ seq: 1, answer: [yes!._id] });
  });

  it("answers 404 for another learner's attempt without writing", async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5 }));
    const owner = await learner();
    const attempt = (await start(quiz._id, owner.cookie)).json().attempt as Attempt;
    const tf = attempt.questions.find((q) => q.type === 'true_false')!;
    const intruder = await learner();
    const res = await save(attempt._id, tf._id, intruder.cookie, [tf.options[0]!._id], 1);
    expect(res.statusCode).toBe(404);
    expect((await submit(attempt._id, intruder.cookie)).statusCode).toBe(404);
    const [row] = await t.app.db
      .select()
      .from(attemptQuestions)
      .where(and(eq(attemptQuestions.attemptId, attempt._id), eq(attemptQuestions.questionId, tf._id)));
    expect(row).toMatchObject({ seq: 0, answer: null });
  });
});

describe('attempts and limits', () => {
  it('starts exactly one attempt for 20 concurrent starts on a 1-attempt quiz', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 3, attemptsAllowed: 1 }));
    const { user, cookie } = await learner();
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(quiz._id, cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().attempt._id)).size).toBe(1);
    const rows = await t.app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
    // a reload resumes it; once submitted, no attempt is left
    const id = answers[0]!.json().attempt._id as string;
    expect((await start(quiz._id, cookie)).json().attempt._id).toBe(id);
    await submit(id, cookie);
    const none = await start(quiz._id, cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You have no attempts left for this quiz');
    // an admin gives this learner another attempt and ten more minutes
    const grant = await inject('PUT', `/admin/quizzes/${quiz._id}/grants/${user.id}`, admin, { extraAttempts: 1 });
    expect(grant.json().grant).toEqual({ extraAttempts: 1, extraMinutes: 0 });
    const second = await start(quiz._id, cookie);
    expect(second.statusCode).toBe(201);
    expect(second.json().attempt.number).toBe(2);
  });

  it('gives extra minutes to an attempt in progress', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 1, timeLimitMinutes: 10 }));
    const { user, cookie } = await learner();
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    await inject('PUT', `/admin/quizzes/${quiz._id}/grants/${user.id}`, admin, { extraMinutes: 15 });
    const moved = (await inject('GET', `/attempts/${attempt._id}`, cookie)).json().attempt as Attempt;
    expect(Date.parse(moved.endsAt!) - Date.parse(attempt.endsAt!)).toBe(15 * 60_000);
    const overview = (await inject('GET', `/lessons/${quiz.lessonId}/quiz`, cookie)).json().quiz;
    expect(overview.timeLimitMinutes).toBe(25);
  });

  it('closes overdue attempts itself with the answers saved', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5, timeLimitMinutes: 5 }));
    const { cookie } = await learner();
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    const answers = rightAnswers(attempt);
    const tf = attempt.questions.find((q) => q.type === 'true_false')!;
    await save(attempt._id, tf._id, cookie, answers[tf._id], 1);
    const endsAt = new Date(Date.now() - 60_000);
    await t.app.db.update(quizAttempts).set({ endsAt }).where(eq(quizAttempts.id, attempt._id));
    const closed = await attemptsService({ db: t.app.db, cache: t.app.cache }).closeOverdue(new Date(), 10_000);
    expect(closed).toBe(1);
    const [row] = await t.app.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt._id));
    expect(row).toMatchObject({ score: 1, submittedAt: endsAt });
  });
});

describe('results and merit', () => {
  it('ranks graded first attempts, lists the top by display name (or initials), never e-mails', async () => {
    const other = await createCourse(t.app, admin, courseBody('Science', { name: 'Merit' }));
    const qs = [];
    for (const q of secretQuestions()) qs.push(await addQuestion(t.app, admin, other._id, q));
    const quiz = await createQuiz(t.app, admin, other, quizBody({ questionCount: 5, passPercent: 90 }));
    const people = [];
    for (const [i, name] of ['Amina Khatun', 'Babul Mia', 'Chandra Das'].entries()) {
      const { user, cookie } = await signedInUser(t.app, { name });
      await enrolUser(t.app, user.id, other._id);
      people.push({ user, cookie });
      const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
      const answers = Object.entries(rightAnswers(attempt)).slice(0, 5 - i * 2);
      for (const [questionId, answer] of answers) await save(attempt._id, questionId, cookie, answer, 1);
      await submit(attempt._id, cookie);
    }
    await inject('PUT', '/quizzes/merit-name', people[1]!.cookie, { initials: true });
    const merit = await inject('GET', `/quizzes/${quiz._id}/merit`, people[2]!.cookie);
    expect(merit.json()).toMatchObject({
      top: [
        { rank: 1, displayName: 'Amina Khatun', score: 6 },
        { rank: 2, displayName: 'B. M.', score: expect.any(Number) },
        { rank: 3, displayName: 'Chandra Das', score: expect.any(Number) },
      ],
      me: { rank: 3, displayName: 'Chandra Das' },
      of: 3,
      initials: false,
    });
    for (const p of people) expect(merit.body).not.toContain(p.user.email);
    const stranger = (await signedInUser(t.app)).cookie;
    expect((await inject('GET', `/quizzes/${quiz._id}/merit`, stranger)).statusCode).toBe(403);

    const results = (await inject('GET', `/admin/quizzes/${quiz._id}/results`, admin)).json();
    expect(results.summary).toMatchObject({ attempts: 3, learners: 3, graded: 3, passed: 1 });
    expect(results.distribution.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(3);
    expect(results.questions).toHaveLength(5);
    expect(results.questions[0].share).toBeLessThanOrEqual(results.questions[4].share);
    const csv = await inject('GET', `/admin/quizzes/${quiz._id}/results/export`, admin);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Amina Khatun');
  });

  it('marks the quiz lesson complete when an attempt passes', async () => {
    const quiz = await createQuiz(t.app, admin, course, quizBody({ questionCount: 5, passPercent: 40 }));
    const { cookie } = await learner();
    const attempt = (await start(quiz._id, cookie)).json().attempt as Attempt;
    for (const [questionId, answer] of Object.entries(rightAnswers(attempt)))
      await save(attempt._id, questionId, cookie, answer, 1);
    expect((await submit(attempt._id, cookie)).json().result.passed).toBe(true);
    const content = (await inject('GET', `/courses/enrolled/content/${course._id}`, cookie)).json();
    expect(content.completedLessonIds).toContain(quiz.lessonId);
  });
});

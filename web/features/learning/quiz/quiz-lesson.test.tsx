import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT_MESSAGES, type Attempt, type LearnerQuiz, type Result } from '#shared/learning/attempts.ts';
import { quizzesApi } from '#shared/endpoints/quizzes.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, fail, renderWithProviders, sentBody, stubApi } from '#web/test/render.tsx';
import { setOnline } from '#web/test/network.ts';
import { queueAnswer, readOutbox } from './outbox.ts';
import { QuizLesson } from './quiz-lesson.tsx';

const COURSE = '11111111-1111-4111-8111-111111111111';
const LESSON = '33333333-3333-4333-8333-333333333333';
const QUIZ = '44444444-4444-4444-8444-444444444444';
let attemptCounter = 0;
const newAttemptId = () => `55555555-5555-4555-8555-${String(++attemptCounter).padStart(12, '0')}`;
const Q = (n: number) => `6666666${n}-6666-4666-8666-666666666666`;

const quiz = (over: Partial<LearnerQuiz> = {}): LearnerQuiz => ({
  _id: QUIZ,
  lessonId: LESSON,
  courseId: COURSE,
  title: 'Model test 1',
  questionCount: 3,
  timeLimitMinutes: 10,
  attemptsAllowed: 1,
  attemptsUsed: 0,
  passPercent: 40,
  negativeMark: 0.25,
  showAnswers: 'after_attempt',
  opensAt: null,
  closesAt: null,
  openAttemptId: null,
  attempts: [],
  ...over,
});

const NOW = '2026-12-02T01:00:00.000Z';
const attempt = (id: string, over: Partial<Attempt> = {}): Attempt => ({
  _id: id,
  quizId: QUIZ,
  number: 1,
  startedAt: NOW,
  endsAt: new Date(Date.parse(NOW) + 10 * 60_000).toISOString(),
  serverNow: NOW,
  submittedAt: null,
  questions: [
    {
      _id: Q(1),
      type: 'single',
      text: '<p>2 + 2 = ?</p>',
      lang: 'en',
      points: 1,
      options: [
        { _id: 'o1', text: 'Three', lang: 'en' },
        { _id: 'o2', text: 'Four', lang: 'en' },
      ],
    },
    {
      _id: Q(2),
      type: 'multiple',
      text: '<p>Prime numbers</p>',
      lang: 'en',
      points: 2,
      options: [
        { _id: 'p1', text: 'Two', lang: 'en' },
        { _id: 'p2', text: 'Nine', lang: 'en' },
        { _id: 'p3', text: 'Seven', lang: 'en' },
      ],
    },
    { _id: Q(3), type: 'numeric', text: '<p>Half of 25</p>', lang: 'en', points: 1, options: [] },
  ],
  answers: [],
  result: null,
  review: null,
  ...over,
});

const result: Result = { score: 18.5, maxScore: 25, percent: 74, passed: true, rank: 12, of: 340, percentile: 96.47 };

function open(entries: Parameters<typeof stubApi>[0], admin = false) {
  const fetchMock = stubApi(entries);
  return { fetchMock, ...renderWithProviders(<QuizLesson lessonId={LESSON} courseId={COURSE} admin={admin} />) };
}

afterEach(async () => {
  setOnline(true);
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('a quiz lesson', () => {
  it('starts an attempt, saves each answer as given with a rising seq, and submits to the result and rank', async () => {
    const id = newAttemptId();
    const graded = attempt(id, { submittedAt: NOW, result, answers: [] });
    let submitted = false;
    const { fetchMock } = open([
      answer(quizzesApi.forLesson, () => ({ success: true, quiz: quiz({ attemptsUsed: submitted ? 1 : 0 }) })),
      answer(quizzesApi.start, { success: true, attempt: attempt(id) }),
      answer(quizzesApi.answer, ({ params, body }) => ({
        success: true,
        message: 'Answer saved',
        saved: { questionId: params.questionId!, seq: (body as { seq: number }).seq },
      })),
      answer(quizzesApi.submit, () => {
        submitted = true;
        return { success: true, result };
      }),
      answer(quizzesApi.attempt, () => ({ success: true, attempt: submitted ? graded : attempt(id) })),
    ]);
    const facts = await screen.findByTestId('quiz-facts');
    expect(facts).toHaveTextContent('10 minutes');
    expect(facts).toHaveTextContent('0 of 1 used');
    expect(facts).toHaveTextContent('−0.25');
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByTestId('quiz-timer')).toHaveTextContent(/^(10:00|9:5\d)$/);

    const [first, second, third] = screen.getAllByTestId('quiz-question');
    await userEvent.click(within(first!).getByRole('radio', { name: 'Four' }));
    await waitFor(() => expect(callsTo(fetchMock, `/attempts/${id}/answers/${Q(1)}`, 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, `/attempts/${id}/answers/${Q(1)}`)).toEqual({ answer: ['o2'], seq: 1 });
    await userEvent.click(within(second!).getByRole('checkbox', { name: 'Two' }));
    await userEvent.click(within(second!).getByRole('checkbox', { name: 'Seven' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, `/attempts/${id}/answers/${Q(2)}`)).toEqual({ answer: ['p1', 'p3'], seq: 3 }),
    );
    // a number in Bengali digits goes as typed; the server reads it
    await userEvent.type(within(third!).getByRole('textbox'), 'x');
    expect(within(third!).getByText(/Enter a number, in Bengali or English digits/)).toBeInTheDocument();
    await userEvent.clear(within(third!).getByRole('textbox'));
    await userEvent.type(within(third!).getByRole('textbox'), '১২.৫');
    await userEvent.tab();
    await waitFor(() =>
      expect(sentBody(fetchMock, `/attempts/${id}/answers/${Q(3)}`)).toEqual({ answer: '১২.৫', seq: 4 }),
    );
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('3 of 3 answered');
    await waitFor(() => expect(screen.getByTestId('quiz-save-status')).toHaveTextContent('All answers saved'));

    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const card = await screen.findByTestId('quiz-result');
    expect(within(card).getByTestId('quiz-score')).toHaveTextContent('18.50 / 25');
    expect(within(card).getByTestId('quiz-percent')).toHaveTextContent('74.00%');
    expect(within(card).getByTestId('quiz-outcome')).toHaveTextContent('Passed');
    expect(within(card).getByTestId('quiz-rank')).toHaveTextContent('12th / 340');
    expect(within(card).getByRole('link', { name: 'See the merit list' })).toHaveAttribute(
      'href',
      `/course-access/${COURSE}/merit/${QUIZ}?lesson=${LESSON}`,
    );
    expect(callsTo(fetchMock, `/attempts/${id}/submit`, 'POST')).toHaveLength(1);
    expect((await readOutbox(id)).pending).toEqual({});
  });

  it('asks "Submit anyway?" with the focus on its answer, and gives the focus back when the learner keeps answering', async () => {
    const id = newAttemptId();
    const { fetchMock } = open([
      answer(quizzesApi.forLesson, { success: true, quiz: quiz() }),
      answer(quizzesApi.start, { success: true, attempt: attempt(id) }),
      answer(quizzesApi.attempt, { success: true, attempt: attempt(id) }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    await screen.findByTestId('quiz-timer');
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const question = screen.getByRole('group', { name: '3 questions are not answered. Submit anyway?' });
    expect(within(question).getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Submit anyway/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Keep answering' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Submit answers' })).toHaveFocus();
    expect(callsTo(fetchMock, `/attempts/${id}/submit`, 'POST')).toHaveLength(0);
  });

  it('shows the result in Bengali digits: ১৮.৫০ / ২৫ and ১২তম / ৩৪০, and no start when no attempt is left', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const id = newAttemptId();
    // graded by the server while this browser still held an answer: it is dropped, never sent
    await queueAnswer(id, Q(1), ['o1'], 0);
    const { fetchMock } = open([
      answer(quizzesApi.forLesson, {
        success: true,
        quiz: quiz({
          attemptsUsed: 1,
          attempts: [{ _id: id, number: 1, submittedAt: NOW, score: 18.5, maxScore: 25, percent: 74, passed: true }],
        }),
      }),
      answer(quizzesApi.attempt, { success: true, attempt: attempt(id, { submittedAt: NOW, result }) }),
    ]);
    const facts = await screen.findByTestId('quiz-facts');
    expect(facts).toHaveTextContent('১০ মিনিট');
    expect(facts).toHaveTextContent('১টির মধ্যে ১টি ব্যবহৃত');
    expect(screen.getByText('এই কুইজে আপনার আর কোনো চেষ্টা বাকি নেই')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'কুইজ শুরু করুন' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ফলাফল দেখুন' }));
    const card = await screen.findByTestId('quiz-result');
    expect(within(card).getByTestId('quiz-score')).toHaveTextContent('১৮.৫০ / ২৫');
    expect(within(card).getByTestId('quiz-percent')).toHaveTextContent('৭৪.০০%');
    expect(within(card).getByTestId('quiz-outcome')).toHaveTextContent('পাস');
    expect(within(card).getByTestId('quiz-rank')).toHaveTextContent('১২তম / ৩৪০');
    await waitFor(async () => expect(await readOutbox(id)).toEqual({ pending: {}, lastSeq: 0 }));
    expect(callsTo(fetchMock, `/attempts/${id}/answers/${Q(1)}`, 'PUT')).toHaveLength(0);
  });

  it('keeps answering offline, keeps the answers in IndexedDB and sends each exactly once when back', async () => {
    const id = newAttemptId();
    let online = true;
    let submitted = false;
    const { fetchMock } = open([
      // once graded, the quiz no longer lists the attempt as open: the page keeps showing it
      answer(quizzesApi.forLesson, () => ({
        success: true,
        quiz: quiz({ openAttemptId: submitted ? null : id, attemptsUsed: 1 }),
      })),
      answer(quizzesApi.attempt, { success: true, attempt: attempt(id) }),
      answer(quizzesApi.answer, ({ params, body }) => {
        if (!online) throw new TypeError('Failed to fetch');
        return {
          success: true,
          message: 'Answer saved',
          saved: { questionId: params.questionId!, seq: (body as { seq: number }).seq },
        };
      }),
      answer(quizzesApi.submit, () => {
        submitted = true;
        return { success: true, result };
      }),
    ]);
    const [first, second] = await screen.findAllByTestId('quiz-question');
    online = false;
    setOnline(false);
    await userEvent.click(within(first!).getByRole('radio', { name: 'Three' }));
    await userEvent.click(within(first!).getByRole('radio', { name: 'Four' }));
    await userEvent.click(within(second!).getByRole('checkbox', { name: 'Nine' }));
    await waitFor(() =>
      expect(screen.getByTestId('quiz-save-status')).toHaveTextContent('2 answers kept on this device'),
    );
    expect(callsTo(fetchMock, `/attempts/${id}/answers/${Q(1)}`, 'PUT')).toHaveLength(0);
    const kept = await readOutbox(id);
    expect(Object.values(kept.pending).map((p) => [p.questionId, p.answer, p.seq])).toEqual([
      [Q(1), ['o2'], 2],
      [Q(2), ['p2'], 3],
    ]);
    // Submit while offline waits for the network, keeping the answers
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/the attempt is submitted as soon as the connection is back/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `/attempts/${id}/submit`, 'POST')).toHaveLength(0);

    online = true;
    setOnline(true);
    expect(await screen.findByTestId('quiz-result')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `/lessons/${LESSON}/quiz`).length).toBeGreaterThan(1));
    expect(screen.getByTestId('quiz-rank')).toHaveTextContent('12th / 340');
    const puts = (q: string) => callsTo(fetchMock, `/attempts/${id}/answers/${q}`, 'PUT');
    expect(puts(Q(1)).map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ answer: ['o2'], seq: 2 }]);
    expect(puts(Q(2)).map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ answer: ['p2'], seq: 3 }]);
    expect(callsTo(fetchMock, `/attempts/${id}/submit`, 'POST')).toHaveLength(1);
    const submitAt = fetchMock.mock.calls.findIndex(([u]) => String(u).endsWith('/submit'));
    const lastPut = fetchMock.mock.calls.findLastIndex(([u, init]) => init?.method === 'PUT' && String(u).includes(id));
    expect(lastPut).toBeLessThan(submitAt);
  });

  it('resumes the attempt in progress after a reload: the saved answers and the ones left in IndexedDB', async () => {
    const id = newAttemptId();
    // the page before the reload saved question 1 and left question 3 unsent
    await queueAnswer(id, Q(3), '12.5', 4);
    const { fetchMock } = open([
      answer(quizzesApi.forLesson, { success: true, quiz: quiz({ openAttemptId: id, attemptsUsed: 1 }) }),
      answer(quizzesApi.attempt, {
        success: true,
        attempt: attempt(id, { answers: [{ questionId: Q(1), answer: ['o1'], seq: 4 }] }),
      }),
      answer(quizzesApi.answer, ({ params, body }) => ({
        success: true,
        message: 'Answer saved',
        saved: { questionId: params.questionId!, seq: (body as { seq: number }).seq },
      })),
    ]);
    const [first, , third] = await screen.findAllByTestId('quiz-question');
    expect(within(first!).getByRole('radio', { name: 'Three' })).toBeChecked();
    await waitFor(() => expect(within(third!).getByRole('textbox')).toHaveValue('12.5'));
    await waitFor(() =>
      expect(sentBody(fetchMock, `/attempts/${id}/answers/${Q(3)}`)).toEqual({ answer: '12.5', seq: 5 }),
    );
    expect(callsTo(fetchMock, `/quizzes/${QUIZ}/attempts`, 'POST')).toHaveLength(0);
    // a new answer takes a seq above every one seen
    await userEvent.click(within(first!).getByRole('radio', { name: 'Four' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, `/attempts/${id}/answers/${Q(1)}`)).toEqual({ answer: ['o2'], seq: 6 }),
    );
  });

  it('says so when the server refuses an answer sent after the deadline', async () => {
    const id = newAttemptId();
    open([
      answer(quizzesApi.forLesson, { success: true, quiz: quiz({ openAttemptId: id }) }),
      answer(quizzesApi.attempt, { success: true, attempt: attempt(id) }),
      answer(quizzesApi.answer, fail('attempt_closed', ATTEMPT_MESSAGES.deadline)),
    ]);
    const [first] = await screen.findAllByTestId('quiz-question');
    await userEvent.click(within(first!).getByRole('radio', { name: 'Four' }));
    expect(
      await within(first!).findByText('This answer reached the server after the deadline and was not saved.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await readOutbox(id)).pending).toEqual({}));
  });

  it('counts down from the server’s endsAt, warns at 5 and 1 minutes, and submits at zero with what was saved', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.parse(NOW) });
    const id = newAttemptId();
    // this browser's clock is 30 s behind the server's: the server's clock counts
    const serverNow = new Date(Date.parse(NOW) + 30_000).toISOString();
    const endsAt = new Date(Date.parse(serverNow) + 5 * 60_000 + 2_000).toISOString();
    const { fetchMock } = open([
      answer(quizzesApi.forLesson, { success: true, quiz: quiz({ openAttemptId: id }) }),
      answer(quizzesApi.attempt, { success: true, attempt: attempt(id, { serverNow, endsAt }) }),
      answer(quizzesApi.submit, { success: true, result: { ...result, passed: false, rank: 300 } }),
    ]);
    expect(await screen.findByTestId('quiz-timer')).toHaveTextContent('5:02');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByTestId('quiz-warning')).toHaveTextContent('5 minutes left');
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(screen.getByTestId('quiz-warning')).toHaveTextContent('1 minute left');
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent('0:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('quiz-timer')).toHaveTextContent('0:00');
    expect(await screen.findByTestId('quiz-result')).toHaveTextContent('Not passed');
    expect(callsTo(fetchMock, `/attempts/${id}/submit`, 'POST')).toHaveLength(1);
  });

  it('shows the review when the quiz allows it: the answer given, the right one and the explanation', async () => {
    const id = newAttemptId();
    const graded = attempt(id, {
      submittedAt: NOW,
      result,
      answers: [{ questionId: Q(1), answer: ['o1'], seq: 1 }],
      review: [
        {
          questionId: Q(1),
          correct: false,
          earned: -0.25,
          correctOptionIds: ['o2'],
          numericAnswer: null,
          tolerance: 0,
          acceptedAnswers: [],
          explanation: '<p>Two and two make four.</p>',
          explanationLang: 'en',
        },
        {
          questionId: Q(3),
          correct: false,
          earned: 0,
          correctOptionIds: [],
          numericAnswer: 12.5,
          tolerance: 0.1,
          acceptedAnswers: [],
          explanation: '',
          explanationLang: 'en',
        },
      ],
    });
    open([
      answer(quizzesApi.forLesson, {
        success: true,
        quiz: quiz({
          attemptsUsed: 1,
          attempts: [{ _id: id, number: 1, submittedAt: NOW, score: 18.5, maxScore: 25, percent: 74, passed: true }],
        }),
      }),
      answer(quizzesApi.attempt, { success: true, attempt: graded }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'See the result' }));
    const items = await screen.findAllByTestId('review-item');
    expect(items[0]).toHaveTextContent('Your answer: Three');
    expect(items[0]).toHaveTextContent('Right answer: Four');
    expect(items[0]).toHaveTextContent('Two and two make four.');
    expect(items[1]).toHaveTextContent('Your answer: Not answered');
    expect(items[1]).toHaveTextContent('Right answer: 12.5 ± 0.1');
  });

  it('gives an admin an unranked preview and shows the quiz window', async () => {
    const id = newAttemptId();
    open(
      [
        answer(quizzesApi.forLesson, {
          success: true,
          quiz: quiz({
            attemptsAllowed: null,
            opensAt: '2026-12-02T04:00:00.000Z',
            closesAt: '2026-12-02T06:00:00.000Z',
          }),
        }),
        answer(quizzesApi.start, { success: true, attempt: attempt(id) }),
      ],
      true,
    );
    const facts = await screen.findByTestId('quiz-facts');
    expect(facts).toHaveTextContent('Unlimited');
    expect(facts).toHaveTextContent('Opens2 Dec 2026, 10:00');
    expect(facts).toHaveTextContent('Closes2 Dec 2026, 12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Admin preview: this attempt is graded but never ranked.')).toBeInTheDocument();
  });

  it('explains a refused start in the reader’s words', async () => {
    open([
      answer(quizzesApi.forLesson, { success: true, quiz: quiz({ attemptsAllowed: null }) }),
      answer(quizzesApi.start, fail('quiz_not_open', 'This quiz is not open yet')),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quiz is not open now.');
  });
});

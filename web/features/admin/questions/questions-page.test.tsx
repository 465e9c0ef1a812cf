import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxQuestion, QuestionInboxAnswer } from '#shared/catalogue/question-inbox.ts';
import { learningApi } from '#shared/endpoints/learning.ts';
import { questionsAdminApi } from '#shared/endpoints/questions.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, fail, PENDING, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { QuestionsPage } from './questions-page.tsx';

const COURSE_A = '00000000-0000-4000-8000-0000000000a1';
const COURSE_B = '00000000-0000-4000-8000-0000000000b1';
const LESSON = '00000000-0000-4000-8000-0000000000c1';
const Q1 = '00000000-0000-4000-8000-000000000001';
const Q2 = '00000000-0000-4000-8000-000000000002';

const learner = { _id: 'u1', name: 'Karim', avatar: null, role: 'user' as const };
const question = (over: Partial<InboxQuestion> = {}): InboxQuestion => ({
  _id: Q1,
  course: { _id: COURSE_A, name: 'TypeScript from Zero' },
  lesson: { _id: LESSON, title: 'Generics' },
  user: learner,
  question: 'Why does infer need a conditional type?',
  createdAt: '2026-11-20T10:00:00.000Z',
  questionReplies: [],
  ...over,
});
const inbox = (questions: InboxQuestion[], over: Partial<QuestionInboxAnswer> = {}): QuestionInboxAnswer => ({
  success: true,
  questions,
  courses: [
    { _id: COURSE_B, name: 'Design Basics' },
    { _id: COURSE_A, name: 'TypeScript from Zero' },
  ],
  unansweredCount: 1,
  pagination: {
    currentPage: 1,
    totalPages: 1,
    totalItems: questions.length,
    limit: 10,
    hasPrev: false,
    hasNext: false,
  },
  ...over,
});
const DEFAULT = [
  question(),
  question({
    _id: Q2,
    course: { _id: COURSE_B, name: 'Design Basics' },
    question: 'Which grid should I use?',
    questionReplies: [
      {
        _id: 'a1',
        user: { _id: 'ad', name: 'Farhana', avatar: null, role: 'admin' },
        answer: 'A 12-column grid.',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
  }),
];

function renderInbox(answers: StubEntry[] = []) {
  const fetchMock = stubApi([...answers, answer(questionsAdminApi.list, inbox(DEFAULT))]);
  renderPage(<QuestionsPage />);
  render(<Toaster />);
  return fetchMock;
}
const listQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, '/questions/admin/all').map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('admin questions inbox', () => {
  it('shows skeletons while loading, an inline error with retry, and an empty state', async () => {
    renderInbox([answer(questionsAdminApi.list, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByTestId('questions-loading')).toBeInTheDocument();
    cleanup();
    renderInbox([answer(questionsAdminApi.list, fail('internal_error', 'down'))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    cleanup();
    renderInbox([answer(questionsAdminApi.list, inbox([], { unansweredCount: 0 }))]);
    expect(await screen.findByText('Learners have not asked any questions yet.')).toBeInTheDocument();
  });

  it('lists questions with course, lesson, learner, state and answers, and the unanswered count', async () => {
    const fetchMock = renderInbox();
    const items = await screen.findAllByTestId('inbox-question');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('TypeScript from Zero · Generics');
    expect(within(items[0]!).getByText('Karim')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Why does infer need a conditional type?')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Unanswered')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Answered')).toBeInTheDocument();
    expect(within(items[1]!).getByText('A 12-column grid.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 question waiting for an answer' })).toBeInTheDocument();
    expect(listQueries(fetchMock)[0]).toEqual({ page: '1', limit: '10', status: 'all' });
  });

  it('asks the server for the chosen course, state and page', async () => {
    const fetchMock = renderInbox([
      answer(questionsAdminApi.list, ({ query }) =>
        inbox(DEFAULT, {
          pagination: {
            currentPage: Number(query.get('page')),
            totalPages: 3,
            totalItems: 25,
            limit: 10,
            hasPrev: query.get('page') !== '1',
            hasNext: true,
          },
        }),
      ),
    ]);
    await screen.findAllByTestId('inbox-question');
    const course = screen.getByRole('combobox', { name: 'Course' });
    expect(
      within(course)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All courses', 'Design Basics', 'TypeScript from Zero']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '2' }));
    await userEvent.selectOptions(course, 'TypeScript from Zero');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unanswered');
    await vi.waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        limit: '10',
        status: 'unanswered',
        courseId: COURSE_A,
      }),
    );
  });

  it("answers inline through the learning page's endpoint and refreshes the list", async () => {
    let answered = false;
    const fetchMock = renderInbox([
      answer(questionsAdminApi.list, () =>
        inbox(
          answered
            ? [
                question({
                  questionReplies: [
                    {
                      _id: 'a9',
                      user: { _id: 'ad', name: 'Farhana', avatar: null, role: 'admin' },
                      answer: 'Because infer only works inside extends.',
                      createdAt: '2026-11-22T10:00:00.000Z',
                    },
                  ],
                }),
              ]
            : [question()],
        ),
      ),
      answer(learningApi.answer, () => {
        answered = true;
        return { success: true, message: 'Answer added successfully', contentId: LESSON, questions: [] };
      }),
    ]);
    const [item] = await screen.findAllByTestId('inbox-question');
    await userEvent.click(within(item!).getByRole('button', { name: 'Post Answer' }));
    expect(within(item!).getByRole('alert')).toHaveTextContent("Answer can't be empty");
    expect(callsTo(fetchMock, '/courses/enrolled/answer')).toHaveLength(0);
    await userEvent.type(
      within(item!).getByRole('textbox', { name: 'Your answer' }),
      ' Because infer only works inside extends. ',
    );
    await userEvent.click(within(item!).getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('Answer posted. The learner sees it on the lesson.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/courses/enrolled/answer')).toEqual({
      answer: 'Because infer only works inside extends.',
      courseId: COURSE_A,
      contentId: LESSON,
      questionId: Q1,
    });
    expect(await screen.findByText('Because infer only works inside extends.')).toBeInTheDocument();
    expect(within(screen.getByTestId('inbox-question')).getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });

  it("shows the server's message when an answer fails", async () => {
    renderInbox([answer(learningApi.answer, fail('question_not_found', 'Question not found'))]);
    const [item] = await screen.findAllByTestId('inbox-question');
    await userEvent.type(within(item!).getByRole('textbox', { name: 'Your answer' }), 'Hello');
    await userEvent.click(within(item!).getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
  });

  it('speaks Bengali', async () => {
    await i18n.changeLanguage('bn');
    renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রশ্ন' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1টি প্রশ্ন উত্তরের অপেক্ষায়' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'কোর্স' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'উত্তর দিন' })).toHaveLength(2);
  });
});

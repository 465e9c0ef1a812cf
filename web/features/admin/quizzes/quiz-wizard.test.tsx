import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { coursesAdminApi } from '#shared/endpoints/courses.ts';
import { questionBankApi } from '#shared/endpoints/question-bank.ts';
import { quizzesAdminApi } from '#shared/endpoints/quizzes.ts';
import { answer, callsTo, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { findRichText, preloadRichTextEditor } from '#web/test/rich-text.ts';
import { adminCourse, categoriesAnswer, COURSE_ID, coursesAnswer, lastCall, lesson } from '../courses/test-data.ts';
import { UpdateCoursePage } from '../courses/wizard/course-wizard-page.tsx';
import { question, quiz } from './test-data.ts';

const QUIZ_LESSON = '55555555-5555-4555-8555-555555555555';
const NEW_LESSON = '66666666-6666-4666-8666-666666666666';
const existing = quiz({ courseId: COURSE_ID, lessonId: QUIZ_LESSON, title: 'Warm-up' });
const bank = [question(1), question(2, { tags: ['algebra'] }), question(3, { tags: ['algebra'] })];

function show(answers: StubEntry[] = []) {
  const course = adminCourse({
    thumbnail: { url: '/uploads/courses/t.webp' },
    courseData: [lesson(), lesson({ _id: QUIZ_LESSON, type: 'quiz', title: 'Warm-up', videoUrl: '', videoLength: 0 })],
  });
  const fetchMock = stubApi([
    ...answers,
    answer(coursesAdminApi.all, coursesAnswer([course])),
    answer(coursesAdminApi.update, { success: true, message: 'Course updated successfully!', course }),
    answer(quizzesAdminApi.list, { success: true, quizzes: [existing] }),
    answer(quizzesAdminApi.one, { success: true, quiz: { ...existing, questionIds: null } }),
    answer(questionBankApi.list, { success: true, questions: bank, tags: ['algebra'] }),
    answer(layoutsApi.get, categoriesAnswer),
  ]);
  const view = renderPage(<UpdateCoursePage />, {
    path: '/admin/update-course/:id',
    url: `/admin/update-course/${COURSE_ID}`,
  });
  render(<Toaster />);
  return { fetchMock, ...view };
}

async function openContent(user: ReturnType<typeof userEvent.setup>) {
  await findRichText('Course Name');
  const steps = screen.getByRole('navigation', { name: 'Wizard steps' });
  await user.click(within(steps).getByRole('button', { name: /Course Content/ }));
}

beforeAll(preloadRichTextEditor, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('Quizzes in the course wizard', () => {
  it('shows a quiz lesson with its settings, and keeps it by id and type when the course is saved', async () => {
    const { fetchMock } = show();
    const user = userEvent.setup();
    await openContent(user);
    const card = await screen.findByRole('article', { name: 'Lesson 2: Warm-up (quiz)' });
    expect(await within(card).findByText('2 questions · 20 minutes · 1 attempt · Pass at 40%')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Results: Warm-up' })).toHaveAttribute(
      'href',
      `/admin/quiz-results/${existing._id}`,
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Wizard steps' })).getByRole('button', { name: /Course Preview/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Update Course' }));
    await screen.findByText('Course updated successfully!');
    expect(lastCall(fetchMock, `/courses/admin/update/${COURSE_ID}`)?.body).toMatchObject({
      courseData: [
        { _id: lesson()._id, type: 'video' },
        { _id: QUIZ_LESSON, type: 'quiz', title: { bn: '', en: 'Warm-up' } },
      ],
    });
  });

  it('builds a quiz of fixed questions from the keyboard, reordered without dragging', async () => {
    const { fetchMock } = show([
      answer(quizzesAdminApi.create, {
        success: true,
        message: 'Quiz created',
        quiz: { _id: '77777777-7777-4777-8777-777777777777', lessonId: NEW_LESSON },
      }),
    ]);
    const user = userEvent.setup();
    await openContent(user);
    await user.click(await screen.findByRole('button', { name: 'Add quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a quiz' });
    await user.type(await within(dialog).findByLabelText(/^Quiz title/), 'Model test 1');
    await user.click(within(dialog).getByLabelText('A fixed list, in this order'));
    for (const n of [1, 2, 3]) {
      await user.selectOptions(within(dialog).getByLabelText('Question to add'), `Question ${n}`);
      await user.click(within(dialog).getByRole('button', { name: 'Add to the quiz' }));
    }
    const up = within(dialog).getByRole('button', { name: 'Move up: Question 3' });
    up.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    // at the top its Move up is disabled: the focus went to its Move down
    expect(within(dialog).getByRole('button', { name: 'Move down: Question 3' })).toHaveFocus();
    expect(within(dialog).getByText('Question 3 is now number 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove from the quiz: Question 1' }));
    await user.type(within(dialog).getByLabelText(/^Time limit/), '৩০');
    await user.type(within(dialog).getByLabelText(/^Attempts allowed/), '1');
    await user.clear(within(dialog).getByLabelText(/^Pass mark/));
    await user.type(within(dialog).getByLabelText(/^Pass mark/), '50');
    await user.type(within(dialog).getByLabelText(/^Negative marking/), '0.25');
    await user.selectOptions(within(dialog).getByLabelText(/^Show answers/), 'never');
    await user.click(within(dialog).getByRole('button', { name: 'Add quiz' }));

    expect(await screen.findByText('Quiz created')).toBeInTheDocument();
    expect(sentBody(fetchMock, `/admin/courses/${COURSE_ID}/quizzes`, 'POST')).toEqual({
      title: 'Model test 1',
      sectionIndex: 0,
      questionCount: 2,
      questionIds: [question(3)._id, question(2)._id],
      timeLimitMinutes: 30,
      attemptsAllowed: 1,
      passPercent: 50,
      negativeMark: 0.25,
      shuffle: true,
      showAnswers: 'never',
      opensAt: null,
      closesAt: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Lesson 3: Model test 1 (quiz)' })).toBeInTheDocument();
  });

  it('checks the rules before sending: a draw needs a number, answers after closing need a closing time', async () => {
    const { fetchMock } = show();
    const user = userEvent.setup();
    await openContent(user);
    await user.click(await screen.findByRole('button', { name: 'Add quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a quiz' });
    expect(await within(dialog).findByText('The bank has 3 matching questions')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('algebra'));
    expect(within(dialog).getByText('The bank has 2 matching questions')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Show answers/), 'after_close');
    await user.click(within(dialog).getByRole('button', { name: 'Add quiz' }));
    expect(await within(dialog).findByText('Quiz title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Answers shown after the quiz closes need a closing time')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Quiz title/)).toHaveFocus();
    expect(callsTo(fetchMock, `/admin/courses/${COURSE_ID}/quizzes`, 'POST')).toHaveLength(0);
  });

  it('edits a quiz’s settings and the lesson takes its new title', async () => {
    const { fetchMock } = show([
      answer(quizzesAdminApi.update, {
        success: true,
        message: 'Quiz updated',
        quiz: { ...existing, title: 'Warm-up 2' },
      }),
    ]);
    const user = userEvent.setup();
    await openContent(user);
    await user.click(await screen.findByRole('button', { name: 'Edit quiz: Warm-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz settings' });
    const title = await within(dialog).findByLabelText(/^Quiz title/);
    expect(title).toHaveValue('Warm-up');
    expect(within(dialog).getByLabelText(/^Questions per attempt/)).toHaveValue('2');
    await user.clear(title);
    await user.type(title, 'Warm-up 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save quiz' }));
    expect(await screen.findByText('Quiz updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, `/admin/quizzes/${existing._id}`, 'PUT')).toMatchObject({
      title: 'Warm-up 2',
      questionCount: 2,
      tags: [],
      timeLimitMinutes: 20,
      attemptsAllowed: 1,
      passPercent: 40,
      negativeMark: 0.25,
    });
    expect(await screen.findByRole('article', { name: 'Lesson 2: Warm-up 2 (quiz)' })).toBeInTheDocument();
  });
});

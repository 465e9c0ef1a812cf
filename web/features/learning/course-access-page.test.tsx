import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseContentAnswer, CourseDetail } from '#shared/catalogue.ts';
import { coursesApi } from '#shared/endpoints/courses.ts';
import { learningApi } from '#shared/endpoints/learning.ts';
import { quizzesApi } from '#shared/endpoints/quizzes.ts';
import { courseSummary } from '#web/components/course/test-data.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { installFakePlayers } from '../../../test-support/video-players.ts';
import { answer, callsTo, fail, renderPage, reply, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import i18n from '#web/i18n/index.ts';
import { CourseAccessPage } from './course-access-page.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const USER = { _id: '22222222-2222-4222-8222-222222222222', name: 'Demo Learner', role: 'user' as const };
const lessonId = (n: number) => `3333333${n}-3333-4333-8333-333333333333`;

const previewCourse = (): CourseDetail => ({
  ...courseSummary(),
  courseData: [
    {
      _id: lessonId(0),
      type: 'video',
      title: 'Welcome',
      videoSection: 'Start',
      videoLength: 2.5,
      isPreview: true,
      videoUrl: 'https://youtu.be/pQN-pnXPaVg',
      videoPlayer: 'youtube',
      description: '<p>Hello</p>',
      links: [],
      announcement: null,
    },
    { _id: lessonId(1), type: 'video', title: 'Variables', videoSection: 'Start', videoLength: 10, isPreview: false },
    {
      _id: lessonId(2),
      type: 'video',
      title: 'Loops',
      videoSection: 'Control flow',
      videoLength: 12,
      isPreview: true,
      videoUrl: 'https://vimeo.com/76979871',
      videoPlayer: 'vimeo',
      description: '',
      links: [],
      announcement: null,
    },
  ],
});

const links = Array.from({ length: 6 }, (_, i) => ({
  title: `Resource ${i + 1}`,
  url: `https://example.com/${i + 1}`,
}));
const longText = 'A'.repeat(100) + ' ' + 'B'.repeat(100);

const content = (): CourseContentAnswer => ({
  success: true,
  course: { ...courseSummary(), progress: 33 },
  completedLessonIds: [lessonId(0)],
  resume: null,
  completion: { percent: 33, completed: false, completedAt: null, remaining: { lessons: 2, quizzes: [] } },
  reviews: [
    {
      _id: '44444444-4444-4444-8444-444444444444',
      user: { _id: 'u9', name: 'Farzana Akter', avatar: null, role: 'user' },
      rating: 4,
      comment: 'Well paced.',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      commentReplies: [],
    },
  ],
  content: [0, 1, 2].map((n) => ({
    _id: lessonId(n),
    type: 'video',
    title: ['Welcome', 'Variables', 'Loops'][n]!,
    videoSection: n < 2 ? 'Start' : 'Control flow',
    videoUrl: 'https://youtu.be/pQN-pnXPaVg',
    videoPlayer: 'youtube' as const,
    videoLength: 5,
    isPreview: n === 0,
    description: n === 1 ? `<p>${longText}</p>` : '<p>Short</p>',
    announcement: n === 1 ? '<p>Live class on Friday</p>' : null,
    links: n === 1 ? links : [],
    suggestion: null,
    isCompleted: n === 0,
    positionSeconds: 0,
    questions:
      n === 1
        ? [
            {
              _id: '55555555-5555-4555-8555-555555555555',
              user: { _id: 'u8', name: 'Tahmid Islam', avatar: null, role: 'user' as const },
              question: 'What is a variable?',
              createdAt: '2026-01-01T00:00:00.000Z',
              questionReplies: [
                {
                  _id: 'a1',
                  user: { _id: 'ad', name: 'Admin', avatar: null, role: 'admin' as const },
                  answer: 'A named value.',
                  createdAt: '2026-01-02T00:00:00.000Z',
                },
              ],
            },
          ]
        : [],
  })),
});

/** Answers for the page; `answers` come first, so they replace the defaults. */
function open(url: string, answers: StubEntry[] = []) {
  const fetchMock = stubApi([
    ...answers,
    answer(coursesApi.preview, { success: true, course: previewCourse() }),
    answer(coursesApi.content, content()),
  ]);
  return { fetchMock, ...renderPage(<CourseAccessPage />, { path: '/course-access/:id', url }) };
}

beforeEach(() => setSessionUser(null));
afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  act(() => setSessionUser(null));
});

describe('learning page for a non-owner', () => {
  it('opens ?preview=, dims and blocks the other lessons, and steps between preview lessons only', async () => {
    const { router } = open(`/course-access/${ID}?preview=${lessonId(0)}`);
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Welcome');
    const items = screen.getAllByTestId('lesson-item');
    expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveClass('opacity-50');
    expect(items[0]).not.toHaveAttribute('aria-disabled');
    await userEvent.click(items[1]!);
    expect(screen.getByTestId('lesson-title')).toHaveTextContent('Welcome');
    expect(screen.getByRole('button', { name: 'Prev Lesson' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next Lesson' }));
    expect(router.state.location.search).toBe(`?preview=${lessonId(2)}`);
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Loops');
    expect(screen.getByRole('button', { name: 'Next Lesson' })).toBeDisabled();
    expect(await screen.findByTitle('Loops')).toHaveAttribute(
      'src',
      expect.stringContaining('player.vimeo.com/video/76979871'),
    );
  });

  it('shows a locked lesson instead of a player when ?preview= names a paid lesson', async () => {
    open(`/course-access/${ID}?preview=${lessonId(1)}`);
    expect(await screen.findByTestId('lesson-locked')).toBeInTheDocument();
    expect(screen.queryByTestId('video-player')).toBeNull();
  });
});

describe('learning page for an owner', () => {
  beforeEach(() => setSessionUser({ ...USER, courses: [{ courseId: ID }] } as typeof USER));

  it('opens ?lesson= with every lesson open, Prev/Next disabled at the ends, and the progress', async () => {
    open(`/course-access/${ID}?lesson=${lessonId(2)}`);
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Loops');
    expect(screen.getAllByTestId('lesson-item').every((item) => !item.hasAttribute('aria-disabled'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Next Lesson' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev Lesson' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev Lesson' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prev Lesson' }));
    expect(screen.getByTestId('lesson-title')).toHaveTextContent('Welcome');
    expect(screen.getByRole('button', { name: 'Prev Lesson' })).toBeDisabled();
    expect(screen.getByTestId('course-progress')).toHaveTextContent('33%');
  });

  it('opens the lesson the learner used last when the address names none, and says what is left', async () => {
    const data = content();
    data.resume = { lessonId: lessonId(1), positionSeconds: 42 };
    data.content[2] = { ...data.content[2]!, type: 'quiz', title: 'Final test', videoUrl: '', videoLength: 0 };
    data.completion.remaining = { lessons: 2, quizzes: [{ lessonId: lessonId(2), title: 'Final test' }] };
    const { router } = open(`/course-access/${ID}`, [answer(coursesApi.content, data)]);
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Variables');
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('completion-left')).toHaveTextContent('2 lessons and the quiz “Final test” left');
    // An address naming a lesson wins over the one resumed.
    await userEvent.click(screen.getByRole('button', { name: 'Prev Lesson' }));
    expect(screen.getByTestId('lesson-title')).toHaveTextContent('Welcome');
  });

  it('says what is left in Bengali with Bengali digits, and opens the first lesson when the resumed one is gone', async () => {
    await i18n.changeLanguage('bn');
    const data = content();
    data.resume = null;
    data.completion.remaining = { lessons: 12, quizzes: [] };
    open(`/course-access/${ID}`, [answer(coursesApi.content, data)]);
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Welcome');
    expect(screen.getByTestId('completion-left')).toHaveTextContent('আর ১২টি পাঠ বাকি');
  });

  it('says Course completed once the rule was met', async () => {
    const data = content();
    data.completion = {
      percent: 100,
      completed: true,
      completedAt: '2026-01-03T00:00:00.000Z',
      remaining: { lessons: 0, quizzes: [] },
    };
    open(`/course-access/${ID}`, [answer(coursesApi.content, data)]);
    expect(await screen.findByTestId('completion-left')).toHaveTextContent('Course completed');
  });

  it('opens a video at the kept position, keeps where the learner pauses, and completes a lesson watched to 90 %', async () => {
    const fakes = installFakePlayers(window);
    try {
      const data = content();
      data.resume = { lessonId: lessonId(1), positionSeconds: 120 };
      data.content[1] = { ...data.content[1]!, positionSeconds: 120 };
      data.content[2] = { ...data.content[2]!, videoUrl: 'https://vimeo.com/76979871', videoPlayer: 'vimeo' };
      const progress = {
        success: true as const,
        progress: 66,
        completedLessonIds: [lessonId(0), lessonId(2)],
        completion: data.completion,
      };
      const { fetchMock } = open(`/course-access/${ID}`, [
        answer(coursesApi.content, data),
        answer(learningApi.progress, progress),
      ]);
      expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Variables');
      await waitFor(() => expect(fakes.last('youtube')).toBeDefined());
      const youtube = fakes.last('youtube')!;
      act(() => youtube.ready(600));
      expect(youtube.seeks).toEqual([120]);
      youtube.currentTime = 150;
      act(() => youtube.pause());
      await waitFor(() => expect(callsTo(fetchMock, '/courses/enrolled/progress', 'PUT')).toHaveLength(1));
      expect(sentBody(fetchMock, '/courses/enrolled/progress')).toEqual({
        courseId: ID,
        lessonId: lessonId(1),
        positionSeconds: 150,
      });
      // Next lesson: leaving this one keeps nothing more (it did not move), the Vimeo one is watched through.
      await userEvent.click(screen.getByRole('button', { name: 'Next Lesson' }));
      await waitFor(() => expect(fakes.last('vimeo')).toBeDefined());
      const vimeo = fakes.last('vimeo')!;
      await act(async () => vimeo.ready(20));
      expect(vimeo.seeks).toEqual([]);
      act(() => vimeo.playTo(18));
      await waitFor(() =>
        expect(sentBody(fetchMock, '/courses/enrolled/progress')).toEqual({
          courseId: ID,
          lessonId: lessonId(2),
          completed: true,
        }),
      );
      expect(callsTo(fetchMock, '/courses/enrolled/progress', 'PUT')).toHaveLength(2);
    } finally {
      fakes.uninstall();
    }
  });

  it('does not follow an admin’s video (an admin is not a learner of the course)', async () => {
    act(() => setSessionUser({ ...USER, role: 'admin' }));
    open(`/course-access/${ID}?lesson=${lessonId(1)}`);
    expect(await screen.findByTitle('Variables')).toHaveAttribute('src', expect.not.stringContaining('enablejsapi'));
  });

  it('rewrites an old index address (?lesson=2) to the same lesson by id, replacing the history entry', async () => {
    const { router } = open(`/course-access/${ID}?lesson=2`);
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Loops');
    await waitFor(() => expect(router.state.location.search).toBe(`?lesson=${lessonId(2)}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('lesson-title')).toHaveTextContent('Loops');
    await userEvent.click(screen.getByRole('button', { name: 'Prev Lesson' }));
    expect(router.state.location.search).toBe(`?lesson=${lessonId(1)}`);
  });

  it('shows an article lesson as its text and resources instead of a player, and types in the outline', async () => {
    const data = content();
    data.content[1] = { ...data.content[1]!, type: 'article', videoUrl: '', description: '<p>Read this first</p>' };
    data.content[2] = { ...data.content[2]!, type: 'quiz', videoUrl: '', videoLength: 0 };
    open(`/course-access/${ID}?lesson=${lessonId(1)}`, [answer(coursesApi.content, data)]);
    const article = await screen.findByTestId('article-lesson');
    expect(article).toHaveTextContent('Read this first');
    expect(within(article).getAllByTestId('resource')).toHaveLength(6);
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.queryByText('No Video Available')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Announcement', 'Reviews']);
    const items = screen.getAllByTestId('lesson-item');
    expect(items[1]).toHaveTextContent('(Article)');
    expect(items[2]).toHaveTextContent('(Quiz)');
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
  });

  it('opens a quiz lesson as its quiz, without a player or Mark as complete', async () => {
    const data = content();
    data.content[2] = { ...data.content[2]!, type: 'quiz', videoUrl: '', videoLength: 0 };
    open(`/course-access/${ID}?lesson=${lessonId(2)}`, [
      answer(coursesApi.content, data),
      answer(quizzesApi.forLesson, fail('quiz_not_found', 'Quiz not found')),
    ]);
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
  });

  it('has the four tabs with description Show more, resources, announcement, questions and reviews', async () => {
    open(`/course-access/${ID}?lesson=${lessonId(1)}`);
    await screen.findByTestId('lesson-title');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Course Info', 'Resources', 'Announcement', 'Reviews']);
    expect(screen.getByTestId('description-short').textContent).toHaveLength(161);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.queryByTestId('description-short')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Resources' }));
    const resources = screen.getAllByTestId('resource');
    expect(resources).toHaveLength(6);
    expect(resources.filter((r) => r.classList.contains('hidden'))).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('resource').filter((r) => r.classList.contains('hidden'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Announcement' }));
    expect(await screen.findByText('Live class on Friday')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const question = screen.getByTestId('question');
    expect(within(question).getByText('What is a variable?')).toBeInTheDocument();
    expect(within(question).getByText('A named value.')).toBeInTheDocument();
    expect(screen.getByTestId('learning-review')).toHaveTextContent('Well paced.');
    expect(screen.queryByRole('button', { name: 'Add Reply' })).toBeNull();
  });

  it("refuses an empty question and review with the spec's messages, then sends a question", async () => {
    const { fetchMock } = open(`/course-access/${ID}?lesson=${lessonId(1)}`, [
      answer(learningApi.ask, { success: true, message: 'Question added', contentId: lessonId(1), questions: [] }),
    ]);
    await screen.findByTestId('lesson-title');
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(screen.getByText("Question can't be empty")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText("Review can't be empty")).toBeInTheDocument();
    expect(screen.getByLabelText('Rating')).toHaveValue('1');
    await userEvent.type(screen.getByLabelText('Ask a question about this lesson'), '  How do loops work? ');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    await waitFor(() => expect(sentBody(fetchMock, '/courses/enrolled/question')).toBeDefined());
    expect(sentBody(fetchMock, '/courses/enrolled/question')).toEqual({
      question: 'How do loops work?',
      courseId: ID,
      contentId: lessonId(1),
    });
  });

  it('sends a review with its rating and says Review submitted successfully! (the spec text, whatever the server says)', async () => {
    const mine = { ...content().reviews[0]!, _id: '66666666-6666-4666-8666-666666666666', rating: 4.5 };
    render(<Toaster />);
    const { fetchMock } = open(`/course-access/${ID}?lesson=${lessonId(0)}`, [
      answer(learningApi.review, { success: true, message: 'Saved', review: mine, reviews: [mine] }),
    ]);
    await screen.findByTestId('lesson-title');
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    await userEvent.selectOptions(screen.getByLabelText('Rating'), '4.5');
    await userEvent.type(screen.getByLabelText('Your review'), 'Clear and kind.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, `/courses/enrolled/review/${ID}`)).toEqual({ review: 'Clear and kind.', rating: 4.5 });
  });

  it("says why a write failed: the server's words, else the action's fallback (Failed to submit review, Something went wrong)", async () => {
    render(<Toaster />);
    open(`/course-access/${ID}?lesson=${lessonId(1)}`, [
      answer(learningApi.review, reply(500, {})),
      answer(learningApi.progress, fail('lesson_not_found', 'Lesson not found')),
      answer(learningApi.ask, reply(502, { message: ' ' })),
    ]);
    await screen.findByTestId('lesson-title');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('Lesson not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Clear and kind.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
    // The form keeps what was written, to send again.
    expect(screen.getByLabelText('Your review')).toHaveValue('Clear and kind.');
    await userEvent.type(screen.getByLabelText('Ask a question about this lesson'), 'Why?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it("gives an admin Add Reply on a review without replies, and Reply can't be empty", async () => {
    act(() => setSessionUser({ ...USER, role: 'admin' }));
    open(`/course-access/${ID}?lesson=${lessonId(0)}`);
    await screen.findByTestId('lesson-title');
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Reply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(screen.getByText("Reply can't be empty")).toBeInTheDocument();
  });
});

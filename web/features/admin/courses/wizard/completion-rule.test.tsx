import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quizzesAdminApi } from '#shared/endpoints/quizzes.ts';
import type { AdminQuiz } from '#shared/learning/quizzes.ts';
import i18n from '#web/i18n/index.ts';
import { answer, fail, renderWithProviders, sentBody, stubApi } from '#web/test/render.tsx';
import { CompletionRuleEditor } from './completion-rule.tsx';

const COURSE = '7d3c1d9a-1111-4222-8333-444455556666';
const quiz = (n: number, title: string, passPercent: number): AdminQuiz => ({
  _id: `9d3c1d9a-1111-4222-8333-44445555000${n}`,
  lessonId: `8d3c1d9a-1111-4222-8333-44445555000${n}`,
  courseId: COURSE,
  title,
  questionCount: 10,
  tags: [],
  questionIds: null,
  timeLimitMinutes: null,
  attemptsAllowed: null,
  passPercent,
  negativeMark: 0,
  shuffle: false,
  showAnswers: 'after_attempt',
  opensAt: null,
  closesAt: null,
});
const QUIZZES = [quiz(1, 'Chapter test', 40), quiz(2, 'Final test', 60)];

function open(
  rule = { lessonPercent: 100, requiredQuizLessonIds: [] as string[] },
  extra = [] as Parameters<typeof stubApi>[0],
) {
  const fetchMock = stubApi([
    ...extra,
    answer(quizzesAdminApi.completionRule, { success: true, rule }),
    answer(quizzesAdminApi.list, { success: true, quizzes: QUIZZES }),
  ]);
  render(<Toaster />);
  renderWithProviders(<CompletionRuleEditor courseId={COURSE} />);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the wizard’s completion rule', () => {
  it('starts at every lesson, lists the quizzes with their pass marks, and saves the share and the quizzes chosen', async () => {
    const fetchMock = open(undefined, [
      answer(quizzesAdminApi.saveCompletionRule, {
        success: true,
        message: 'Completion rule saved',
        rule: { lessonPercent: 80, requiredQuizLessonIds: [QUIZZES[1]!.lessonId] },
      }),
    ]);
    const share = await screen.findByLabelText('Share of lessons to complete (%)');
    expect(share).toHaveValue(100);
    expect(screen.getByLabelText('Chapter test (pass mark 40%)')).not.toBeChecked();
    await userEvent.clear(share);
    await userEvent.type(share, '80');
    await userEvent.click(screen.getByLabelText('Final test (pass mark 60%)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save completion rule' }));
    expect(await screen.findByText('Completion rule saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, `/admin/courses/${COURSE}/completion-rule`, 'PUT')).toEqual({
      lessonPercent: 80,
      requiredQuizLessonIds: [QUIZZES[1]!.lessonId],
    });
  });

  it('refuses a share outside 1–100 before sending, and shows the server’s refusal', async () => {
    const fetchMock = open({ lessonPercent: 50, requiredQuizLessonIds: [QUIZZES[0]!.lessonId] }, [
      answer(
        quizzesAdminApi.saveCompletionRule,
        fail('validation_failed', 'A required quiz is not a quiz of this course'),
      ),
    ]);
    const share = await screen.findByLabelText('Share of lessons to complete (%)');
    await waitFor(() => expect(share).toHaveValue(50));
    expect(screen.getByLabelText('Chapter test (pass mark 40%)')).toBeChecked();
    await userEvent.clear(share);
    await userEvent.type(share, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save completion rule' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The share of lessons must be a whole percentage from 1 to 100',
    );
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetchMock, `/admin/courses/${COURSE}/completion-rule`, 'PUT')).toBeUndefined();
    await userEvent.clear(share);
    await userEvent.type(share, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save completion rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A required quiz is not a quiz of this course');
  });

  it('speaks Bengali, with Bengali digits', async () => {
    await act(() => i18n.changeLanguage('bn'));
    open();
    expect(await screen.findByLabelText('Final test (পাস নম্বর ৬০%)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('যত শতাংশ পাঠ সম্পন্ন করতে হবে (%)'));
    await userEvent.click(screen.getByRole('button', { name: 'নিয়ম সংরক্ষণ করুন' }));
    expect(screen.getByRole('alert')).toHaveTextContent('পাঠের অংশ ১ থেকে ১০০-এর মধ্যে একটি পূর্ণ শতাংশ হতে হবে');
  });

  it('says a course not saved yet has its rule set once saved', () => {
    renderWithProviders(<CompletionRuleEditor courseId={undefined} />);
    expect(screen.getByText('Save the course first to set its completion rule.')).toBeInTheDocument();
  });
});

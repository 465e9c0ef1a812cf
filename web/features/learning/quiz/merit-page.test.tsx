import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Merit } from '#shared/learning/attempts.ts';
import { quizzesApi } from '#shared/endpoints/quizzes.ts';
import i18n from '#web/i18n/index.ts';
import { answer, fail, renderPage, sentBody, stubApi } from '#web/test/render.tsx';
import { MeritPage } from './merit-page.tsx';

const COURSE = '11111111-1111-4111-8111-111111111111';
const QUIZ = '44444444-4444-4444-8444-444444444444';
const LESSON = '33333333-3333-4333-8333-333333333333';
const URL = `/course-access/${COURSE}/merit/${QUIZ}?lesson=${LESSON}`;

const merit = (initials: boolean): Merit => ({
  top: Array.from({ length: 10 }, (_, i) => ({
    rank: i < 2 ? 1 : i + 1,
    displayName:
      i === 0 && initials ? 'DL' : (['Demo Learner', 'Nusrat Jahan', 'Tahmid Islam'][i] ?? `Learner ${i + 1}`),
    score: 25 - i,
  })),
  me: { rank: 1, score: 25, displayName: initials ? 'DL' : 'Demo Learner' },
  of: 340,
  maxScore: 25,
  initials,
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the merit list page', () => {
  it('shows the top 10 by display name with ranks in Bengali, the reader’s own rank, and sets initials', async () => {
    await act(() => i18n.changeLanguage('bn'));
    let initials = false;
    const fetchMock = stubApi([
      answer(quizzesApi.merit, () => ({ success: true, ...merit(initials) })),
      answer(quizzesApi.meritName, ({ body }) => {
        initials = (body as { initials: boolean }).initials;
        return { success: true, initials };
      }),
    ]);
    renderPage(<MeritPage />, { path: '/course-access/:id/merit/:quizId', url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'মেধাতালিকা' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('merit-row');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('১মDemo Learner২৫.০০ / ২৫');
    expect(rows[1]).toHaveTextContent('১মNusrat Jahan');
    expect(rows[9]).toHaveTextContent('১০ম');
    expect(screen.getByTestId('merit-me')).toHaveTextContent('আপনার মেধাক্রম: ১ম / ৩৪০ · নম্বর ২৫.০০ / ২৫');
    expect(document.body.textContent).not.toMatch(/@/);
    expect(screen.getByRole('link', { name: 'কুইজে ফিরে যান' })).toHaveAttribute(
      'href',
      `/course-access/${COURSE}?lesson=${LESSON}`,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'মেধাতালিকায় আমার নামের আদ্যক্ষর দেখান' }));
    await waitFor(() => expect(screen.getAllByTestId('merit-row')[0]).toHaveTextContent('DL'));
    expect(sentBody(fetchMock, '/quizzes/merit-name')).toEqual({ initials: true });
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('tells a learner who does not own the course why there is no list', async () => {
    stubApi([
      answer(quizzesApi.merit, fail('not_course_owner', 'You need to purchase this course to take its quizzes')),
    ]);
    renderPage(<MeritPage />, { path: '/course-access/:id/merit/:quizId', url: URL });
    expect(
      await screen.findByRole('heading', { name: 'You need to purchase this course to take its quizzes' }),
    ).toBeInTheDocument();
  });
});

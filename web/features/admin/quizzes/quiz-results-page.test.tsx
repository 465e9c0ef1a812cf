import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quizzesAdminApi } from '#shared/endpoints/quizzes.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { QuizResultsPage } from './quiz-results-page.tsx';
import { quizId, results, userId } from './test-data.ts';

function show(answers: StubEntry[] = []) {
  const fetchMock = stubApi([...answers, answer(quizzesAdminApi.results, { success: true, ...results() })]);
  renderPage(<QuizResultsPage />, { path: '/admin/quiz-results/:quizId', url: `/admin/quiz-results/${quizId}` });
  render(<Toaster />);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Quiz results', () => {
  it('shows the attempts, the score distribution and each question’s share of right answers', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: Chapter 1 test' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('stat-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Attempts2',
      'Learners2',
      'Graded2',
      'Passed1',
      'Average score62.5%',
    ]);
    const distribution = screen.getByRole('region', { name: 'Score distribution' });
    expect(within(distribution).getByRole('row', { name: '20–30% 1' })).toBeInTheDocument();
    expect(within(distribution).getByRole('row', { name: '90–100% 1' })).toBeInTheDocument();
    expect(within(distribution).getByRole('row', { name: '0–10% 0' })).toBeInTheDocument();
    const shares = screen.getByRole('region', { name: 'Right answers by question' });
    const [, first, second] = within(shares).getAllByRole('row');
    expect(first).toHaveTextContent('Question 1200.0%Check the key');
    expect(second).toHaveTextContent('Question 222100.0%');
    const attempts = screen.getByRole('region', { name: 'Attempts' });
    expect(within(attempts).getByText('nusrat@example.com')).toBeInTheDocument();
    expect(within(attempts).getByText('2.00 / 2.00 (100.0%)')).toBeInTheDocument();
    expect(within(attempts).getByText('0.50 / 2.00 (25.0%)')).toBeInTheDocument();
    expect(within(attempts).getByText('Not passed')).toBeInTheDocument();
  });

  it('writes the figures in Bengali digits on the Bengali site', async () => {
    await i18n.changeLanguage('bn');
    show();
    const attempts = await screen.findByRole('region', { name: 'চেষ্টাগুলো' });
    expect(within(attempts).getByText('০.৫০ / ২.০০ (২৫.০%)')).toBeInTheDocument();
  });

  it('gives one learner extra time and another attempt', async () => {
    const fetchMock = show([
      answer(quizzesAdminApi.grant, {
        success: true,
        message: 'Saved for this learner',
        grant: { extraAttempts: 1, extraMinutes: 15 },
      }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Extra time or attempt: Nusrat Jahan (attempt 1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Extra time or attempts for Nusrat Jahan' });
    await user.clear(within(dialog).getByLabelText('Extra minutes'));
    await user.type(within(dialog).getByLabelText('Extra minutes'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save for this learner' }));
    expect(await within(dialog).findByText('Extra time or attempts must be whole numbers from 0')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/admin/quizzes/${quizId}/grants/${userId}`, 'PUT')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Extra minutes'));
    await user.type(within(dialog).getByLabelText('Extra minutes'), '১৫');
    await user.clear(within(dialog).getByLabelText('Extra attempts'));
    await user.type(within(dialog).getByLabelText('Extra attempts'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save for this learner' }));
    expect(await screen.findByText('Saved for this learner')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, `/admin/quizzes/${quizId}/grants/${userId}`, 'PUT')).toEqual({
      extraMinutes: 15,
      extraAttempts: 1,
    });
  });

  it('exports the attempts as the server’s CSV', async () => {
    const csv = new Response('\uFEFFname,score\r\nNusrat,2\r\n', { headers: { 'Content-Type': 'text/csv' } });
    const fetchMock = show([answer(quizzesAdminApi.resultsCsv, csv as never)]);
    const created = vi.fn(() => 'blob:results');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, `/admin/quizzes/${quizId}/results/export`, 'GET')).toHaveLength(1);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminComplaint } from '#shared/complaints.ts';
import { complaintsApi } from '#shared/endpoints/complaints.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, fail, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { ComplaintsPage } from './complaints-page.tsx';
import { pagination } from './test-data.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
// Filed 1 Dec 2026 10:00 UTC (16:00 in Dhaka): due 4 Dec 16:00.
const complaint = (n: number, over: Partial<AdminComplaint> = {}): AdminComplaint => ({
  _id: uuid(n),
  orderId: uuid(100 + n),
  courseName: `<b>Course</b> ${n}`,
  text: `Complaint ${n}: the videos do not play`,
  status: 'open',
  createdAt: '2026-12-01T10:00:00.000Z',
  responseDueAt: '2026-12-04T10:00:00.000Z',
  overdue: false,
  answer: null,
  answeredAt: null,
  userName: `Learner ${n}`,
  userEmail: `learner${n}@example.com`,
  ...over,
});
const listed = (complaints: AdminComplaint[]) => ({
  success: true as const,
  complaints,
  pagination: pagination(1, complaints.length, 10),
});

function show(stubs: StubEntry[]) {
  const fetchMock = stubApi(stubs);
  renderPage(<ComplaintsPage />, { path: '/admin/complaints' });
  render(<Toaster />);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('admin: Complaints', () => {
  it('lists the open complaints with their due time, overdue ones marked, as a table and as cards', async () => {
    const fetchMock = show([answer(complaintsApi.list, () => listed([complaint(1, { overdue: true }), complaint(2)]))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Learner 1');
    expect(rows[1]).toHaveTextContent('learner1@example.com');
    expect(rows[1]).toHaveTextContent('Course 1');
    expect(rows[1]).toHaveTextContent('Complaint 1: the videos do not play');
    expect(rows[1]).toHaveTextContent('Filed 1 Dec 2026, 16:00 · Response due 4 Dec 2026, 16:00');
    expect(within(rows[1]!).getByTestId('complaint-status')).toHaveTextContent('Overdue');
    expect(within(rows[2]!).getByTestId('complaint-status')).toHaveTextContent('Open');
    expect(within(screen.getByRole('list', { name: 'Complaints' })).getAllByRole('listitem')).toHaveLength(2);
    expect(callsTo(fetchMock, '/admin/complaints').map(([url]) => String(url))).toEqual([
      '/api/admin/complaints?page=1&limit=10&status=open',
    ]);
  });

  it('filters answered and all, with the empty state', async () => {
    const user = userEvent.setup();
    const fetchMock = show([answer(complaintsApi.list, () => listed([]))]);
    expect(await screen.findByText('No complaints')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Answered');
    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/admin/complaints').map(([url]) => String(url))).toEqual([
        '/api/admin/complaints?page=1&limit=10&status=open',
        '/api/admin/complaints?page=1&limit=10&status=answered',
        '/api/admin/complaints?page=1&limit=10',
      ]),
    );
  });

  it('answers one: an empty answer is refused, the server refusal shows, then the list is read again', async () => {
    const user = userEvent.setup();
    let answered = false;
    let calls = 0;
    const fetchMock = show([
      answer(complaintsApi.list, () =>
        listed([
          answered
            ? complaint(1, { status: 'answered', answer: 'Fixed.', answeredAt: '2026-12-02T10:00:00.000Z' })
            : complaint(1),
        ]),
      ),
      answer(complaintsApi.answer, () => {
        calls += 1;
        if (calls === 1) return fail('complaint_already_answered', 'This complaint was already answered.');
        answered = true;
        return {
          success: true as const,
          message: 'Answer sent to the learner.',
          complaint: complaint(1, { status: 'answered', answer: 'Fixed.' }),
        };
      }),
    ]);
    const row = await screen.findByTestId('complaint-row');
    await user.click(within(row).getByRole('button', { name: 'Answer the complaint of Learner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the complaint' });
    expect(dialog).toHaveTextContent('Learner 1 is e-mailed your answer.');
    expect(dialog).toHaveTextContent('Complaint 1: the videos do not play');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Answer is required');
    await user.type(within(dialog).getByLabelText('Answer'), 'Fixed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This complaint was already answered.');
    expect(sentBody(fetchMock, `/admin/complaints/${uuid(1)}/answer`)).toEqual({ answer: 'Fixed.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent to the learner.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('complaint-row')).toHaveTextContent('Answer: Fixed.'));
    expect(
      within(screen.getByTestId('complaint-row')).queryByRole('button', { name: /Answer the complaint/ }),
    ).toBeNull();
  });

  it('speaks Bengali with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    show([answer(complaintsApi.list, () => listed([complaint(1, { overdue: true })]))]);
    expect(screen.getByRole('heading', { level: 1, name: 'অভিযোগ' })).toBeInTheDocument();
    const row = await screen.findByTestId('complaint-row');
    expect(row).toHaveTextContent('জমা ১ ডিসে, ২০২৬, ১৬:০০ · উত্তরের শেষ সময় ৪ ডিসে, ২০২৬, ১৬:০০');
    expect(within(row).getByTestId('complaint-status')).toHaveTextContent('সময় পেরিয়েছে');
    expect(within(row).getByRole('button', { name: 'Learner 1-এর অভিযোগের উত্তর দিন' })).toBeInTheDocument();
  });

  it('shows the server error of a failed list, with Retry', async () => {
    show([answer(complaintsApi.list, fail('internal_error', 'Complaints are unavailable'))]);
    expect(await screen.findByText('Complaints are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

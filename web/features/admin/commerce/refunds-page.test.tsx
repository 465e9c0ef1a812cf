import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refundsApi } from '#shared/endpoints/refunds.ts';
import type { AdminRefund } from '#shared/refunds.ts';
import { answer, callsTo, fail, PENDING, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { RefundsPage } from './refunds-page.tsx';
import { pagination } from './test-data.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const refund = (n: number, over: Partial<AdminRefund> = {}): AdminRefund => ({
  _id: uuid(n),
  orderId: uuid(100 + n),
  paymentId: uuid(200 + n),
  kind: 'learner',
  status: 'requested',
  reason: 'Videos do not play',
  refusalReason: null,
  userName: `Learner ${n}`,
  userEmail: `learner${n}@example.com`,
  courses: [`Course ${n}`],
  amount: 1500,
  invoiceId: `INV-${n}`,
  paymentMethod: 'bkash',
  transactionId: `TX${n}`,
  senderNumber: null,
  gatewayMessage: null,
  gatewayAttempts: 0,
  nextAttemptAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  refundedAt: null,
  ...over,
});
const listed = (refunds: AdminRefund[]) => ({
  success: true as const,
  refunds,
  pagination: pagination(1, refunds.length, 10),
});

function show(stubs: StubEntry[]) {
  const fetchMock = stubApi(stubs);
  renderPage(<RefundsPage />, { path: '/admin/refunds' });
  render(<Toaster />);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Refunds', () => {
  it('shows skeletons, then the requested refunds as a table and as cards for phones', async () => {
    const fetchMock = show([answer(refundsApi.list, () => listed([refund(1), refund(2, { kind: 'admin' })]))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Learner 1');
    expect(rows[1]).toHaveTextContent('Course 1');
    expect(rows[1]).toHaveTextContent('৳1500');
    expect(rows[1]).toHaveTextContent('Reason: Videos do not play');
    expect(rows[1]).toHaveTextContent('Requested');
    expect(rows[2]).toHaveTextContent('Refunded by an admin');
    expect(within(screen.getByRole('list', { name: 'Refund requests' })).getAllByRole('listitem')).toHaveLength(2);
    expect(callsTo(fetchMock, '/admin/refunds').map(([url]) => String(url))).toEqual([
      '/api/admin/refunds?page=1&limit=10&status=requested',
    ]);
  });

  it('filters by status and searches', async () => {
    const user = userEvent.setup();
    const fetchMock = show([answer(refundsApi.list, () => listed([]))]);
    expect(await screen.findByText('No refunds here')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.type(screen.getByRole('searchbox'), 'rahim@example.com{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/admin/refunds').map(([url]) => String(url))).toContain(
        '/api/admin/refunds?page=1&limit=10&search=rahim%40example.com',
      ),
    );
  });

  it('approves after asking, and says so when the gateway has not refunded yet', async () => {
    const user = userEvent.setup();
    const fetchMock = show([
      answer(refundsApi.list, () => listed([refund(1)])),
      answer(refundsApi.approve, {
        success: true,
        message: 'Approved, but the gateway did not refund it yet (Insufficient balance).',
        refund: refund(1, { status: 'due', gatewayMessage: 'Insufficient balance', gatewayAttempts: 1 }),
      }),
    ]);
    const row = within(await screen.findByRole('table'))
      .getByText('Learner 1')
      .closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Approve the refund of Learner 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this refund?' });
    expect(dialog).toHaveTextContent("৳1500 goes back to Learner 1's bKash wallet through UddoktaPay");
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approved, but the gateway did not refund it yet (Insufficient balance).'),
    ).toBeVisible();
    expect(sentBody(fetchMock, `/admin/refunds/${uuid(1)}/approve`)).toEqual({});
  });

  it('refuses only with a reason, and shows a refusal from the server in the dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = show([
      answer(refundsApi.list, () => listed([refund(1)])),
      answer(refundsApi.refuse, fail('refund_already_decided', 'This refund request was already decided.')),
    ]);
    const row = within(await screen.findByRole('table'))
      .getByText('Learner 1')
      .closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Refuse the refund of Learner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Please write the reason for refusing.')).toBeVisible();
    expect(callsTo(fetchMock, `/admin/refunds/${uuid(1)}/refuse`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for refusing'), 'Half the course watched');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('This refund request was already decided.')).toBeVisible();
    expect(sentBody(fetchMock, `/admin/refunds/${uuid(1)}/refuse`)).toEqual({ reason: 'Half the course watched' });
  });

  it('shows the gateway message and Retry on an approved refund not made yet', async () => {
    show([
      answer(refundsApi.list, () =>
        listed([refund(1, { status: 'due', gatewayMessage: 'no answer within 15000 ms', gatewayAttempts: 2 })]),
      ),
    ]);
    const row = within(await screen.findByRole('table'))
      .getByText('Learner 1')
      .closest('tr')!;
    expect(row).toHaveTextContent(
      'UddoktaPay has not refunded it yet (no answer within 15000 ms). Tried 2 times; it is retried automatically.',
    );
    expect(within(row).getByRole('button', { name: 'Retry the refund of Learner 1' })).toBeVisible();
  });

  it('shows the server error with a Retry', async () => {
    show([answer(refundsApi.list, fail('database_unreachable', 'The database is not reachable'))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable');
  });

  it('keeps the skeletons while loading', () => {
    show([answer(refundsApi.list, PENDING)]);
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(4);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentsAdminApi } from '#shared/endpoints/payments-admin.ts';
import type { PendingPayment } from '#shared/payments-admin.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, fail, PENDING, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { ageText, PendingPaymentsPage } from './pending-payments-page.tsx';
import { pagination } from './test-data.ts';

const HOUR = 60 * 60 * 1000;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const payment = (n: number, over: Partial<PendingPayment> = {}): PendingPayment => ({
  paymentId: uuid(n),
  status: 'pending',
  userName: `Learner ${n}`,
  userEmail: `learner${n}@example.com`,
  courses: [`Course ${n}`],
  amount: 1500,
  invoiceId: `INV-${n}`,
  createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  lastVerifiedAt: null,
  nextVerifyAt: null,
  verifyAttempts: 0,
  failureReason: null,
  daysOpen: 0,
  tenDays: null,
  ...over,
});
const listed = (payments: PendingPayment[]) => ({
  success: true as const,
  payments,
  pagination: pagination(1, payments.length, 10),
});
const list = (payments: PendingPayment[]) => answer(paymentsAdminApi.pending, listed(payments));
const VERIFY = (n: number) => `/orders/admin/payments/${uuid(n)}/verify`;

const noRefunds = answer(paymentsAdminApi.refunds, {
  success: true as const,
  refunds: [],
  pagination: pagination(1, 0, 10),
});

function show(stubs: StubEntry[]) {
  // The To refund section asks too; a test's own refunds answer comes first and wins.
  const fetchMock = stubApi([...stubs, noRefunds]);
  renderPage(<PendingPaymentsPage />, { path: '/admin/pending-payments' });
  render(<Toaster />);
  return fetchMock;
}
const row = async (name: string) =>
  within(await screen.findByRole('table'))
    .getByText(name)
    .closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('Pending payments', () => {
  it('shows skeletons while the payments load', () => {
    show([answer(paymentsAdminApi.pending, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Pending payments' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(4);
  });

  it('lists learner, courses, amount, age, invoice id and status, as a table and as cards for phones', async () => {
    const fetchMock = show([
      list([
        payment(1, { courses: ['<p>React <b>Basics</b></p>', 'Node.js'] }),
        payment(2, { invoiceId: null, status: 'expired', createdAt: new Date(Date.now() - 50 * HOUR).toISOString() }),
      ]),
    ]);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Learner', 'Courses', 'Amount', 'Age', 'Invoice id', 'Status', 'Actions']);
    expect(rows[1]).toHaveTextContent('Learner 1');
    expect(rows[1]).toHaveTextContent('learner1@example.com');
    expect(rows[1]).toHaveTextContent('React Basics, Node.js');
    expect(rows[1]).toHaveTextContent('৳1500');
    expect(rows[1]).toHaveTextContent('3 hours ago');
    expect(rows[1]).toHaveTextContent('INV-1');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(within(rows[1]!).getByRole('button', { name: 'Verify now: payment of Learner 1' })).toBeEnabled();
    expect(rows[2]).toHaveTextContent('Not known yet');
    expect(rows[2]).toHaveTextContent('Expired');
    expect(rows[2]).toHaveTextContent('2 days ago');
    // Without an invoice id only "Verify with invoice id" can work.
    expect(within(rows[2]!).getByRole('button', { name: 'Verify now: payment of Learner 2' })).toBeDisabled();
    const cards = within(screen.getByRole('list', { name: 'Payments without an order' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Not known yet');
    expect(
      within(cards[1]!).getByRole('button', { name: 'Verify with invoice id: payment of Learner 2' }),
    ).toBeEnabled();
    expect(callsTo(fetchMock, '/orders/admin/pending-payments').map(([url]) => String(url))).toEqual([
      '/api/orders/admin/pending-payments?page=1&limit=10',
    ]);
  });

  it('says so when there is nothing to recover', async () => {
    show([list([])]);
    expect(await screen.findByText('No pending or unresolved payments')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server error with a Retry', async () => {
    show([answer(paymentsAdminApi.pending, fail('database_unreachable', 'The database is not reachable'))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('"Verify now" asks first, sends no invoice id, toasts the result and reloads the list', async () => {
    const user = userEvent.setup();
    let paid = false;
    const fetchMock = show([
      answer(paymentsAdminApi.pending, () => listed(paid ? [] : [payment(1)])),
      answer(paymentsAdminApi.verify, () => {
        paid = true;
        return {
          success: true,
          message: 'Payment verified: the order is fulfilled and the learner is enrolled.',
          status: 'paid',
          invoiceId: 'INV-1',
        };
      }),
    ]);
    await user.click(within(await row('Learner 1')).getByRole('button', { name: /Verify now/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify this payment now?' });
    expect(dialog).toHaveTextContent('UddoktaPay will be asked about invoice INV-1 of Learner 1.');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Payment verified: the order is fulfilled and the learner is enrolled.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, VERIFY(1))).toEqual({});
    expect(await screen.findByText('No pending or unresolved payments')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('"Verify now" toasts a refusal', async () => {
    const user = userEvent.setup();
    show([
      list([payment(1)]),
      answer(
        paymentsAdminApi.verify,
        fail('payment_not_verified', 'UddoktaPay reports this invoice as PENDING, not COMPLETED. Nothing was changed.'),
      ),
    ]);
    await user.click(within(await row('Learner 1')).getByRole('button', { name: /Verify now/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('UddoktaPay reports this invoice as PENDING, not COMPLETED. Nothing was changed.'),
    ).toBeInTheDocument();
  });

  it('"Verify with invoice id" sends the typed id, shows a refusal in the dialog and closes on success', async () => {
    const user = userEvent.setup();
    const fetchMock = show([
      list([payment(2, { invoiceId: null })]),
      answer(paymentsAdminApi.verify, ({ body }) =>
        (body as { invoiceId: string }).invoiceId === 'RIGHT-ID'
          ? {
              success: true,
              message: 'Payment verified: the order is fulfilled and the learner is enrolled.',
              status: 'paid',
              invoiceId: 'RIGHT-ID',
            }
          : fail('payment_not_verified', 'This invoice belongs to another payment, not this one. Nothing was changed.'),
      ),
    ]);
    await user.click(within(await row('Learner 2')).getByRole('button', { name: /Verify with invoice id/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify with invoice id' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the invoice id');
    expect(callsTo(fetchMock, VERIFY(2))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Invoice id'), '  WRONG-ID ');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invoice belongs to another payment, not this one. Nothing was changed.',
    );
    expect(sentBody(fetchMock, VERIFY(2))).toEqual({ invoiceId: 'WRONG-ID' });

    await user.clear(within(dialog).getByLabelText('Invoice id'));
    await user.type(within(dialog).getByLabelText('Invoice id'), 'RIGHT-ID');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Payment verified: the order is fulfilled and the learner is enrolled.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(fetchMock, VERIFY(2))).toEqual({ invoiceId: 'RIGHT-ID' });
  });

  it('reads in Bengali', async () => {
    await i18n.changeLanguage('bn');
    try {
      show([list([payment(1, { invoiceId: null })])]);
      expect(await screen.findByRole('heading', { level: 1, name: 'অপেক্ষমাণ পেমেন্ট' })).toBeInTheDocument();
      const rows = within(await screen.findByRole('table')).getAllByRole('row');
      expect(rows[0]).toHaveTextContent('শিক্ষার্থী');
      expect(rows[1]).toHaveTextContent('এখনো জানা নেই');
      expect(rows[1]).toHaveTextContent('অপেক্ষমাণ');
      expect(within(rows[1]!).getByRole('button', { name: /ইনভয়েস আইডি দিয়ে যাচাই/ })).toBeEnabled();
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(ageText(new Date(Date.now() - 5 * 60_000).toISOString(), Date.now(), 'en')).toBe('5 minutes ago');
  });

  it('lists a duplicate payment to refund with its wallet, amount and transaction id, and marks it refunded', async () => {
    const user = userEvent.setup();
    let done = false;
    const refund = (status: 'due' | 'refunded') => ({
      _id: uuid(7),
      paymentId: uuid(8),
      status,
      userName: 'Rahim',
      userEmail: 'rahim@example.com',
      items: [{ courseId: uuid(9), courseName: 'Physics', amount: 1200 }],
      amount: 1200,
      invoiceId: 'INV-DUP',
      paymentMethod: 'bkash',
      transactionId: 'TX-DUP-1',
      senderNumber: '01311111111',
      superseded: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      refundedAt: status === 'refunded' ? '2026-11-21T10:00:00.000Z' : null,
    });
    const fetchMock = show([
      list([]),
      answer(paymentsAdminApi.refunds, ({ query }) => ({
        success: true as const,
        refunds: query.get('status') === 'due' && done ? [] : [refund(done ? 'refunded' : 'due')],
        pagination: pagination(1, 1, 10),
      })),
      answer(paymentsAdminApi.markRefunded, () => {
        done = true;
        return { success: true as const, message: 'Marked as refunded.', refund: refund('refunded') };
      }),
    ]);
    const section = within(await screen.findByRole('region', { name: 'To refund' }));
    const line = (await section.findByText('Physics')).closest('tr')!;
    expect(line).toHaveTextContent('Rahim');
    expect(line).toHaveTextContent('৳1200');
    expect(line).toHaveTextContent('bKash 01311111111');
    expect(line).toHaveTextContent('TX-DUP-1');
    expect(line).toHaveTextContent('From a checkout replaced by a newer one');
    expect(
      fetchMock.mock.calls.some(
        ([url]) => String(url).includes('/orders/admin/refunds?') && String(url).includes('status=due'),
      ),
    ).toBe(true);

    await user.click(section.getByRole('button', { name: 'Mark refunded: payment of Rahim' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Confirm that ৳1200 went back to bKash 01311111111 (Rahim).');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('Marked as refunded.')).toBeInTheDocument();
    expect(await section.findByText('Nothing to refund')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'All' }));
    expect(await section.findByText('Refunded')).toBeInTheDocument();
  });
});

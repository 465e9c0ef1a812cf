import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Complaint } from '#shared/complaints.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { complaintsApi } from '#shared/endpoints/complaints.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { refundsApi } from '#shared/endpoints/refunds.ts';
import type { MyPayment, Order } from '#shared/orders.ts';
import i18n from '#web/i18n/index.ts';
import { resetAuthFlags } from '#web/lib/auth-flags.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { answer, fail, PENDING, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { ProfilePage } from './profile-page.tsx';

const C1 = '11111111-1111-4111-8111-111111111111';
const O1 = 'aaaaaaaa-1111-4111-8111-111111111111';

const PAID: MyPayment = {
  _id: 'pay-paid',
  status: 'paid',
  free: false,
  originalAmount: 1200,
  discountAmount: 0,
  amount: 1200,
  invoiceId: 'INV-1',
  paymentMethod: 'bkash',
  transactionId: 'TRX-1',
  createdAt: '2026-11-18T08:00:00.000Z',
  paidAt: '2026-11-18T08:01:00.000Z',
  receiptNumber: 'R-000007',
  refund: null,
  items: [
    {
      courseId: C1,
      courseName: 'Kotlin',
      price: 1200,
      discountAmount: 0,
      amount: 1200,
      couponCode: null,
      orderId: O1,
    },
  ],
};
const ORDER: Order = {
  _id: O1,
  paymentId: 'pay-paid',
  courseId: C1,
  courseName: 'Kotlin',
  invoiceId: 'INV-1',
  price: 1200,
  discountAmount: 0,
  amount: 1200,
  couponCode: null,
  status: 'paid',
  refund: null,
  paymentInfo: { invoice_id: 'INV-1', payment_method: 'bkash', transaction_id: 'TRX-1' },
  createdAt: '2026-11-18T08:00:00.000Z',
};
const history: EndpointAnswer<typeof ordersApi.myOrders> = { success: true, orders: [ORDER], payments: [PAID] };
const refundsOff = answer(refundsApi.settings, {
  success: true,
  settings: {
    allowed: false,
    windowDays: 7,
    progressLimitPercent: 30,
    terms: { en: 'No refunds.', bn: 'টাকা ফেরত নেই।' },
    customTerms: { en: null, bn: null },
  },
});

// Filed 20 Nov 2026 10:00 UTC (16:00 in Dhaka): due 23 Nov 16:00 Dhaka time.
const complaint = (id: string, over: Partial<Complaint> = {}): Complaint => ({
  _id: id,
  orderId: O1,
  courseName: 'Kotlin',
  text: 'The videos stop after a minute.',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  responseDueAt: '2026-11-23T10:00:00.000Z',
  overdue: false,
  answer: null,
  answeredAt: null,
  ...over,
});
const OPEN = complaint('c-open');
const LATE = complaint('c-late', {
  text: 'No certificate.',
  createdAt: '2026-11-10T10:00:00.000Z',
  responseDueAt: '2026-11-13T10:00:00.000Z',
  overdue: true,
});
const ANSWERED = complaint('c-answered', {
  text: 'Charged twice.',
  status: 'answered',
  answer: 'The second charge was refunded to your bKash wallet.',
  answeredAt: '2026-11-21T04:30:00.000Z',
});
const mine = (complaints: Complaint[]) => ({ success: true as const, complaints });

function renderOrders(stubs: StubEntry[]) {
  const fetchMock = stubApi([
    ...stubs,
    refundsOff,
    answer(ordersApi.myOrders, history),
    answer(profileApi.me, { success: true, accessToken: 'a', user: testUser() }),
  ]);
  renderPage(<ProfilePage />, { path: '/profile/*', url: '/profile/orders' });
  render(<Toaster />);
  return fetchMock;
}

beforeEach(() => {
  resetAuthFlags();
  holdSignedInCookie();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setSessionUser(null);
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
});

describe('profile: complaints about orders', () => {
  it('lists the complaints: waiting with the due time, late past it, answered with the answer', async () => {
    renderOrders([answer(complaintsApi.mine, mine([OPEN, LATE, ANSWERED]))]);
    const section = await screen.findByRole('region', { name: 'Your complaints' });
    const cards = await within(section).findAllByTestId('complaint');
    expect(cards.map((c) => within(c).getByTestId('complaint-status').textContent)).toEqual([
      'Waiting for an answer',
      'Answer overdue',
      'Answered',
    ]);
    const [open, late, answered] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(open).toHaveTextContent('Kotlin');
    expect(open).toHaveTextContent('Sent 20 Nov 2026, 16:00');
    expect(open).toHaveTextContent('The videos stop after a minute.');
    expect(within(open).getByTestId('complaint-due')).toHaveTextContent('We will answer by 23 Nov 2026, 16:00.');
    expect(within(late).getByTestId('complaint-due')).toHaveTextContent(
      'Our answer was due by 13 Nov 2026, 16:00. We are sorry for the delay; we will answer as soon as we can.',
    );
    expect(within(answered).queryByTestId('complaint-due')).toBeNull();
    expect(within(answered).getByTestId('complaint-answer')).toHaveTextContent(
      'Our answer · 21 Nov 2026, 10:30The second charge was refunded to your bKash wallet.',
    );
  });

  it('files a complaint: the schema refuses an empty one, the server refusal shows, then it is listed', async () => {
    const user = userEvent.setup();
    let filed = false;
    let calls = 0;
    const fetchMock = renderOrders([
      answer(complaintsApi.mine, () => mine(filed ? [OPEN] : [])),
      answer(complaintsApi.file, () => {
        calls += 1;
        if (calls === 1) return fail('order_not_found', 'Order not found');
        filed = true;
        return {
          success: true as const,
          message: 'Your complaint was sent. We will answer it within 72 hours.',
          complaint: OPEN,
        };
      }),
    ]);
    expect(await screen.findByText('No complaints')).toBeInTheDocument();
    const card = await screen.findByTestId('payment');
    await user.click(await within(card).findByRole('button', { name: 'Report a problem with Kotlin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this purchase' });
    await user.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your complaint is required');
    const box = within(dialog).getByLabelText('Your complaint');
    expect(box).toHaveFocus();
    await user.type(box, 'The videos stop after a minute.');
    await user.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order not found');
    expect(sentBody(fetchMock, `/orders/${O1}/complaints`)).toEqual({ text: 'The videos stop after a minute.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Your complaint was sent. We will answer it within 72 hours.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const listed = await screen.findByTestId('complaint');
    expect(listed).toHaveTextContent('Waiting for an answer');
    expect(listed).toHaveTextContent('We will answer by 23 Nov 2026, 16:00.');
  });

  it('shows the error with Try again, and a loading state', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderOrders([answer(complaintsApi.mine, () => (failing ? fail('internal_error', 'boom') : PENDING))]);
    expect(await screen.findByText('Your complaints could not be loaded.')).toBeInTheDocument();
    failing = false;
    const section = screen.getByRole('region', { name: 'Your complaints' });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).getAllByTestId('skeleton').length).toBeGreaterThan(0));
  });

  it('speaks Bengali with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    const user = userEvent.setup();
    renderOrders([answer(complaintsApi.mine, mine([OPEN, LATE, ANSWERED]))]);
    const section = await screen.findByRole('region', { name: 'আপনার অভিযোগ' });
    const cards = await within(section).findAllByTestId('complaint');
    expect(cards.map((c) => within(c).getByTestId('complaint-status').textContent)).toEqual([
      'উত্তরের অপেক্ষায়',
      'উত্তর দিতে দেরি হয়েছে',
      'উত্তর দেওয়া হয়েছে',
    ]);
    expect(within(cards[0]!).getByTestId('complaint-due')).toHaveTextContent(
      'আমরা ২৩ নভে, ২০২৬, ১৬:০০-এর মধ্যে উত্তর দেব।',
    );
    expect(within(cards[1]!).getByTestId('complaint-due')).toHaveTextContent(
      '১৩ নভে, ২০২৬, ১৬:০০-এর মধ্যে আমাদের উত্তর দেওয়ার কথা ছিল।',
    );
    expect(within(cards[2]!).getByTestId('complaint-answer')).toHaveTextContent('আমাদের উত্তর · ২১ নভে, ২০২৬, ১০:৩০');
    const card = screen.getByTestId('payment');
    await user.click(within(card).getByRole('button', { name: 'Kotlin নিয়ে সমস্যা জানান' }));
    const dialog = await screen.findByRole('dialog', { name: 'এই কেনাকাটা নিয়ে সমস্যা জানান' });
    expect(dialog).toHaveTextContent('প্রতিটি অভিযোগের উত্তর আমরা ৭২ ঘণ্টার মধ্যে দিই।');
    await user.click(within(dialog).getByRole('button', { name: 'অভিযোগ পাঠান' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('আপনার অভিযোগ আবশ্যক');
  });

  it('shows the empty state in Bengali', async () => {
    await i18n.changeLanguage('bn');
    renderOrders([answer(complaintsApi.mine, mine([]))]);
    expect(await screen.findByText('কোনো অভিযোগ নেই')).toBeInTheDocument();
    expect(
      screen.getByText('কোনো কেনাকাটায় সমস্যা হলে সেখানে "সমস্যা জানান" চাপুন, আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।'),
    ).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { complaintsApi } from '#shared/endpoints/complaints.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import type { MyPayment } from '#shared/orders.ts';
import i18n from '#web/i18n/index.ts';
import { resetAuthFlags } from '#web/lib/auth-flags.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { answer, fail, PENDING, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { ProfilePage } from './profile-page.tsx';
import { profileApi } from '#shared/endpoints/profile.ts';
import { refundsApi } from '#shared/endpoints/refunds.ts';
import type { Order } from '#shared/orders.ts';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const C3 = '33333333-3333-4333-8333-333333333333';

const item = (courseId: string, courseName: string, price: number, discount = 0, couponCode: string | null = null) => ({
  courseId,
  courseName,
  price,
  discountAmount: discount,
  amount: price - discount,
  couponCode,
  orderId: null as string | null,
});

const payment = (id: string, overrides: Partial<MyPayment>): MyPayment => {
  const items = overrides.items ?? [item(C1, 'React Basics', 1000)];
  return {
    _id: id,
    status: 'paid',
    free: false,
    originalAmount: items.reduce((s, i) => s + i.price, 0),
    discountAmount: items.reduce((s, i) => s + i.discountAmount, 0),
    amount: items.reduce((s, i) => s + i.amount, 0),
    invoiceId: `INV-${id}`,
    paymentMethod: 'bkash',
    transactionId: `TRX-${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    receiptNumber: 'R-000007',
    refund: null,
    ...overrides,
    items,
  };
};

const PAID = payment('pay-paid', {
  items: [
    { ...item(C1, '<b>Django</b> for Beginners', 2000, 400, 'SAVE20'), orderId: 'order-1' },
    { ...item(C2, 'Flutter', 1500.5), orderId: 'order-2' },
  ],
  createdAt: '2026-11-18T08:00:00.000Z',
});
const PENDING_PAYMENT = payment('pay-pending', {
  status: 'pending',
  items: [item(C3, 'Kotlin', 1200)],
  paymentMethod: null,
  transactionId: null,
  paidAt: null,
  createdAt: '2026-11-24T09:00:00.000Z',
});
const FAILED = payment('pay-failed', {
  status: 'failed',
  items: [item(C2, 'Flutter', 1500)],
  paymentMethod: null,
  transactionId: null,
  invoiceId: null,
  paidAt: null,
  createdAt: '2026-11-22T09:00:00.000Z',
});
const answerOf = (payments: MyPayment[]): EndpointAnswer<typeof ordersApi.myOrders> => ({
  success: true,
  orders: [],
  payments,
});

function renderOrders(url: string, answers: StubEntry[]) {
  const fetchMock = stubApi([
    ...answers,
    answer(complaintsApi.mine, { success: true, complaints: [] }),
    answer(profileApi.me, { success: true, accessToken: 'a', user: testUser() }),
  ]);
  const view = renderPage(<ProfilePage />, { path: '/profile/*', url });
  render(<Toaster />);
  return { fetchMock, ...view };
}

beforeEach(() => resetAuthFlags());
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
  window.history.replaceState(null, '', '/');
});

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('profile: Purchase History', () => {
  it('lists every payment as the server orders them, with courses, coupon, method, amounts and status', async () => {
    renderOrders('/profile/orders', [answer(ordersApi.myOrders, answerOf([PENDING_PAYMENT, FAILED, PAID]))]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Purchase History' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('payment');
    expect(cards.map((c) => within(c).getByTestId('payment-status').textContent)).toEqual([
      'Pending',
      'Failed',
      'Paid',
    ]);
    const [pending, failed, paid] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByRole('link', { name: 'Kotlin' })).toHaveAttribute('href', `/course/${C3}`);
    expect(pending).toHaveTextContent('৳1200');
    expect(pending).toHaveTextContent('Method—');
    expect(within(pending).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: 'View receipt' })).toBeNull();
    expect(within(failed).queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(within(failed).queryByRole('link', { name: 'View receipt' })).toBeNull();
    expect(within(paid).getByRole('link', { name: 'Django for Beginners' })).toBeInTheDocument();
    expect(paid).toHaveTextContent('Coupon SAVE20: −৳400');
    expect(paid).toHaveTextContent('Discount−৳400');
    expect(paid).toHaveTextContent('Total৳3100.50');
    expect(paid).toHaveTextContent('MethodbKash');
    expect(within(paid).getByText('18 Nov 2026')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/profile/orders/pay-paid',
    );
    // The section is in the sidebar, and ?section=7 opens it too.
    const nav = screen.getAllByRole('navigation', { name: 'Profile sections' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Purchase History' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens from ?section=7, shows the error with Try again, then the empty state', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderOrders('/profile?section=7', [
      answer(ordersApi.myOrders, () => (failing ? fail('internal_error', 'boom') : answerOf([]))),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Purchase History' })).toBeInTheDocument();
    expect(await screen.findByText('Your purchase history could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('checks a pending payment again through process-order and shows the new status', async () => {
    const user = userEvent.setup();
    let current: MyPayment = PENDING_PAYMENT;
    const { fetchMock } = renderOrders('/profile/orders', [
      answer(ordersApi.myOrders, () => answerOf([current])),
      answer(ordersApi.processOrder, () => {
        current = { ...PENDING_PAYMENT, status: 'paid', paymentMethod: 'nagad', transactionId: 'TRX-9' };
        return {
          success: true,
          status: 'paid',
          message: 'Payment successful! You are now enrolled.',
          payment: {
            paymentId: current._id,
            status: 'paid',
            amount: 1200,
            courseIds: [C3],
            invoiceId: 'INV-pay-pending',
            refund: null,
          },
          orders: [],
          courseId: C3,
        };
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment confirmed. You are now enrolled.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/orders/process-order')).toEqual({ invoice_id: 'INV-pay-pending' });
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid'));
    expect(screen.getByRole('link', { name: 'View receipt' })).toBeInTheDocument();
  });

  it('finishes a payment no invoice id came back for with the id from the receipt, checked by the server', async () => {
    const user = userEvent.setup();
    const LOST = payment('pay-lost', {
      status: 'pending',
      items: [item(C3, 'Kotlin', 1200)],
      invoiceId: null,
      paymentMethod: null,
      transactionId: null,
      paidAt: null,
    });
    let current: MyPayment = LOST;
    const { fetchMock } = renderOrders('/profile/orders', [
      answer(ordersApi.myOrders, () => answerOf([current])),
      answer(ordersApi.processOrder, ({ body }) => {
        const sent = body as { invoice_id: string };
        if (sent.invoice_id !== 'INV-FROM-SMS')
          return fail(
            'payment_not_verified',
            'This invoice id is for another payment. Please check the invoice id on your receipt.',
          );
        current = { ...LOST, status: 'paid', invoiceId: 'INV-FROM-SMS', paymentMethod: 'bkash' };
        return {
          success: true,
          status: 'paid',
          message: 'Payment successful! You are now enrolled.',
          payment: {
            paymentId: LOST._id,
            status: 'paid',
            amount: 1200,
            courseIds: [C3],
            invoiceId: 'INV-FROM-SMS',
            refund: null,
          },
          orders: [],
          courseId: C3,
        };
      }),
    ]);
    expect(
      await screen.findByText(
        "Paid, but not enrolled? If money was taken, enter the invoice id from UddoktaPay's receipt (SMS or e-mail) and we will check it with UddoktaPay.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish payment' }));
    const field = screen.getByLabelText('Invoice id from the receipt');
    await user.click(screen.getByRole('button', { name: 'Finish payment' }));
    expect(
      await screen.findByText(/Enter the invoice id|Invoice id from the receipt/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/orders/process-order'))).toBe(false);

    await user.type(field, 'INV-OTHER');
    await user.click(screen.getByRole('button', { name: 'Finish payment' }));
    expect(
      await screen.findByText('This invoice id is for another payment. Please check the invoice id on your receipt.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/orders/process-order')).toEqual({ paymentId: 'pay-lost', invoice_id: 'INV-OTHER' });

    await user.clear(field);
    await user.type(field, 'INV-FROM-SMS');
    await user.click(screen.getByRole('button', { name: 'Finish payment' }));
    expect(await screen.findByText('Payment successful! You are now enrolled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid'));
    expect(screen.queryByRole('button', { name: 'Finish payment' })).not.toBeInTheDocument();
  });

  it('shows a printable receipt with the site name, ids and taka amounts', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderOrders('/profile/orders/pay-paid', [answer(ordersApi.myOrders, answerOf([PENDING_PAYMENT, PAID]))]);
    const receipt = await screen.findByRole('article');
    expect(within(receipt).getByText('Pathshala')).toBeInTheDocument();
    expect(within(receipt).getByRole('heading', { level: 2, name: 'Receipt' })).toBeInTheDocument();
    for (const text of [
      'Receipt no.R-000007',
      'Invoice IDINV-pay-paid',
      'Transaction IDTRX-pay-paid',
      'Order ID: order-1',
      'Order ID: order-2',
      'Nusrat Jahan',
      'nusrat@example.com',
      'Django for Beginners',
      'Coupon SAVE20: −৳400',
      'Subtotal৳3500.50',
      'Discount−৳400',
    ])
      expect(receipt).toHaveTextContent(text);
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('৳3100.50');
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('@media print'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to Purchase History' })).toHaveAttribute('href', '/profile/orders');
    // The receipt's PDF in either language, for the payment's first order (issue 35).
    expect(screen.getByRole('link', { name: 'PDF (বাংলা)' })).toHaveAttribute(
      'href',
      '/api/orders/order-1/receipt?lang=bn&format=pdf',
    );
    expect(screen.getByRole('link', { name: 'PDF (English)' })).toHaveAttribute(
      'href',
      '/api/orders/order-1/receipt?lang=en&format=pdf',
    );
  });

  it('has no receipt for an unpaid or unknown payment', async () => {
    renderOrders('/profile/orders/pay-failed', [answer(ordersApi.myOrders, answerOf([FAILED]))]);
    expect(await screen.findByRole('heading', { name: 'No receipt for this payment' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('reads in Bengali', async () => {
    await i18n.changeLanguage('bn');
    try {
      renderOrders('/profile/orders/pay-paid', [answer(ordersApi.myOrders, answerOf([PAID]))]);
      const receipt = await screen.findByRole('article');
      expect(within(receipt).getByRole('heading', { level: 2, name: 'রসিদ' })).toBeInTheDocument();
      expect(receipt).toHaveTextContent('লেনদেন আইডিTRX-pay-paid');
      expect(receipt).toHaveTextContent('মোট পরিশোধ৳৩,১০০.৫০');
      expect(receipt).toHaveAttribute('lang', 'bn');
      expect(screen.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps a loading state while the list is on its way', async () => {
    renderOrders('/profile/orders', [answer(ordersApi.myOrders, PENDING)]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Purchase History' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('payment')).toBeNull();
  });

  describe('refunds', () => {
    const order = (id: string, courseId: string, over: Partial<Order> = {}): Order => ({
      _id: id,
      paymentId: 'pay-paid',
      courseId,
      courseName: 'Course',
      invoiceId: 'INV-pay-paid',
      price: 1000,
      discountAmount: 0,
      amount: 1000,
      couponCode: null,
      status: 'paid',
      refund: null,
      paymentInfo: { invoice_id: 'INV-pay-paid', payment_method: 'bkash', transaction_id: 'TRX' },
      createdAt: '2026-11-18T08:00:00.000Z',
      ...over,
    });
    const settings = answer(refundsApi.settings, {
      success: true,
      settings: {
        allowed: true,
        windowDays: 7,
        progressLimitPercent: 30,
        terms: { en: 'Ask within 7 days.', bn: '৭ দিনের মধ্যে অনুরোধ করুন।' },
        customTerms: { en: null, bn: null },
      },
    });

    it('asks for a refund with a reason, shows the server refusal in the dialog, then the requested state', async () => {
      const user = userEvent.setup();
      let asked = false;
      let calls = 0;
      const { fetchMock } = renderOrders('/profile/orders', [
        settings,
        answer(ordersApi.myOrders, () => ({
          ...answerOf([PAID]),
          orders: [
            order('order-1', C1, {
              status: asked ? 'refund_requested' : 'paid',
              refund: asked
                ? {
                    _id: 'r1',
                    status: 'requested',
                    reason: 'Not for me',
                    refusalReason: null,
                    createdAt: '2026-11-19T08:00:00.000Z',
                    refundedAt: null,
                  }
                : null,
            }),
            order('order-2', C2, {
              status: 'refunded',
              refund: {
                _id: 'r2',
                status: 'refunded',
                reason: 'x',
                refusalReason: null,
                createdAt: '2026-11-19T08:00:00.000Z',
                refundedAt: '2026-11-19T09:00:00.000Z',
              },
            }),
          ],
        })),
        answer(refundsApi.request, () => {
          calls += 1;
          if (calls === 1) {
            return fail(
              'refund_progress_limit',
              'Refunds can be requested while less than 30% of the course is completed, and you have completed more.',
            );
          }
          asked = true;
          return {
            success: true as const,
            message: 'Your refund request was sent. We will answer it within 72 hours.',
            refund: {
              _id: 'r1',
              status: 'requested' as const,
              reason: 'Not for me',
              refusalReason: null,
              createdAt: '2026-11-19T08:00:00.000Z',
              refundedAt: null,
            },
          };
        }),
      ]);
      const card = await screen.findByTestId('payment');
      expect(await within(card).findByText('Refunded to the wallet you paid from.')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Request refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please write why you want a refund.');
      await user.type(within(dialog).getByLabelText('Why do you want a refund?'), 'Not for me');
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Refunds can be requested while less than 30% of the course is completed, and you have completed more.',
      );
      expect(sentBody(fetchMock, '/orders/order-1/refund-request')).toEqual({ reason: 'Not for me' });
      await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await screen.findByText('Your refund request was sent. We will answer it within 72 hours.')).toBeVisible();
      expect(await within(card).findByText('Refund requested: we will answer within 72 hours.')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Request refund' })).toBeNull();
    });

    it('shows the refund terms on the receipt, in Bengali for a Bengali reader', async () => {
      await i18n.changeLanguage('bn');
      try {
        renderOrders('/profile/orders/pay-paid', [settings, answer(ordersApi.myOrders, answerOf([PAID]))]);
        expect(await screen.findByTestId('refund-terms')).toHaveTextContent('৭ দিনের মধ্যে অনুরোধ করুন।');
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  });
});

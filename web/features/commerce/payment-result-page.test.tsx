import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAYMENT_PAGES } from '#shared/content/pages-defaults.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { paymentPagesApi } from '#shared/endpoints/content.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import type { PAYMENT_STATUS_VALUES } from '#shared/orders.ts';
import { answer, callsTo, fail, PENDING, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { PaymentResultPage } from './payment-result-page.tsx';
import { profileApi } from '#shared/endpoints/profile.ts';
import { testUser } from '#web/test/users.ts';

const COURSE = '11111111-1111-4111-8111-111111111111';
const PAYMENT = '44444444-4444-4444-8444-444444444444';
const PAGES = {
  success: { ...DEFAULT_PAYMENT_PAGES.success, title: 'Shabash!', backgroundColor: '#123456', textColor: '#FEFEFE' },
  failure: { ...DEFAULT_PAYMENT_PAGES.failure, title: 'Oh no', backgroundColor: '#654321', textColor: '#FDFDFD' },
};
type Status = (typeof PAYMENT_STATUS_VALUES)[number];
const processed = (status: Status): EndpointAnswer<typeof ordersApi.processOrder> => ({
  success: true,
  message: 'x',
  status,
  payment: {
    paymentId: PAYMENT,
    status,
    amount: 999,
    courseIds: [COURSE],
    invoiceId: status === 'cancelled' ? null : 'INV-1',
    refund: status === 'duplicate' ? { amount: 999, courseIds: [COURSE], status: 'due' } : null,
  },
  orders: [],
  courseId: COURSE,
});

/** The signed-in user, read again after a purchase. */
const profileMe = answer(profileApi.me, {
  success: true,
  accessToken: 'a',
  user: testUser({ _id: 'u1', name: 'Learner', courses: [{ courseId: COURSE }] }),
});

function open(url: string, answers: StubEntry[]) {
  const fetchMock = stubApi([
    ...answers,
    answer(paymentPagesApi.get, { success: true, paymentPages: { ...PAGES, updatedAt: null } }),
  ]);
  return { fetchMock, ...renderPage(<PaymentResultPage />, { path: '/payment/result', url }) };
}
const bodiesOf = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, ordersApi.processOrder.path).map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment result page', () => {
  it('shows the processing messages while the invoice is verified', async () => {
    open('/payment/result?invoice_id=INV-1', [answer(ordersApi.processOrder, PENDING)]);
    expect(await screen.findByText('Processing your payment...')).toBeInTheDocument();
    expect(screen.getByText('Verifying payment...')).toBeInTheDocument();
  });

  it('keeps asking, with backoff, while the server cannot be reached, then shows the result', async () => {
    let tries = 0;
    const { fetchMock } = open('/payment/result?invoice_id=INV-1', [
      answer(ordersApi.processOrder, () => {
        tries += 1;
        return tries < 3 ? fail('database_unreachable', 'The database is not reachable') : processed('paid');
      }),
      profileMe,
    ]);
    expect(
      await screen.findByText('We could not reach the server yet. Trying again — keep this page open.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Processing your payment...')).toBeInTheDocument();
    const page = await screen.findByTestId('payment-result', {}, { timeout: 8000 });
    await waitFor(() => expect(page).toHaveTextContent('Shabash!'));
    expect(bodiesOf(fetchMock)).toEqual([{ invoice_id: 'INV-1' }, { invoice_id: 'INV-1' }, { invoice_id: 'INV-1' }]);
  }, 15_000);

  it('shows a refusal at once, without asking again', async () => {
    const { fetchMock } = open('/payment/result?invoice_id=INV-1', [
      answer(ordersApi.processOrder, fail('payment_not_verified', 'We could not verify this payment.')),
    ]);
    const page = await screen.findByTestId('payment-result');
    await waitFor(() => expect(page).toHaveTextContent('We could not verify this payment.'));
    expect(bodiesOf(fetchMock)).toHaveLength(1);
  });

  it('verifies the invoice, shows the configured success page and goes on to the course by itself', async () => {
    const { fetchMock, router } = open('/payment/result?invoice_id=INV-1', [
      answer(ordersApi.processOrder, processed('paid')),
      profileMe,
    ]);
    const page = await screen.findByTestId('payment-result');
    await waitFor(() => expect(page).toHaveTextContent('Shabash!'));
    expect(page).toHaveStyle({ backgroundColor: '#123456', color: '#FEFEFE' });
    expect(page).toHaveTextContent('Your payment has been received and your course is now unlocked.');
    expect(screen.getByRole('link', { name: 'Go to Course' })).toHaveAttribute('href', `/course-access/${COURSE}`);
    expect(bodiesOf(fetchMock)).toEqual([{ invoice_id: 'INV-1' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/course-access/${COURSE}`), { timeout: 8000 });
  }, 12_000);

  it('records a cancel and says the payment was cancelled, with the configured Try Again on the course', async () => {
    const { fetchMock } = open(`/payment/result?status=cancelled&paymentId=${PAYMENT}`, [
      answer(ordersApi.processOrder, processed('cancelled')),
    ]);
    const page = await screen.findByTestId('payment-result');
    await waitFor(() => expect(page).toHaveTextContent('Payment Cancelled'));
    expect(page).toHaveTextContent('You cancelled the payment');
    expect(page).toHaveTextContent('The payment was cancelled before it was completed, so you have not been charged.');
    expect(page).toHaveTextContent('You can try the payment again from the course page.');
    expect(page).not.toHaveTextContent('Oh no');
    expect(page).not.toHaveTextContent('Your payment was not completed and you have not been charged.');
    expect(page).toHaveStyle({ backgroundColor: '#654321' });
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', `/course/${COURSE}`);
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
    expect(bodiesOf(fetchMock)).toEqual([{ paymentId: PAYMENT, status: 'cancelled' }]);
  });

  it('shows a failed payment with the configured failure texts, not as a cancel', async () => {
    open(`/payment/result?invoice_id=INV-1`, [answer(ordersApi.processOrder, processed('failed'))]);
    const page = await screen.findByTestId('payment-result');
    await waitFor(() => expect(page).toHaveTextContent('Oh no'));
    expect(page).toHaveTextContent(DEFAULT_PAYMENT_PAGES.failure.subtitle);
    expect(page).toHaveTextContent('Your payment was not completed and you have not been charged.');
    expect(page).toHaveTextContent(DEFAULT_PAYMENT_PAGES.failure.supportMessage);
    expect(page).not.toHaveTextContent('Payment Cancelled');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', `/course/${COURSE}`);
  });

  it("draws the failure card's buttons in its configured text colour", async () => {
    open(`/payment/result?paymentId=${PAYMENT}`, [answer(ordersApi.processOrder, processed('failed'))]);
    const back = await screen.findByRole('link', { name: 'Back to Courses' });
    expect(screen.getByTestId('payment-result')).toHaveStyle({ backgroundColor: '#654321', color: '#FDFDFD' });
    expect(back).toHaveStyle({ color: '#FDFDFD', borderColor: '#FDFDFD' });
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveStyle({
      backgroundColor: '#FDFDFD',
      color: '#654321',
    });
  });

  it("shows the failure page with the server's reason when verification fails", async () => {
    open('/payment/result?invoice_id=FORGED', [
      answer(ordersApi.processOrder, fail('payment_not_found', 'Payment not found')),
    ]);
    const page = await screen.findByTestId('payment-result');
    await waitFor(() => expect(page).toHaveTextContent('Payment not found'));
    expect(page).toHaveTextContent('Oh no');
  });

  it('shows a pending payment with Check again', async () => {
    let status: Status = 'pending';
    open(`/payment/result?paymentId=${PAYMENT}`, [answer(ordersApi.processOrder, () => processed(status))]);
    expect(await screen.findByText('Payment pending')).toBeInTheDocument();
    status = 'paid';
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await waitFor(() => expect(screen.getByTestId('payment-result')).toHaveTextContent('Shabash!'));
  });
});

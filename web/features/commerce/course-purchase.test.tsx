import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '#shared/catalogue.ts';
import { courseSummary } from '#web/components/course/test-data.ts';
import { AUTH_MODAL_EVENT } from '#web/lib/session.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { cartApi } from '#shared/endpoints/cart.ts';
import { couponsApi } from '#shared/endpoints/coupons.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import { wishlistApi } from '#shared/endpoints/wishlist.ts';
import { cartItem, myCart } from '#web/test/commerce-data.ts';
import type { RawReply } from '#web/test/api-stub.ts';
import { setOnline } from '#web/test/network.ts';
import { answer, callsTo, fail, PENDING, renderPage, reply, stubApi, type StubEntry } from '#web/test/render.tsx';
import { CoursePurchase } from './course-purchase.tsx';

const course: CourseDetail = { ...courseSummary(), courseData: [] };
const ID = course._id;
const COUPON_ANSWER: EndpointAnswer<typeof couponsApi.apply> = {
  success: true,
  message: 'Coupon applied successfully!',
  coupon: { id: '33333333-3333-4333-8333-333333333333', code: 'SAVE10', description: 'Ten percent off' },
  discount: { amount: 99.9, finalAmount: 899.1, originalAmount: 999 },
};

type Charge = EndpointAnswer<typeof ordersApi.createCharge> | RawReply;

function open(answers: StubEntry[] = [], signedIn = true) {
  const fetchMock = stubApi([
    ...answers,
    answer(wishlistApi.check, { success: true, isInWishlist: false }),
    answer(cartApi.mine, myCart([])),
  ]);
  return {
    fetchMock,
    ...renderPage(<CoursePurchase course={course} signedIn={signedIn} />, {
      path: '/course/:id',
      url: `/course/${ID}`,
    }),
  };
}

/** The JSON bodies sent to `path`, oldest first. */
const bodiesTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  callsTo(fetchMock, path).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

afterEach(() => vi.unstubAllGlobals());

describe('coupon box', () => {
  it('refuses an empty code without a call, sends the trimmed uppercased code on Enter and shows the applied coupon until removed', async () => {
    const { fetchMock } = open([answer(couponsApi.apply, COUPON_ANSWER)]);
    const input = await screen.findByLabelText('Have a coupon?');
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a coupon code');
    expect(bodiesTo(fetchMock, '/coupons/apply')).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '  save10 {Enter}');
    const applied = await screen.findByTestId('coupon-applied');
    expect(bodiesTo(fetchMock, '/coupons/apply')).toEqual([{ code: 'SAVE10', courseId: ID, orderAmount: 999 }]);
    expect(applied).toHaveTextContent('SAVE10');
    expect(applied).toHaveTextContent('Ten percent off');
    expect(applied).toHaveTextContent('You save ৳99.90');

    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(screen.getByLabelText('Have a coupon?')).toHaveValue('');
  });

  it("shows the server's message, else Invalid coupon code", async () => {
    let result: EndpointAnswer<typeof couponsApi.apply> | RawReply = fail('coupon_expired', 'This coupon has expired');
    open([answer(couponsApi.apply, () => result)]);
    const input = await screen.findByLabelText('Have a coupon?');
    await userEvent.type(input, 'old{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired');
    result = reply(502, 'Bad gateway');
    await userEvent.type(input, '2{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid coupon code'));
  });
});

describe('Buy Now and the payment modal', () => {
  it('opens the login view for a visitor and shows no cart or coupon', async () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_MODAL_EVENT, listener);
    open([], false);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    window.removeEventListener(AUTH_MODAL_EVENT, listener);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ view: 'login' });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByLabelText('Have a coupon?')).toBeNull();
  });

  it('summarises the course with the applied coupon and sends the amounts the spec names; Escape closes it', async () => {
    const { fetchMock } = open([
      answer(couponsApi.apply, COUPON_ANSWER),
      answer(
        ordersApi.createCharge,
        fail('price_changed', 'The price of this course has changed. Please review the new price and try again.'),
      ),
    ]);
    await userEvent.type(await screen.findByLabelText('Have a coupon?'), 'save10{Enter}');
    await screen.findByTestId('coupon-applied');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    const modal = await screen.findByTestId('payment-modal');
    expect(modal).toHaveTextContent('Python for Beginners');
    expect(modal).toHaveTextContent('৳999');
    expect(modal).toHaveTextContent('Coupon (SAVE10)');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('৳899.10');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳899.10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price of this course has changed. Please review the new price and try again.',
    );
    expect(bodiesTo(fetchMock, '/orders/create-charge')).toEqual([
      {
        courseId: ID,
        amount: 89910,
        couponCode: 'SAVE10',
        couponId: COUPON_ANSWER.coupon.id,
        discountAmount: 99.9,
        originalAmount: 999,
        finalAmount: 899.1,
      },
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('payment-modal')).toBeNull());
  });

  it('offers the full price when the coupon is refused at checkout, and pays without it', async () => {
    let charge: Charge = fail('coupon_used_up', 'This coupon has reached its usage limit');
    const { fetchMock } = open([answer(couponsApi.apply, COUPON_ANSWER), answer(ordersApi.createCharge, () => charge)]);
    await userEvent.type(await screen.findByLabelText('Have a coupon?'), 'save10{Enter}');
    await screen.findByTestId('coupon-applied');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ৳899.10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has reached its usage limit');
    await userEvent.click(screen.getByRole('button', { name: 'Pay the full price without the coupon' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('৳999');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    charge = reply(502, 'Bad gateway');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳999' }));
    expect(bodiesTo(fetchMock, '/orders/create-charge').at(-1)).toMatchObject({ amount: 99900, couponCode: null });
    // A failure that is not the coupon's offers no such button.
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Pay the full price without the coupon' })).toBeNull();
  });

  it('says Payment initiation failed without a server message, and Failed to create payment charge without a URL', async () => {
    let charge: Charge = reply(500, 'oops');
    open([answer(ordersApi.createCharge, () => charge)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ৳999' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment initiation failed. Please try again.');
    charge = { success: true, enrolled: false };
    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳999' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create payment charge'));
  });
});

describe('wishlist and cart toggles', () => {
  it('rolls the wishlist back when the server fails, and lets "already in your wishlist" force it on', async () => {
    let added: EndpointAnswer<typeof wishlistApi.add> | RawReply = fail('internal_error', 'Database unavailable');
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('lms:wishlist-updated', listener);
    const { fetchMock } = open([answer(wishlistApi.add, () => added)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute('aria-pressed', 'false');

    added = fail('already_in_wishlist', 'This course is already in your wishlist');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    // forced on by the message; the status is then read again from the server
    expect(events).toEqual([
      { courseId: ID, isInWishlist: false },
      { courseId: ID, isInWishlist: true },
    ]);
    window.removeEventListener('lms:wishlist-updated', listener);
    await waitFor(() => expect(bodiesTo(fetchMock, `/wishlist/check/${ID}`).length).toBeGreaterThanOrEqual(3));
  });

  it('turns Add to Cart into In Cart and back, rolling back on failure and firing lms:cart-updated', async () => {
    let inCart = false;
    let addAnswer: EndpointAnswer<typeof cartApi.add> | RawReply = fail('course_owned', 'You already own this course');
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('lms:cart-updated', listener);
    open([
      answer(cartApi.mine, () => myCart(inCart ? [cartItem({ _id: ID })] : [])),
      answer(cartApi.add, () => addAnswer),
      answer(cartApi.remove, () => {
        inCart = false;
        return { success: true, message: 'Removed from cart' };
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();

    addAnswer = { success: true, message: 'Added to cart' };
    inCart = true;
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(await screen.findByRole('button', { name: 'In Cart' }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    window.removeEventListener('lms:cart-updated', listener);
    expect(events).toEqual([
      { courseId: ID, inCart: false },
      { courseId: ID, inCart: true },
      { courseId: ID, inCart: false },
    ]);
  });

  it('asks a visitor to log in for the wishlist', async () => {
    const { fetchMock } = open([answer(wishlistApi.add, PENDING)], false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(callsTo(fetchMock, wishlistApi.add.path)).toEqual([]);
  });
});

describe('offline', () => {
  afterEach(() => setOnline(true));
  const NEEDS_CONNECTION = 'This needs a connection. You are offline: try again once you are back online.';

  it('Buy Now, the wishlist, the cart and the coupon say they need a connection and do nothing until back online', async () => {
    const { fetchMock } = open([
      answer(wishlistApi.add, PENDING),
      answer(cartApi.add, PENDING),
      answer(couponsApi.apply, PENDING),
    ]);
    render(<Toaster />);
    await screen.findByRole('button', { name: 'Add to Cart' });
    await userEvent.type(screen.getByLabelText('Have a coupon?'), 'SAVE10');

    setOnline(false);
    for (const name of ['Buy Now', 'Add to Wishlist', 'Add to Cart', 'Apply']) {
      const button = screen.getByRole('button', { name });
      expect(button, name).toHaveAttribute('aria-disabled', 'true');
      expect(button, name).toHaveAttribute('title', NEEDS_CONNECTION);
      await userEvent.click(button);
    }
    expect(await screen.findByText(NEEDS_CONNECTION)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-modal')).toBeNull();
    for (const path of ['/wishlist/add', '/cart/add', '/coupons/apply'])
      expect(callsTo(fetchMock, path), path).toEqual([]);

    setOnline(true);
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    expect(buyNow).not.toHaveAttribute('aria-disabled');
    await userEvent.click(buyNow);
    expect(await screen.findByTestId('payment-modal')).toBeInTheDocument();
  });
});

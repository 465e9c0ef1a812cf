import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, CommerceCourse } from '#shared/commerce.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { cartApi } from '#shared/endpoints/cart.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import { wishlistApi } from '#shared/endpoints/wishlist.ts';
import i18n from '#web/i18n/index.ts';
import { resetAuthFlags } from '#web/lib/auth-flags.ts';
import { setSessionUser } from '#web/lib/session.ts';
import type { RawReply } from '#web/test/api-stub.ts';
import { answer, callsTo, fail, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { ProfilePage } from './profile-page.tsx';
import { coursesApi } from '#shared/endpoints/courses.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { courseSummary } from '#web/components/course/test-data.ts';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';

const commerceCourse = (id: string, name: string, price: number): CommerceCourse => ({
  _id: id,
  name,
  price,
  estimatedPrice: null,
  thumbnail: { url: null },
  instructor: { name: 'Rahim', avatar: { url: null } },
  instructorName: 'Rahim',
  level: 'Beginner',
  purchased: 0,
});

const cartItem = (course: CommerceCourse, coupon?: { code: string; off: number }): CartItem => ({
  _id: `item-${course._id}`,
  courseId: course,
  coupon: coupon ? { id: '33333333-3333-4333-8333-333333333333', code: coupon.code, description: '' } : null,
  couponCode: coupon?.code ?? null,
  couponError: null,
  discount: { originalAmount: course.price, amount: coupon?.off ?? 0, finalAmount: course.price - (coupon?.off ?? 0) },
  createdAt: '2026-01-01T00:00:00.000Z',
});

const cartAnswer = (items: CartItem[]): EndpointAnswer<typeof cartApi.mine> => ({
  success: true,
  cart: items,
  items,
  count: items.length,
  totals: {
    originalAmount: items.reduce((s, i) => s + i.discount.originalAmount, 0),
    discountAmount: items.reduce((s, i) => s + i.discount.amount, 0),
    finalAmount: items.reduce((s, i) => s + i.discount.finalAmount, 0),
  },
});

function renderSection(url: string, answers: StubEntry[]) {
  const fetchMock = stubApi([
    ...answers,
    answer(profileApi.me, { success: true, accessToken: 'a', user: testUser() }),
    answer(coursesApi.mine, { success: true, courses: [] }),
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

describe('profile: Wishlist section', () => {
  it('removes a course, says Removed from wishlist, fires lms:wishlist-updated and shows the empty state', async () => {
    const user = userEvent.setup();
    let wishlist = [
      { _id: 'w1', courseId: commerceCourse(C1, 'React Basics', 1000), createdAt: '2026-01-01T00:00:00.000Z' },
    ];
    const events = vi.fn();
    window.addEventListener('lms:wishlist-updated', events);
    const { fetchMock } = renderSection('/profile/wishlist', [
      answer(wishlistApi.mine, () => ({ success: true, wishlist, count: wishlist.length })),
      answer(cartApi.mine, cartAnswer([])),
      answer(wishlistApi.remove, () => {
        wishlist = [];
        return { success: true, message: 'Removed from wishlist' };
      }),
    ]);
    const item = await screen.findByTestId('wishlist-item');
    expect(within(item).getByText('React Basics')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Add to Cart: React Basics' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Remove: React Basics' }));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/wishlist/remove/${C1}`)[0]?.[1]?.method).toBe('DELETE');
    expect(events).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    window.removeEventListener('lms:wishlist-updated', events);
  });

  it('adds an unowned course to the cart (Added to cart, lms:cart-updated) and offers no Add to Cart for an owned one', async () => {
    const user = userEvent.setup();
    const events = vi.fn();
    window.addEventListener('lms:cart-updated', events);
    const { fetchMock } = renderSection('/profile/wishlist', [
      answer(coursesApi.mine, { success: true, courses: [courseSummary({ _id: C2, name: 'Owned One' })] }),
      answer(wishlistApi.mine, {
        success: true,
        wishlist: [
          { _id: 'w1', courseId: commerceCourse(C1, 'React Basics', 1000), createdAt: '2026-01-01T00:00:00.000Z' },
          { _id: 'w2', courseId: commerceCourse(C2, 'Owned One', 500), createdAt: '2026-01-01T00:00:00.000Z' },
        ],
        count: 2,
      }),
      answer(cartApi.mine, cartAnswer([])),
      answer(cartApi.add, { success: true, message: 'Added to cart' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: React Basics' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, '/cart/add')[0]?.[1]?.body))).toEqual({ courseId: C1 });
    expect(events).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Add to Cart: Owned One' })).not.toBeInTheDocument();
    window.removeEventListener('lms:cart-updated', events);
  });
});

describe('profile: list thumbnails', () => {
  it('replaces a wishlist or cart thumbnail that fails to load with the course card placeholder', async () => {
    const withPicture = (id: string, name: string): CommerceCourse => ({
      ...commerceCourse(id, name, 1000),
      thumbnail: { url: `https://cdn.example.com/${id}.jpg` },
    });
    const { unmount } = renderSection('/profile/wishlist', [
      answer(wishlistApi.mine, {
        success: true,
        wishlist: [{ _id: 'w1', courseId: withPicture(C1, 'React Basics'), createdAt: '2026-01-01T00:00:00.000Z' }],
        count: 1,
      }),
      answer(cartApi.mine, cartAnswer([])),
    ]);
    const saved = await screen.findByTestId('wishlist-item');
    expect(within(saved).queryByTestId('thumbnail-placeholder')).not.toBeInTheDocument();
    fireEvent.error(saved.querySelector('img')!);
    expect(saved.querySelector('img')).toBeNull();
    expect(within(saved).getByTestId('thumbnail-placeholder')).toBeInTheDocument();
    unmount();

    renderSection('/profile/cart', [answer(cartApi.mine, cartAnswer([cartItem(withPicture(C2, 'Node'))]))]);
    const carted = await screen.findByTestId('cart-item');
    fireEvent.error(carted.querySelector('img')!);
    expect(carted.querySelector('img')).toBeNull();
    expect(within(carted).getByTestId('thumbnail-placeholder')).toBeInTheDocument();
  });
});

describe('profile: Cart section', () => {
  it('shows each course with its price and the server totals, and links to Browse Courses when empty', async () => {
    const items = [
      cartItem(commerceCourse(C1, 'React Basics', 1000), { code: 'SAVE10', off: 100 }),
      cartItem(commerceCourse(C2, 'Node', 500)),
    ];
    const { unmount } = renderSection('/profile/cart', [answer(cartApi.mine, cartAnswer(items))]);
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(2);
    expect(screen.getByTestId('cart-original')).toHaveTextContent('৳1500');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('৳100');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('৳1400');
    expect(screen.getByText(/Coupon SAVE10 applied/)).toHaveTextContent('You save ৳100');
    unmount();
    renderSection('/profile/cart', [answer(cartApi.mine, cartAnswer([]))]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('refuses an empty code, sends a trimmed upper-case code on Enter and says Coupon applied successfully!', async () => {
    const user = userEvent.setup();
    const course = commerceCourse(C1, 'React Basics', 1000);
    let items = [cartItem(course)];
    const { fetchMock } = renderSection('/profile/cart', [
      answer(cartApi.mine, () => cartAnswer(items)),
      answer(cartApi.applyCoupon, () => {
        items = [cartItem(course, { code: 'SAVE10', off: 100 })];
        return {
          success: true,
          message: 'Coupon applied successfully!',
          coupon: { id: '33333333-3333-4333-8333-333333333333', code: 'SAVE10', description: '' },
          discount: { amount: 100, finalAmount: 900, originalAmount: 1000 },
        };
      }),
    ]);
    const input = await screen.findByLabelText('Coupon code');
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('Please enter a coupon code')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/cart/apply-coupon')).toHaveLength(0);
    await user.type(input, '  save10 {Enter}');
    expect(await screen.findByText('Coupon applied successfully!')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, '/cart/apply-coupon')[0]?.[1]?.body))).toEqual({
      courseId: C1,
      couponCode: 'SAVE10',
    });
    expect(await screen.findByText(/Coupon SAVE10 applied/)).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('৳900');
  });

  it('says an empty code is missing in Bengali under the box, focused, then applies the code', async () => {
    const user = userEvent.setup();
    const course = commerceCourse(C1, 'React Basics', 1000);
    const { fetchMock } = renderSection('/profile/cart', [
      answer(cartApi.mine, cartAnswer([cartItem(course)])),
      answer(cartApi.applyCoupon, {
        success: true,
        message: 'Coupon applied successfully!',
        coupon: { id: '33333333-3333-4333-8333-333333333333', code: 'SAVE10', description: '' },
        discount: { amount: 100, finalAmount: 900, originalAmount: 1000 },
      }),
    ]);
    const input = await screen.findByLabelText('Coupon code');
    await act(() => i18n.changeLanguage('bn'));
    try {
      await user.type(input, ' {Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('একটি কুপন কোড লিখুন');
      expect(input).toHaveAccessibleDescription('একটি কুপন কোড লিখুন');
      expect(input).toHaveFocus();
      expect(callsTo(fetchMock, '/cart/apply-coupon')).toHaveLength(0);
      await user.type(input, 'save10{Enter}');
      expect(await screen.findByText('কুপন সফলভাবে প্রয়োগ হয়েছে!')).toBeInTheDocument();
      expect(JSON.parse(String(callsTo(fetchMock, '/cart/apply-coupon')[0]?.[1]?.body))).toEqual({
        courseId: C1,
        couponCode: 'SAVE10',
      });
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows the server message for a refused coupon, else Invalid coupon code', async () => {
    const user = userEvent.setup();
    let refusal: RawReply | (() => never) = fail('coupon_expired', 'This coupon has expired');
    renderSection('/profile/cart', [
      answer(cartApi.mine, cartAnswer([cartItem(commerceCourse(C1, 'React Basics', 1000))])),
      answer(cartApi.applyCoupon, () => (typeof refusal === 'function' ? refusal() : refusal)),
    ]);
    const input = await screen.findByLabelText('Coupon code');
    await user.type(input, 'OLD{Enter}');
    expect(await screen.findByText('This coupon has expired')).toBeInTheDocument();
    // no server message at all (the network failed): the fallback
    refusal = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();
  });

  it('removes a coupon (Coupon removed) and a course (Removed from cart)', async () => {
    const user = userEvent.setup();
    const course = commerceCourse(C1, 'React Basics', 1000);
    let items = [cartItem(course, { code: 'SAVE10', off: 100 })];
    const events = vi.fn();
    window.addEventListener('lms:cart-updated', events);
    const { fetchMock } = renderSection('/profile/cart', [
      answer(cartApi.mine, () => cartAnswer(items)),
      answer(cartApi.removeCoupon, () => {
        items = [cartItem(course)];
        return { success: true, message: 'Coupon removed' };
      }),
      answer(cartApi.remove, () => {
        items = [];
        return { success: true, message: 'Removed from cart' };
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByText('Coupon removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/cart/remove-coupon/${C1}`)[0]?.[1]?.method).toBe('DELETE');
    expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove: React Basics' }));
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(events).toHaveBeenCalledTimes(2);
    window.removeEventListener('lms:cart-updated', events);
  });

  it('checks out with the total it showed and goes to payment_url', async () => {
    const user = userEvent.setup();
    const paymentUrl = `${window.location.origin}/#invoice-abc`;
    const { fetchMock } = renderSection('/profile/cart', [
      answer(
        cartApi.mine,
        cartAnswer([cartItem(commerceCourse(C1, 'React Basics', 1000), { code: 'SAVE10', off: 100 })]),
      ),
      answer(ordersApi.createCartCharge, { success: true, payment_url: paymentUrl, paymentId: 'p1', enrolled: false }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(window.location.href).toBe(paymentUrl));
    expect(JSON.parse(String(callsTo(fetchMock, '/orders/create-cart-charge')[0]?.[1]?.body))).toEqual({
      finalAmount: 900,
    });
  });

  it('follows redirectUrl for a free checkout', async () => {
    const user = userEvent.setup();
    const redirectUrl = `${window.location.origin}/#payment-result`;
    renderSection('/profile/cart', [
      answer(cartApi.mine, cartAnswer([cartItem(commerceCourse(C1, 'Free Course', 100), { code: 'FREE', off: 100 })])),
      answer(ordersApi.createCartCharge, {
        success: true,
        enrolled: true,
        message: 'You are now enrolled in this course',
        redirectUrl,
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(window.location.href).toBe(redirectUrl));
  });

  it('refetches the cart and shows the message on 409 price_changed; other failures say the server message or the fallback', async () => {
    const user = userEvent.setup();
    const message = 'The prices in your cart have changed. Please review your cart and try again.';
    let price = 1000;
    let charge: RawReply | (() => never) = fail('price_changed', message);
    const { fetchMock } = renderSection('/profile/cart', [
      answer(cartApi.mine, () => cartAnswer([cartItem(commerceCourse(C1, 'React Basics', price))])),
      answer(ordersApi.createCartCharge, () => (typeof charge === 'function' ? charge() : charge)),
    ]);
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('৳1000');
    price = 1200;
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('৳1200'));
    expect(callsTo(fetchMock, '/cart/my-cart').length).toBeGreaterThanOrEqual(2);
    expect(window.location.pathname).toBe('/');
    charge = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { cartApi } from '#shared/endpoints/cart.ts';
import { wishlistApi } from '#shared/endpoints/wishlist.ts';
import type { StubAnswer } from '#web/test/api-stub.ts';
import { answer, fail, PENDING, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { CartPage } from './cart-page.tsx';
import { pagination } from './test-data.ts';
import { WishlistPage } from './wishlist-page.tsx';
import { authApi } from '#shared/endpoints/auth.ts';

type CartList = EndpointAnswer<typeof cartApi.adminList>;
type Row = CartList['items'][number];
const row = (n: number, over: Partial<Row> = {}): Row => ({
  _id: `row-${n}`,
  user: { _id: `user-${n}`, name: `Learner ${n}`, email: `learner${n}@example.com` },
  course: { _id: `course-${n}`, name: `<p>Course ${n}</p>`, price: 1200 },
  couponCode: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const listOf = (items: Row[], page: number, total: number): CartList => ({
  success: true,
  items,
  pagination: pagination(page, total),
});

/** The cart listing's answer as the wishlist listing gives it (its rows have no coupon). */
function forWishlist(value: StubAnswer<typeof cartApi.adminList>): StubAnswer<typeof wishlistApi.adminList> {
  if (typeof value === 'function')
    return (request) => forWishlist(value(request)) as EndpointAnswer<typeof wishlistApi.adminList>;
  if (value === PENDING || !('items' in value)) return value;
  return { ...value, items: value.items.map(({ couponCode: _coupon, ...rest }) => rest) };
}

/** The list and stats answers of one listing. */
function listing(
  kind: 'cart' | 'wishlist',
  list: StubAnswer<typeof cartApi.adminList>,
  statsAnswer: StubAnswer<typeof cartApi.adminStats> = { success: true, stats },
): StubEntry[] {
  return kind === 'cart'
    ? [answer(cartApi.adminList, list), answer(cartApi.adminStats, statsAnswer)]
    : [answer(wishlistApi.adminList, forWishlist(list)), answer(wishlistApi.adminStats, statsAnswer)];
}
const stats = {
  totalItems: 42,
  totalUsers: 17,
  totalValue: 50400.5,
  topCourses: [
    { courseId: 'c1', name: '<b>React</b>', count: 9 },
    { courseId: 'c2', name: 'Node', count: 4 },
  ],
};
const card = (label: string) => screen.getByText(label).closest('[data-testid="stat-card"]') as HTMLElement;
const listUrl = (kind: string) =>
  new URL(
    String(
      (globalThis.fetch as unknown as ReturnType<typeof stubApi>).mock.calls
        .map(([u]) => String(u))
        .filter((u) => u.includes(`/${kind}/admin/all`))
        .at(-1),
    ),
    'http://x',
  );

afterEach(() => vi.unstubAllGlobals());

const pages = [
  {
    kind: 'wishlist',
    title: 'Wishlist',
    Page: WishlistPage,
    itemsCard: 'Wishlist Items',
    empty: 'No wishlist items found',
    pager: 'Wishlist pages',
  },
  {
    kind: 'cart',
    title: 'Shopping Cart',
    Page: CartPage,
    itemsCard: 'Cart Items',
    empty: 'No cart items found',
    pager: 'Shopping Cart pages',
  },
] as const;

describe.each(pages)('admin $title listing', ({ kind, title, Page, itemsCard, empty, pager }) => {
  const show = (answers: StubEntry[]) => {
    stubApi(answers);
    renderPage(<Page />, { path: `/admin/${kind}` });
  };

  it('shows skeletons while loading', () => {
    show(listing(kind, PENDING, PENDING));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(4);
  });

  it('shows the stats and the entries of page 1 (10 a page)', async () => {
    show(
      listing(
        kind,
        listOf([row(1, { couponCode: 'EID25' }), row(2, { course: { _id: 'c', name: 'Free one', price: 0 } })], 1, 2),
      ),
    );
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(Object.fromEntries(listUrl(kind).searchParams)).toEqual({ page: '1', limit: '10' });
    expect(within(card(itemsCard)).getByText('42')).toBeInTheDocument();
    expect(within(card('Learners')).getByText('17')).toBeInTheDocument();
    expect(within(card('Total Value')).getByText('৳50,400.50')).toBeInTheDocument();
    expect(card('Top Course')).toHaveTextContent('React');
    expect(card('Top Course')).toHaveTextContent('9 learners');
    expect(screen.getByRole('heading', { name: 'Most popular courses' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Learner 1');
    expect(rows[1]).toHaveTextContent('learner1@example.com');
    expect(rows[1]).toHaveTextContent('Course 1');
    expect(rows[1]).not.toHaveTextContent('<p>');
    expect(rows[1]).toHaveTextContent('৳1200');
    expect(rows[1]).toHaveTextContent('1 Nov 2026');
    expect(rows[2]).toHaveTextContent('Free');
    if (kind === 'cart') expect(rows[1]).toHaveTextContent('EID25');
    else expect(within(rows[0]!).queryByText('Coupon')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Entries' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: pager })).toBeNull();
  });

  it(`says ${empty} when there are no entries`, async () => {
    show(listing(kind, listOf([], 1, 0)));
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('shows a failed list and failed stats with the server message', async () => {
    show([
      ...listing(kind, fail('internal_error', 'List unavailable'), fail('forbidden', 'Admins only')),
      answer(authApi.refresh, fail('unauthorized', 'No session')),
    ]);
    expect(await screen.findByText('List unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it('pages through the server', async () => {
    const user = userEvent.setup();
    show(
      listing(kind, ({ query }) => {
        const page = Number(query.get('page'));
        return listOf([row(page * 100)], page, 25);
      }),
    );
    const nav = await screen.findByRole('navigation', { name: pager });
    expect(nav).toHaveTextContent('Page 1 of 3');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav).toHaveTextContent('Page 2 of 3'));
    expect(screen.getByRole('table')).toHaveTextContent('Learner 200');
    expect(listUrl(kind).searchParams.get('page')).toBe('2');
  });
});

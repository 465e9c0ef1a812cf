import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import type { AdminOrder } from '#web/api/orders.ts';
import { answer, callsTo, fail, PENDING, renderPage, stubApi } from '#web/test/render.tsx';
import { InvoicesPage } from './invoices-page.tsx';
import { order, pagination } from './test-data.ts';

const PATH = '/orders/admin/all-orders';
const listOf = (orders: AdminOrder[], page = 1, total = orders.length): EndpointAnswer<typeof ordersApi.adminList> => ({
  success: true,
  orders,
  pagination: pagination(page, total, 10),
});
type Stats = EndpointAnswer<typeof ordersApi.adminStats>;
const stats = (over: Partial<Stats['stats']> = {}): Stats => ({
  success: true,
  stats: {
    totalOrders: 0,
    totalRevenue: 0,
    grossRevenue: 0,
    refundedRevenue: 0,
    refundedOrders: 0,
    averageOrderValue: 0,
    uniqueCustomers: 0,
    ...over,
  },
});
const show = () => renderPage(<InvoicesPage />, { path: '/admin/invoices' });
const card = (label: string) => screen.getByText(label).closest('[data-testid="stat-card"]') as HTMLElement;
const table = () => screen.getByRole('table');

afterEach(() => vi.unstubAllGlobals());

describe('Orders and Invoices', () => {
  it('shows skeletons while the orders load', async () => {
    stubApi([answer(ordersApi.adminList, PENDING), answer(ordersApi.adminStats, PENDING)]);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders and Invoices' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(4);
  });

  it("shows the server's totals in the four cards: revenue with 2 decimals, the average with 0", async () => {
    stubApi([
      answer(ordersApi.adminList, listOf([order(1)])),
      answer(
        ordersApi.adminStats,
        stats({ totalOrders: 3, totalRevenue: 2249.75, averageOrderValue: 749.92, uniqueCustomers: 2 }),
      ),
    ]);
    show();
    expect(await screen.findByText('৳2,249.75')).toBeInTheDocument();
    expect(within(card('Total Orders')).getByText('3')).toBeInTheDocument();
    expect(within(card('Avg. Order Value')).getByText('৳750')).toBeInTheDocument();
    expect(within(card('Unique Customers')).getByText('2')).toBeInTheDocument();
  });

  it('keeps the list when the totals fail, with their own Retry', async () => {
    stubApi([
      answer(ordersApi.adminList, listOf([order(1)])),
      answer(ordersApi.adminStats, fail('internal_error', 'Totals are down')),
    ]);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Totals are down');
    expect(within(card('Total Orders')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Learner 1');
  });

  it('lists customer, email, course, price (Free for 0), date and a mailto link; missing joins read Unknown User, N/A, Unknown Course', async () => {
    stubApi([
      answer(
        ordersApi.adminList,
        listOf([
          order(1, { amount: 1250.5, courseName: '<p>React <b>Basics</b></p>', couponCode: 'SAVE10' }),
          order(2, {
            amount: 0,
            userName: 'Unknown User',
            userEmail: 'N/A',
            courseName: 'Unknown Course',
            userId: { _id: null, name: 'Unknown User', email: 'N/A' },
          }),
        ]),
      ),
      answer(ordersApi.adminStats, stats()),
    ]);
    show();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Customer', 'Course', 'Price', 'Date', 'Actions']);
    expect(rows[1]).toHaveTextContent('Learner 1');
    expect(rows[1]).toHaveTextContent('learner1@example.com');
    expect(rows[1]).toHaveTextContent('React Basics');
    expect(rows[1]).toHaveTextContent('৳1250.50');
    expect(rows[1]).toHaveTextContent('Coupon SAVE10');
    expect(rows[1]).toHaveTextContent('1 Nov 2026');
    expect(within(rows[1]!).getByRole('link', { name: 'Send an e-mail to Learner 1' })).toHaveAttribute(
      'href',
      'mailto:learner1@example.com',
    );
    expect(rows[2]).toHaveTextContent('Unknown User');
    expect(rows[2]).toHaveTextContent('N/A');
    expect(rows[2]).toHaveTextContent('Unknown Course');
    expect(rows[2]).toHaveTextContent('Free');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    // The same orders as cards for narrow screens.
    const cards = within(screen.getByRole('list', { name: 'Recent Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Send an e-mail to Learner 1' })).toHaveAttribute(
      'href',
      'mailto:learner1@example.com',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Download the receipt of Learner 1’s order' })).toHaveAttribute(
      'href',
      '/api/orders/00000000-0000-4000-8000-000000000001/receipt?lang=en&format=pdf',
    );
  });

  it('says No orders found when there are none', async () => {
    stubApi([answer(ordersApi.adminList, listOf([])), answer(ordersApi.adminStats, stats())]);
    show();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('৳0.00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server error with a Retry', async () => {
    stubApi([
      answer(ordersApi.adminList, fail('internal_error', 'Database is down')),
      answer(ordersApi.adminStats, stats()),
    ]);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages Recent Orders through the server, 10 at a time', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 23 }, (_, i) => order(i + 1));
    const fetchMock = stubApi([
      answer(ordersApi.adminList, ({ query }) => {
        const page = Number(query.get('page'));
        return listOf(all.slice((page - 1) * 10, page * 10), page, all.length);
      }),
      answer(ordersApi.adminStats, stats({ totalOrders: 23 })),
    ]);
    show();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(callsTo(fetchMock, PATH).map(([url]) => String(url))).toEqual([`/api${PATH}?page=1&limit=10`]);
    const pager = screen.getByRole('navigation', { name: 'Recent Orders pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText(/Page 2 of 3/)).toBeInTheDocument();
    expect(await within(table()).findByText('Learner 11')).toBeInTheDocument();
    expect(callsTo(fetchMock, PATH).at(-1)![0]).toBe(`/api${PATH}?page=2&limit=10`);
  });
});

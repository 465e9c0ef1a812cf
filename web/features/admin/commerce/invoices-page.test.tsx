import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING, reply, renderPage, stubApi } from '#web/test/render-page.tsx';
import type { AdminOrder } from './api/orders.ts';
import { InvoicesPage } from './invoices-page.tsx';
import { order, pagination } from './test-data.ts';

const PATH = '/orders/admin/all-orders';
const answer = (orders: AdminOrder[], page = 1, total = orders.length) => ({ success: true, orders, pagination: pagination(page, total, 100) });
const show = () => renderPage(<InvoicesPage />, { path: '/admin/invoices' });
const card = (label: string) => screen.getByText(label).closest('[data-testid="stat-card"]') as HTMLElement;
const table = () => screen.getByRole('table');

afterEach(() => vi.unstubAllGlobals());

describe('Orders and Invoices', () => {
  it('shows skeletons while the orders load', async () => {
    stubApi({ [PATH]: PENDING });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders and Invoices' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(4);
  });

  it('shows the four cards: revenue with 2 decimals, the average with 0, customers counted once', async () => {
    stubApi({
      [PATH]: answer([
        order(1, { amount: 1250.5 }),
        order(2, { amount: 0 }),
        order(3, { amount: 999.25, userId: { _id: '00000000-0000-4000-8000-000000001001', name: 'Learner 1', email: 'learner1@example.com' } }),
      ]),
    });
    show();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(within(card('Total Orders')).getByText('3')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('৳2,249.75')).toBeInTheDocument();
    expect(within(card('Avg. Order Value')).getByText('৳750')).toBeInTheDocument();
    expect(within(card('Unique Customers')).getByText('2')).toBeInTheDocument();
  });

  it('lists customer, email, course, price (Free for 0), date and a mailto link; missing joins read Unknown User, N/A, Unknown Course', async () => {
    stubApi({
      [PATH]: answer([
        order(1, { amount: 1250.5, courseName: '<p>React <b>Basics</b></p>', couponCode: 'SAVE10' }),
        order(2, { amount: 0, userName: 'Unknown User', userEmail: 'N/A', courseName: 'Unknown Course', userId: { _id: null, name: 'Unknown User', email: 'N/A' } }),
      ]),
    });
    show();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer', 'Course', 'Price', 'Date', 'Actions']);
    expect(rows[1]).toHaveTextContent('Learner 1');
    expect(rows[1]).toHaveTextContent('learner1@example.com');
    expect(rows[1]).toHaveTextContent('React Basics');
    expect(rows[1]).toHaveTextContent('৳1250.50');
    expect(rows[1]).toHaveTextContent('Coupon SAVE10');
    expect(rows[1]).toHaveTextContent('1 Nov 2026');
    expect(within(rows[1]!).getByRole('link', { name: 'Send an e-mail to Learner 1' })).toHaveAttribute('href', 'mailto:learner1@example.com');
    expect(rows[2]).toHaveTextContent('Unknown User');
    expect(rows[2]).toHaveTextContent('N/A');
    expect(rows[2]).toHaveTextContent('Unknown Course');
    expect(rows[2]).toHaveTextContent('Free');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    // The same orders as cards for narrow screens.
    const cards = within(screen.getByRole('list', { name: 'Recent Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', 'mailto:learner1@example.com');
  });

  it('says No orders found when there are none', async () => {
    stubApi({ [PATH]: answer([]) });
    show();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('৳0.00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server error with a Retry', async () => {
    stubApi({ [PATH]: reply(500, { success: false, message: 'Database is down', code: 'internal_error' }) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads every server page and pages the table 10 at a time', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 123 }, (_, i) => order(i + 1));
    let call = 0;
    const fetchMock = stubApi({ [PATH]: () => answer(all.slice(call * 100, ++call * 100), call, all.length) });
    show();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`/api${PATH}?page=1&limit=100`, `/api${PATH}?page=2&limit=100`]);
    expect(within(card('Total Orders')).getByText('123')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Recent Orders pages' });
    expect(pager).toHaveTextContent('Page 1 of 13');
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 2 of 13');
    expect(table()).toHaveTextContent('Learner 11');
    expect(table()).not.toHaveTextContent('learner1@example.com');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalyticsData, AnalyticsPeriod } from '#shared/analytics.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { ordersApi } from '#shared/endpoints/orders.ts';
import i18n from '#web/i18n/index.ts';
import { analyticsApi } from '#shared/endpoints/analytics.ts';
import { answer, fail, PENDING, renderPage, stubApi } from '#web/test/render.tsx';
import {
  CoursesAnalyticsPage,
  OrdersAnalyticsPage,
  UsersAnalyticsPage,
  VisitorsAnalyticsPage,
} from './analytics-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const months = (counts: number[]) => counts.map((count, i) => ({ month: `M${i + 1} 2026`, count }));
function data(
  period: AnalyticsPeriod,
  counts: number[],
  comparison = { currentTotal: 0, historicalAverage: 0, percentageChange: 0 },
): AnalyticsData {
  return {
    period,
    last12Months: months(
      counts.length === 12
        ? counts
        : Array.from({ length: 12 }, (_, i) => (i === 11 ? counts.reduce((a, b) => a + b, 0) : 0)),
    ),
    series: counts.map((count, i) => ({
      name: `${i + 1} Nov`,
      start: `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
      count,
    })),
    comparison,
  };
}
const order = (n: number) => ({
  _id: `o${n}`,
  userId: { _id: `u${n}`, name: `Learner ${n}`, email: `l${n}@example.com` },
  courseId: { _id: 'c1', name: 'Web Development', price: 1500 },
  userName: `Learner ${n}`,
  userEmail: `l${n}@example.com`,
  courseName: 'Web Development',
  coursePrice: 1500,
  amount: n === 2 ? 0 : 1499.5,
  discountAmount: 0,
  couponCode: null,
  invoiceId: `INV-${n}`,
  status: 'paid' as const,
  // 20 Nov in UTC, 21 Nov in Dhaka (UTC+6): the dashboard shows the site's day, as Invoices and the charts do
  createdAt: '2026-11-20T20:00:00.000Z',
});
/** The newest orders (GET /orders/admin/all-orders), as the dashboard's Recent Transactions asks for them. */
const orders = (total: number): EndpointAnswer<typeof ordersApi.adminList> => ({
  success: true,
  orders: Array.from({ length: Math.min(3, total) }, (_, i) => order(i + 1)),
  pagination: {
    currentPage: 1,
    totalPages: Math.ceil(total / 3),
    totalItems: total,
    limit: 3,
    hasPrev: false,
    hasNext: total > 3,
  },
});

describe('dashboard', () => {
  it('shows the three cards with their change, the charts and the 3 newest transactions with View All Transactions', async () => {
    stubApi([
      answer(analyticsApi.users, {
        success: true,
        users: data('month', [1, 4, 2], { currentTotal: 7, historicalAverage: 5, percentageChange: 40 }),
      }),
      answer(analyticsApi.orders, {
        success: true,
        orders: data('month', [0, 2, 1], { currentTotal: 3, historicalAverage: 4, percentageChange: -25 }),
      }),
      answer(analyticsApi.visitors, { success: true, visitors: data('month', [0, 0, 0]) }),
      answer(ordersApi.adminList, orders(8)),
    ]);
    renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('+40.0%');
    await screen.findByText('-25.0%');
    const cards = screen.getAllByTestId('stat-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Orders Obtained3-25.0%'),
      expect.stringContaining('New Users7+40.0%'),
      expect.stringContaining('Site Visitors0+0.0%'),
    ]);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('month');
    expect(screen.getByRole('combobox', { name: 'Chart type' })).toHaveValue('bar');
    expect(await screen.findByRole('img', { name: 'Users (per day)' })).toBeInTheDocument();
    expect(screen.getByText('No visitor data available')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(recent).findAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getAllByText('৳1499.50')).toHaveLength(2);
    expect(within(recent).getByText('Free')).toBeInTheDocument();
    expect(within(recent).getAllByText(/21 Nov 2026/)).toHaveLength(3);
    expect(within(recent).getByRole('link', { name: 'View All Transactions' })).toHaveAttribute(
      'href',
      '/admin/invoices',
    );
  });

  it('says No transactions yet, and has no View All Transactions with 5 or fewer', async () => {
    stubApi([
      answer(analyticsApi.users, { success: true, users: data('month', [0]) }),
      answer(analyticsApi.orders, { success: true, orders: data('month', [0]) }),
      answer(analyticsApi.visitors, { success: true, visitors: data('month', [0]) }),
      answer(ordersApi.adminList, orders(0)),
    ]);
    renderPage(<DashboardPage />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Transactions' })).not.toBeInTheDocument();
  });

  it('asks for the chosen period and draws area charts on request', async () => {
    const fetchMock = stubApi([
      answer(analyticsApi.users, { success: true, users: data('year', [3, 1]) }),
      answer(analyticsApi.orders, { success: true, orders: data('year', [1, 1]) }),
      answer(analyticsApi.visitors, { success: true, visitors: data('year', [5, 2]) }),
      answer(ordersApi.adminList, orders(4)),
    ]);
    const { container } = renderPage(<DashboardPage />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This Year');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/analytics/admin/visitors?period=year'))).toBe(
      true,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chart type' }), 'Area Chart');
    expect(await screen.findByRole('img', { name: 'Users (per month)' })).toBeInTheDocument();
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(container.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});

describe('analytics pages', () => {
  it('shows the four cards and the insights of the period', async () => {
    stubApi([
      answer(analyticsApi.users, {
        success: true,
        users: data('month', [2, 6, 1], { currentTotal: 9, historicalAverage: 6, percentageChange: 50 }),
      }),
    ]);
    renderPage(<UsersAnalyticsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users Analytics' })).toBeInTheDocument();
    await screen.findByText('+50.0%');
    const cards = screen.getAllByTestId('stat-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('New Users9+50.0%'),
      expect.stringContaining('Peak Day2 Nov6 new users'),
      expect.stringContaining('Average per Day3.0'),
      expect.stringContaining('Historical Average6.0'),
    ]);
    const insights = screen.getByRole('heading', { name: 'Insights' }).parentElement!;
    expect(within(insights).getByText('Total for This Month').nextSibling).toHaveTextContent('9');
    expect(within(insights).getByText('Most productive day').nextSibling).toHaveTextContent('2 Nov (6)');
    expect(screen.getByRole('img', { name: 'Daily new users' })).toBeInTheDocument();
  });

  it.each([
    [1, '1 order'],
    [2, '2 orders'],
  ])('words a peak of %i with the plural it takes (%s)', async (peak, words) => {
    stubApi([answer(analyticsApi.orders, { success: true, orders: data('month', [0, peak, 0]) })]);
    renderPage(<OrdersAnalyticsPage />);
    await screen.findByText('Peak Day');
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it.each([
    [1, '1 new course'],
    [2, '2 new courses'],
  ])('words a peak of %i new courses with its plural too (%s)', async (peak, words) => {
    stubApi([answer(analyticsApi.courses, { success: true, courses: data('month', [peak]) })]);
    renderPage(<CoursesAnalyticsPage />);
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('writes every card in Bengali digits in Bengali, the peak count included', async () => {
    await i18n.changeLanguage('bn');
    try {
      stubApi([
        answer(analyticsApi.orders, {
          success: true,
          orders: data('month', [2, 1234, 1], { currentTotal: 1237, historicalAverage: 6, percentageChange: 50 }),
        }),
      ]);
      renderPage(<OrdersAnalyticsPage />);
      expect(await screen.findByText('১,২৩৭')).toBeInTheDocument();
      expect(screen.getByText('১,২৩৪টি অর্ডার')).toBeInTheDocument();
      expect(screen.getByText('৪১২.৩')).toBeInTheDocument();
      expect(screen.getByText('৬.০')).toBeInTheDocument();
      expect(screen.getByText('+৫০.০%')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('labels hours for today and shows the empty states when nothing happened', async () => {
    stubApi([answer(analyticsApi.visitors, { success: true, visitors: data('today', [0, 0]) })]);
    renderPage(<VisitorsAnalyticsPage />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Today');
    expect(await screen.findByText('No visitor data available')).toBeInTheDocument();
    expect(screen.getByText('No analytics data available')).toBeInTheDocument();
    expect(screen.getByText('Peak Hour')).toBeInTheDocument();
    expect(screen.getByText('Most productive hour')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    stubApi([answer(analyticsApi.users, fail('internal_error', 'boom'))]);
    renderPage(<UsersAnalyticsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the analytics. Please try again.');
  });

  it('shows skeletons while loading', () => {
    stubApi([answer(analyticsApi.users, PENDING)]);
    renderPage(<UsersAnalyticsPage />);
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });
});

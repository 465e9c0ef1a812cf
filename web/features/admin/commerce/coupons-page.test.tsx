import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '#shared/coupons.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { couponsApi } from '#shared/endpoints/coupons.ts';
import type { CouponStats } from '#web/api/coupons.ts';
import { answer, callsTo, fail, PENDING, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { CouponsPage } from './coupons-page.tsx';
import { coupon, pagination } from './test-data.ts';

const LIST = '/coupons/admin/all';
const stats: CouponStats = {
  total: 12,
  active: 7,
  inactive: 2,
  expired: 2,
  scheduled: 1,
  totalRedemptions: 40,
  totalDiscountGiven: 12345.5,
};
const listAnswer = (
  coupons: Coupon[],
  page = 1,
  total = coupons.length,
): EndpointAnswer<typeof couponsApi.adminList> => ({
  success: true,
  coupons,
  pagination: pagination(page, total),
});

const queryOf = (fetchMock: ReturnType<typeof stubApi>) =>
  Object.fromEntries(new URL(String(callsTo(fetchMock, LIST).at(-1)![0]), 'http://x').searchParams);

function show(answers: StubEntry[] = []) {
  const fetchMock = stubApi([
    ...answers,
    answer(couponsApi.adminList, listAnswer([coupon(1)])),
    answer(couponsApi.adminStats, { success: true, stats }),
  ]);
  renderPage(<CouponsPage />, { path: '/admin/coupons' });
  render(<Toaster />);
  return fetchMock;
}
const card = (label: string) => screen.getByText(label).closest('[data-testid="stat-card"]') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('Coupons: list', () => {
  it('shows skeletons while the list and stats load', async () => {
    show([answer(couponsApi.adminList, PENDING), answer(couponsApi.adminStats, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(4);
  });

  it('shows the stats and one row per coupon, asking for page 1 of 10 with status all', async () => {
    const fetchMock = show([
      answer(
        couponsApi.adminList,
        listAnswer([
          coupon(1, {
            code: 'WELCOME',
            description: 'New learners',
            maxDiscount: 300,
            usageLimit: 100,
            timesUsed: 5,
            perUserLimit: 1,
          }),
          coupon(2, {
            code: 'FLAT500',
            discountType: 'fixed',
            discountValue: 500,
            minOrderAmount: 1000,
            status: 'expired',
            validUntil: '2026-01-31T17:59:00.000Z',
          }),
        ]),
      ),
    ]);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(queryOf(fetchMock)).toEqual({ page: '1', limit: '10', status: 'all' });
    expect(within(card('Total Coupons')).getByText('12')).toBeInTheDocument();
    expect(card('Total Coupons')).toHaveTextContent('2 inactive · 2 expired · 1 scheduled');
    expect(within(card('Active Coupons')).getByText('7')).toBeInTheDocument();
    expect(within(card('Total Redemptions')).getByText('40')).toBeInTheDocument();
    expect(within(card('Total Discount Given')).getByText('৳12,345.50')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('WELCOME');
    expect(rows[1]).toHaveTextContent('20%up to ৳300');
    expect(rows[1]).toHaveTextContent('5 / 100 used');
    expect(rows[1]).toHaveTextContent('1 per learner');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('৳500');
    expect(rows[2]).toHaveTextContent('৳1000');
    expect(rows[2]).toHaveTextContent('Now – 31 Jan 2026');
    expect(rows[2]).toHaveTextContent('Expired');
  });

  it('says No coupons found for an empty page', async () => {
    show([answer(couponsApi.adminList, listAnswer([]))]);
    expect(await screen.findByText('No coupons found')).toBeInTheDocument();
  });

  it('shows the server error of a failed list', async () => {
    show([answer(couponsApi.adminList, fail('internal_error', 'Coupons are unavailable'))]);
    expect(await screen.findByText('Coupons are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('searches, filters by status and pages through the server', async () => {
    const user = userEvent.setup();
    const fetchMock = show([
      answer(couponsApi.adminList, ({ query }) => listAnswer([coupon(1)], Number(query.get('page')), 25)),
    ]);
    const pager = await screen.findByRole('navigation', { name: 'Coupon pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
    expect(queryOf(fetchMock)).toMatchObject({ page: '2', limit: '10' });
    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(queryOf(fetchMock)).toEqual({ page: '1', limit: '10', status: 'expired' }));
    await user.type(screen.getByLabelText('Search'), 'eid');
    await waitFor(() =>
      expect(queryOf(fetchMock)).toEqual({ page: '1', limit: '10', status: 'expired', search: 'eid' }),
    );
  });
});

describe('Coupons: delete', () => {
  it('asks first, then deletes and shows the server message', async () => {
    const user = userEvent.setup();
    const fetchMock = show([answer(couponsApi.adminDelete, { success: true, message: 'Coupon deleted successfully' })]);
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete SAVE1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Coupon' });
    expect(dialog).toHaveTextContent('Delete the coupon SAVE1?');
    expect(callsTo(fetchMock, `/coupons/admin/delete/${coupon(1)._id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/coupons/admin/delete/${coupon(1)._id}`)[0]?.[1]?.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open with the server message when the delete fails', async () => {
    const user = userEvent.setup();
    show([answer(couponsApi.adminDelete, fail('coupon_not_found', 'Coupon not found'))]);
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete SAVE1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon not found')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

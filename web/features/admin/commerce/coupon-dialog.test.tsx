import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '#shared/coupons.ts';
import i18n from '#web/i18n/index.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { couponsApi } from '#shared/endpoints/coupons.ts';
import type { CouponStats } from '#web/api/coupons.ts';
import { answer, callsTo, fail, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { CouponsPage } from './coupons-page.tsx';
import { coupon, courseId, pagination } from './test-data.ts';
import { coursesAdminApi } from '#shared/endpoints/courses.ts';
import { adminCourse, coursesAnswer } from '../courses/test-data.ts';

const stats: CouponStats = {
  total: 1,
  active: 1,
  inactive: 0,
  expired: 0,
  scheduled: 0,
  totalRedemptions: 0,
  totalDiscountGiven: 0,
};
const CREATE = '/coupons/admin/create';

function show(answers: StubEntry[] = [], coupons: Coupon[] = [coupon(1)]) {
  const fetchMock = stubApi([
    ...answers,
    answer(couponsApi.adminList, { success: true, coupons, pagination: pagination(1, coupons.length) }),
    answer(couponsApi.adminStats, { success: true, stats }),
  ]);
  renderPage(<CouponsPage />, { path: '/admin/coupons' });
  render(<Toaster />);
  return fetchMock;
}
async function openCreate() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Create Coupon' }) };
}
const saved = (c: Coupon, message: string): EndpointAnswer<typeof couponsApi.adminCreate> => ({
  success: true,
  message,
  coupon: c,
});

afterEach(() => vi.unstubAllGlobals());

describe('Coupons: create and edit', () => {
  it('has every field of the coupon schema', async () => {
    show();
    const { dialog } = await openCreate();
    for (const label of [
      'Coupon code',
      'Discount type',
      'Discount value',
      'Maximum discount (৳)',
      'Minimum order amount (৳)',
      'Usage limit',
      'Per-learner limit',
      'Valid from',
      'Valid until',
      'Applies to',
      'Description',
    ]) {
      expect(within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Discount type/)).toHaveValue('percent');
  });

  it('creates a coupon with the whole body and shows the server message', async () => {
    const fetchMock = show([
      answer(couponsApi.adminCreate, saved(coupon(9, { code: 'EID25' }), 'Coupon created successfully')),
    ]);
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(/^Coupon code/), 'eid25');
    await user.type(within(dialog).getByLabelText(/^Discount value/), '25');
    await user.type(within(dialog).getByLabelText(/^Maximum discount/), '300');
    await user.type(within(dialog).getByLabelText(/^Minimum order amount/), '999.5');
    await user.type(within(dialog).getByLabelText(/^Usage limit/), '100');
    await user.type(within(dialog).getByLabelText(/^Per-learner limit/), '1');
    fireEvent.change(within(dialog).getByLabelText(/^Valid until/), { target: { value: '2026-12-31T23:59' } });
    await user.type(within(dialog).getByLabelText(/^Description/), 'Eid offer');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Coupon created successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, CREATE)).toEqual({
      code: 'EID25',
      description: 'Eid offer',
      discountType: 'percent',
      discountValue: 25,
      maxDiscount: 300,
      minOrderAmount: 999.5,
      validFrom: null,
      validUntil: new Date('2026-12-31T23:59').toISOString(),
      usageLimit: 100,
      perUserLimit: 1,
      appliesTo: 'all',
      courseIds: [],
      isActive: false,
    });
    expect(callsTo(fetchMock, CREATE)[0]?.[1]?.method).toBe('POST');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('limits a coupon to chosen courses', async () => {
    const fetchMock = show([
      answer(couponsApi.adminCreate, saved(coupon(9), 'Coupon created successfully')),
      answer(
        coursesAdminApi.all,
        coursesAnswer([
          adminCourse({ _id: courseId(1), name: '<p>React</p>' }),
          adminCourse({ _id: courseId(2), name: 'Node' }),
        ]),
      ),
    ]);
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(/^Coupon code/), 'ONLYREACT');
    await user.selectOptions(within(dialog).getByLabelText(/^Discount type/), 'fixed');
    await user.type(within(dialog).getByLabelText(/^Discount value/), '150.5');
    await user.selectOptions(within(dialog).getByLabelText(/^Applies to/), 'selected');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'React' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(fetchMock, CREATE)).toMatchObject({
      code: 'ONLYREACT',
      discountType: 'fixed',
      discountValue: 150.5,
      appliesTo: 'selected',
      courseIds: [courseId(1)],
    });
  });

  it('refuses a bad value in place with the shared rules: nothing is sent, focus goes to the field', async () => {
    const fetchMock = show();
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(/^Coupon code/), 'BIG');
    await user.type(within(dialog).getByLabelText(/^Discount value/), '150');
    await user.type(within(dialog).getByLabelText(/^Usage limit/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    const field = within(dialog).getByLabelText(/^Discount value/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('A percent discount must be a whole number from 1 to 100');
    expect(field).toHaveFocus();
    // a bound of the schema names the field
    expect(within(dialog).getByLabelText(/^Usage limit/)).toHaveAccessibleDescription('Usage limit must be at least 1');
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
    // fixing the value clears its message
    await user.clear(field);
    await user.type(field, '15');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('warns while "Valid until" is already past, and still lets the admin create it', async () => {
    show();
    const { user, dialog } = await openCreate();
    const until = within(dialog).getByLabelText(/^Valid until/);
    fireEvent.change(until, { target: { value: '2020-01-31T23:59' } });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'This coupon has already ended: learners cannot use it unless you change “Valid until”.',
    );
    fireEvent.change(until, { target: { value: '2099-01-31T23:59' } });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Create Coupon' })).toBeEnabled();
    await user.clear(until);
  });

  it('shows the server refusal under each field and keeps what was typed', async () => {
    show([
      answer(
        couponsApi.adminCreate,
        fail('validation_failed', 'Choose at least one course for this coupon', {
          'courseIds.0': 'Choose at least one course for this coupon',
          perUserLimit: 'The per-learner limit cannot be more than the usage limit',
        }),
      ),
    ]);
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(/^Coupon code/), 'BIG');
    await user.type(within(dialog).getByLabelText(/^Discount value/), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    const field = within(dialog).getByLabelText(/^Per-learner limit/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The per-learner limit cannot be more than the usage limit',
    );
    expect(screen.getByText('Choose at least one course for this coupon')).toBeInTheDocument(); // the toast
    expect(screen.getByRole('dialog', { name: 'Create Coupon' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Discount value/)).toHaveValue(15);
    expect(within(dialog).getByLabelText(/^Coupon code/)).toHaveValue('BIG');
  });

  it('words the refusals in Bengali, naming the field', async () => {
    await act(() => i18n.changeLanguage('bn'));
    try {
      const fetchMock = show();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'কুপন তৈরি করুন' }));
      const dialog = screen.getByRole('dialog', { name: 'কুপন তৈরি করুন' });
      await user.type(within(dialog).getByLabelText(/^কুপন কোড/), 'eid');
      await user.selectOptions(within(dialog).getByLabelText(/^ছাড়ের ধরন/), 'fixed');
      await user.type(within(dialog).getByLabelText(/^ছাড়ের পরিমাণ/), '50');
      await user.type(within(dialog).getByLabelText(/^সর্বনিম্ন অর্ডার মূল্য/), '-5');
      await user.click(within(dialog).getByRole('button', { name: 'কুপন তৈরি করুন' }));
      const minimum = within(dialog).getByLabelText(/^সর্বনিম্ন অর্ডার মূল্য/);
      await waitFor(() => expect(minimum).toHaveAccessibleDescription('সর্বনিম্ন অর্ডার মূল্য (৳) ঋণাত্মক হতে পারবে না'));
      expect(minimum).toHaveFocus();
      expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('puts a duplicate code refusal under the code', async () => {
    show([answer(couponsApi.adminCreate, fail('coupon_code_taken', 'A coupon with this code already exists'))]);
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText(/^Coupon code/), 'SAVE1');
    await user.type(within(dialog).getByLabelText(/^Discount value/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Coupon code/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A coupon with this code already exists');
  });

  it('edits a coupon: the form starts from it and the update sends every field', async () => {
    const existing = coupon(1, {
      code: 'WELCOME',
      discountValue: 10,
      usageLimit: 50,
      validFrom: '2026-11-01T04:00:00.000Z',
      description: 'Hello',
    });
    const path = `/coupons/admin/update/${existing._id}`;
    const fetchMock = show(
      [answer(couponsApi.adminUpdate, saved(existing, 'Coupon updated successfully'))],
      [existing],
    );
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Edit WELCOME' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Coupon' });
    expect(within(dialog).getByLabelText(/^Coupon code/)).toHaveValue('WELCOME');
    expect(within(dialog).getByLabelText(/^Usage limit/)).toHaveValue(50);
    const value = within(dialog).getByLabelText(/^Discount value/);
    await user.clear(value);
    await user.type(value, '15');
    await user.clear(within(dialog).getByLabelText(/^Usage limit/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Coupon' }));
    expect(await screen.findByText('Coupon updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, path)[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetchMock, path)).toEqual({
      code: 'WELCOME',
      description: 'Hello',
      discountType: 'percent',
      discountValue: 15,
      maxDiscount: null,
      minOrderAmount: 0,
      validFrom: '2026-11-01T04:00:00.000Z',
      validUntil: null,
      usageLimit: null,
      perUserLimit: null,
      appliesTo: 'all',
      courseIds: [],
      isActive: true,
    });
  });
});

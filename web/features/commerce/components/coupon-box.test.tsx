import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { couponsApi } from '#shared/endpoints/coupons.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, fail, renderWithProviders, stubApi } from '#web/test/render.tsx';
import { CouponBox } from './coupon-box.tsx';

const COURSE = '11111111-1111-4111-8111-111111111111';
const APPLIED: EndpointAnswer<typeof couponsApi.apply> = {
  success: true,
  message: 'Coupon applied successfully!',
  coupon: { id: '33333333-3333-4333-8333-333333333333', code: 'EID25', description: 'ঈদের ছাড়' },
  discount: { amount: 250, finalAmount: 750, originalAmount: 1000 },
};

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('the coupon box', () => {
  it('refuses an empty code in Bengali on Enter, then applies the code typed', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    const fetchMock = stubApi([answer(couponsApi.apply, APPLIED)]);
    const onChange = vi.fn();
    renderWithProviders(<CouponBox courseId={COURSE} price={1000} applied={null} onChange={onChange} />);
    const input = screen.getByLabelText('কুপন আছে?');
    await user.type(input, '  {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('একটি কুপন কোড লিখুন');
    expect(input).toHaveAccessibleDescription('একটি কুপন কোড লিখুন');
    expect(input).toHaveFocus();
    expect(callsTo(fetchMock, '/coupons/apply')).toHaveLength(0);

    await user.type(input, 'eid25{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'EID25', amount: 250 })));
    expect(JSON.parse(String(callsTo(fetchMock, '/coupons/apply')[0]![1]!.body))).toEqual({
      code: 'EID25',
      courseId: COURSE,
      orderAmount: 1000,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the server’s reason in Bengali under the code until it is edited', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    stubApi([answer(couponsApi.apply, fail('coupon_expired', 'This coupon has expired'))]);
    renderWithProviders(<CouponBox courseId={COURSE} price={1000} applied={null} onChange={vi.fn()} />);
    const input = screen.getByLabelText('কুপন আছে?');
    await user.type(input, 'OLD{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('এই কুপনের মেয়াদ শেষ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'X');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

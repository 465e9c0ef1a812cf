import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '#shared/endpoints/auth.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, renderWithProviders, stubApi } from '#web/test/render.tsx';
import { VerificationView } from './verification-view.tsx';

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('the verification code', () => {
  it('asks for the whole code in Bengali, red and focused, until it is edited; then activates with it', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    const fetchMock = stubApi([answer(authApi.activate, { success: true, message: 'Account activated' })]);
    const onActivated = vi.fn();
    // the view's heading is the auth modal's title
    renderWithProviders(
      <Dialog.Root open>
        <VerificationView activationToken="tok-1" onActivated={onActivated} onBack={vi.fn()} />
      </Dialog.Root>,
    );
    const boxes = screen.getAllByRole('textbox', { name: /অঙ্ক$/ });
    await user.click(boxes[0]!);
    await user.keyboard('12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('৪ অঙ্কের কোডটি লিখুন');
    for (const box of boxes) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(boxes[0]).toHaveFocus();
    expect(boxes[0]).toHaveAccessibleDescription('৪ অঙ্কের কোডটি লিখুন');
    expect(callsTo(fetchMock, '/users/auth/activate')).toHaveLength(0);

    await user.click(boxes[2]!);
    await user.keyboard('3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(boxes[2]).not.toHaveAttribute('aria-invalid');
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: 'ওটিপি যাচাই করুন' }));
    await waitFor(() => expect(onActivated).toHaveBeenCalled());
    const [, init] = callsTo(fetchMock, '/users/auth/activate')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ activationToken: 'tok-1', activationCode: '1234' });
  });
});

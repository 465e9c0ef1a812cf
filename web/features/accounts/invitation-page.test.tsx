import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { authApi } from '#shared/endpoints/auth.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, fail, renderRoutes, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { testUser } from '#web/test/users.ts';
import { InvitationPage } from './invitation-page.tsx';

const TOKEN = 'a'.repeat(43);
const invitation = {
  success: true as const,
  invitation: { name: 'Nadia Rahman', email: 'nadia@example.com', expiresAt: '2026-12-10T06:00:00.000Z' },
};
const member = testUser({ name: 'Nadia Rahman', email: 'nadia@example.com', role: 'admin' });

function show(entries: StubEntry[]) {
  const fetchMock = stubApi(entries);
  const view = renderRoutes(
    [
      { path: '/invitation/:token', element: <InvitationPage /> },
      { path: '/admin', element: <p>admin area</p> },
      { path: '/profile', element: <p>profile page</p> },
    ],
    { url: `/invitation/${TOKEN}` },
  );
  render(<Toaster />);
  return { fetchMock, ...view };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a new member’s invitation page', () => {
  it('greets the member, checks the passwords, sets the password and signs them in to the admin area', async () => {
    const { fetchMock } = show([
      answer(authApi.invitation, invitation),
      answer(authApi.acceptInvitation, {
        success: true,
        accessToken: 'x',
        message: 'Your password has been set. You are now signed in.',
        user: member,
      }),
    ]);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Nadia Rahman' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Choose the password you will sign in with as nadia@example.com. This link works once, until 10 Dec 2026.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'my-own-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-secreT');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/users/auth/accept-invitation', 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-secret');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText('admin area')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/auth/accept-invitation')).toEqual({ token: TOKEN, password: 'my-own-secret' });
    expect(await screen.findByText('Your password has been set. You are now signed in.')).toBeInTheDocument();
  });

  it('says in Bengali why a used or expired link no longer works, and offers what to do instead', async () => {
    await act(() => i18n.changeLanguage('bn'));
    show([answer(authApi.invitation, fail('invitation_expired', 'This invitation link has expired.'))]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'এই আমন্ত্রণ লিংকের মেয়াদ শেষ। আপনার ই-মেইল দিয়ে “পাসওয়ার্ড ভুলে গেছেন?” ব্যবহার করুন।',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeInTheDocument();
  });

  it('tells a member whose link was used meanwhile, and offers Sign In', async () => {
    let used = false;
    show([
      answer(authApi.invitation, () => (used ? fail('invitation_used') : invitation)),
      answer(authApi.acceptInvitation, () => {
        used = true;
        return fail('invitation_used', 'This invitation link has already been used.');
      }),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Nadia Rahman' });
    await user.type(screen.getByLabelText('New password'), 'my-own-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-secret');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This invitation link has already been used. Please sign in.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

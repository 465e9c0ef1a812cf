import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { resetAuthFlags, startLogoutWindow } from '#web/lib/auth-flags.ts';
import { profileKeys } from '#web/api/profile.ts';
import { getSession, openAuthModal, setSessionUser } from '#web/lib/session.ts';
import { authApi } from '#shared/endpoints/auth.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { answer, callsTo, fail, stubApi, type StubEntry } from '#web/test/render.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import AuthModalHost from './auth-modal-host.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';

const NOT_SIGNED_IN = fail('unauthorized', 'Please sign in');
const base: StubEntry[] = [
  answer(authApi.config, { success: true, googleClientId: null }),
  answer(profileApi.me, NOT_SIGNED_IN),
  answer(authApi.refresh, NOT_SIGNED_IN),
];

function renderModal(answers: StubEntry[] = [], view: 'login' | 'signup' | null = 'login') {
  // The first stub that matches answers: a test's own before the defaults.
  const fetchMock = stubApi([...answers, ...base]);
  const view_ = renderWithProviders(
    <>
      <AuthModalHost request={view ? { view } : undefined} />
      <Toaster />
    </>,
  );
  return { fetchMock, ...view_ };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

async function toVerification(user: ReturnType<typeof userEvent.setup>, answers: StubEntry[] = []) {
  const rendered = renderModal(
    [
      ...answers,
      answer(authApi.register, {
        success: true,
        activationToken: 'tok-1',
        message: 'Please check your email: nusrat@example.com to activate your account!',
      }),
    ],
    'signup',
  );
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Nusrat Jahan');
  await user.type(within(dialog).getByLabelText('Email'), 'nusrat@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'secret123');
  await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
  await screen.findByRole('button', { name: 'Verify OTP' });
  return rendered;
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 4/ });

describe('auth modal: login', () => {
  it('shows e-mail, password, Sign In and a link to sign up, without Google when it is not configured', async () => {
    const { fetchMock } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/users/auth/config')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('offers Continue with Google on both views when the server has a client id', async () => {
    renderModal([answer(authApi.config, { success: true, googleClientId: 'client-1.apps.googleusercontent.com' })]);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  describe('Continue with Google', () => {
    const CLIENT = 'client-1.apps.googleusercontent.com';
    type Prompt = { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean };
    /** Google Identity Services as the page sees it once loaded: answers the prompt with a credential or a skip. */
    function fakeGoogle(outcome: { credential: string } | 'skipped') {
      let callback: (r: { credential?: string }) => void = () => {};
      const id = {
        initialize: (options: { client_id: string; callback: typeof callback }) => {
          expect(options.client_id).toBe(CLIENT);
          callback = options.callback;
        },
        prompt: (listener?: (n: Prompt) => void) => {
          if (outcome === 'skipped') listener?.({ isSkippedMoment: () => true });
          else callback({ credential: outcome.credential });
        },
      };
      vi.stubGlobal('google', { accounts: { id } });
    }
    const withGoogle = (answers: StubEntry[] = []) =>
      renderModal([...answers, answer(authApi.config, { success: true, googleClientId: CLIENT })]);

    it('signs in with the credential Google gives: sent to the server, Logged in successfully!, user stored', async () => {
      fakeGoogle({ credential: 'google-id-token' });
      const { fetchMock } = withGoogle([
        answer(authApi.socialLogin, () => {
          holdSignedInCookie();
          return { success: true, accessToken: 'a', user: testUser() };
        }),
        answer(profileApi.me, { success: true, accessToken: 'a', user: testUser() }),
      ]);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
      expect(getSession().user?.name).toBe('Nusrat Jahan');
      const [, init] = callsTo(fetchMock, '/users/auth/social-login')[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({ credential: 'google-id-token' });
    });

    it("shows the server's message when it refuses the Google account, and the button works again", async () => {
      fakeGoogle({ credential: 'google-id-token' });
      withGoogle([answer(authApi.socialLogin, fail('google_token_expired', 'Your Google sign-in expired'))]);
      const button = await screen.findByRole('button', { name: 'Continue with Google' });
      await userEvent.setup().click(button);
      expect(await screen.findByText('Your Google sign-in expired')).toBeInTheDocument();
      await waitFor(() => expect(button).toBeEnabled());
      expect(getSession().user).toBeNull();
    });

    it('says nothing and sends nothing when the reader closes Google’s prompt', async () => {
      fakeGoogle('skipped');
      const { fetchMock, queryClient } = withGoogle();
      const button = await screen.findByRole('button', { name: 'Continue with Google' });
      await userEvent.setup().click(button);
      await waitFor(() => expect(queryClient.isMutating()).toBe(0));
      // A closed prompt is not a failure: the write ends without an error, so no error toast is due.
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.status),
      ).toEqual(['success']);
      await waitFor(() => expect(button).toBeEnabled());
      expect(callsTo(fetchMock, '/users/auth/social-login')).toHaveLength(0);
      expect(screen.queryByText('Google sign-in could not be loaded. Please try again.')).toBeNull();
      expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    });
  });

  it('shows the validation messages only after a field is touched', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderModal();
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');
    await user.click(email);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter your email!')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password!')).not.toBeInTheDocument();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Invalid email!')).toBeInTheDocument();
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Please enter your password!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/users/auth/login')).toHaveLength(0);
  });

  it('signs in: toast, modal closed, user stored and refetched', async () => {
    const user = userEvent.setup();
    const signedIn = testUser();
    let meAnswers = 0;
    const { fetchMock } = renderModal([
      answer(authApi.login, () => {
        holdSignedInCookie(); // as the server's answer does
        return { success: true, accessToken: 'a', user: signedIn };
      }),
      answer(profileApi.me, () => {
        meAnswers++;
        return { success: true, accessToken: 'a', user: signedIn };
      }),
    ]);
    // a visitor: no signed-in cookie, so no request for the user
    expect(callsTo(fetchMock, '/users/profile/me')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'nusrat@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession().user?.name).toBe('Nusrat Jahan');
    await waitFor(() => expect(meAnswers).toBeGreaterThanOrEqual(1));
    const [, init] = callsTo(fetchMock, '/users/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'nusrat@example.com', password: 'secret123' });
  });

  it('shows the server message when sign-in fails', async () => {
    const user = userEvent.setup();
    renderModal([answer(authApi.login, fail('invalid_credentials', 'Invalid email or password'))]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'nusrat@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('auth modal: sign-up and verification', () => {
  it('validates the sign-up fields after touch and sends nothing while they are wrong', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderModal([], 'signup');
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Name'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter your name!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'nusrat@');
    await user.tab();
    expect(await screen.findByText('Invalid email!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), '123');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(callsTo(fetchMock, '/users/auth/register')).toHaveLength(0);
  });

  it('shows the server message as the registration toast and opens the 4 boxes', async () => {
    const user = userEvent.setup();
    await toVerification(user);
    expect(
      await screen.findByText('Please check your email: nusrat@example.com to activate your account!'),
    ).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
  });

  it('falls back to User registration successful! without a server message', async () => {
    const user = userEvent.setup();
    await toVerification(user, [answer(authApi.register, { success: true, activationToken: 'tok-1', message: '' })]);
    expect(await screen.findByText('User registration successful!')).toBeInTheDocument();
  });

  it('takes digits only, advances on entry, moves with the arrows and clears backwards with Backspace', async () => {
    const user = userEvent.setup();
    await toVerification(user);
    const [b1, b2, b3, b4] = boxes();
    await user.click(b1!);
    await user.keyboard('a');
    expect(b1).toHaveValue('');
    expect(b1).toHaveFocus();
    await user.keyboard('1');
    expect(b1).toHaveValue('1');
    expect(b2).toHaveFocus();
    await user.keyboard('23');
    expect(b4).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(b2).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(b3).toHaveFocus();
    await user.keyboard('{ArrowRight}{Backspace}');
    // b4 was empty: Backspace moves back to b3 and clears it
    expect(b3).toHaveFocus();
    expect(b3).toHaveValue('');
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(b2).toHaveValue('');
    expect(b1).toHaveFocus();
    expect(b1).toHaveValue('1');
  });

  it('replaces the digit of a filled box when a new one is typed over it', async () => {
    const user = userEvent.setup();
    await toVerification(user);
    const [b1, b2] = boxes();
    await user.click(b1!);
    await user.keyboard('12');
    await user.click(b1!);
    await user.keyboard('7');
    expect(b1).toHaveValue('7');
    expect(b2).toHaveFocus();
  });

  it('fills up to 4 boxes from a paste into the first box', async () => {
    const user = userEvent.setup();
    await toVerification(user);
    const all = boxes();
    fireEvent.paste(all[0]!, { clipboardData: { getData: () => ' 98-765 ' } });
    expect(all.map((b) => (b as HTMLInputElement).value)).toEqual(['9', '8', '7', '6']);
    expect(all[3]).toHaveFocus();
  });

  it('turns the boxes red and sends nothing for an incomplete code', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await toVerification(user);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 4-digit code');
    expect(callsTo(fetchMock, '/users/auth/activate')).toHaveLength(0);
  });

  it('turns the boxes red and shows the server message when activation fails', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await toVerification(user, [
      answer(authApi.activate, fail('invalid_activation_code', 'Invalid activation code')),
    ]);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid activation code')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
    // the code was complete: the server's message is the only one shown
    expect(screen.queryByText('Please enter the 4-digit code')).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/users/auth/activate')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ activationToken: 'tok-1', activationCode: '1234' });
    expect(init?.credentials).toBe('omit');
  });

  it('activates, says Account activated successfully! and goes to Login', async () => {
    const user = userEvent.setup();
    await toVerification(user, [answer(authApi.activate, { success: true, message: 'Account activated' })]);
    await user.click(boxes()[0]!);
    await user.keyboard('4321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Account activated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });
});

describe('auth store', () => {
  it('does not open while re-authentication is blocked after a logout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startLogoutWindow();
    renderModal([], null);
    act(() => openAuthModal('login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.setSystemTime(Date.now() + 5100);
    act(() => openAuthModal('login'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    vi.useRealTimers();
    resetAuthFlags();
  });

  it('gives focus back to the control that opened it when closed with Escape or a click on the backdrop', async () => {
    renderModal([], null);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <button type="button" onClick={() => openAuthModal('login')}>
        Open sign-in
      </button>,
    );
    const opener = screen.getByRole('button', { name: 'Open sign-in' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await act(() => i18n.changeLanguage('bn'));
    await user.click(opener);
    const bengali = await screen.findByRole('dialog', { name: 'আবার স্বাগতম' });
    await waitFor(() => expect(bengali).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByTestId('auth-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    await act(() => i18n.changeLanguage('en'));
    unmount();
  });

  it('opens on the lms:open-auth event with the asked view', async () => {
    renderModal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => openAuthModal('signup'));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('loads the signed-in user into the session, and a failed refresh signs out and clears the cache', async () => {
    holdSignedInCookie();
    let signedIn = true;
    const { queryClient } = renderModal([
      answer(profileApi.me, () => (signedIn ? { success: true, accessToken: 'a', user: testUser() } : NOT_SIGNED_IN)),
      // A signed-in read of another area, refused once the session is gone.
      { method: 'GET', pattern: /^\/some\/private$/, names: [], status: 200, respond: () => NOT_SIGNED_IN },
    ]);
    await waitFor(() => expect(getSession().user?.name).toBe('Nusrat Jahan'));
    queryClient.setQueryData(['some', 'private'], { secret: 1 });
    signedIn = false;
    const { api } = await import('#web/lib/api-client.ts');
    await expect(api('/some/private')).rejects.toMatchObject({ status: 401 });
    expect(getSession().user).toBeNull();
    expect(queryClient.getQueryData(['some', 'private'])).toBeUndefined();
  });

  it('asks a visitor without the signed-in cookie for nothing: no user, no refresh, no 401', async () => {
    const { fetchMock, queryClient } = renderModal();
    await screen.findByRole('dialog');
    // Every query of the modal has settled (the Google config): a user load would have been one of them.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryState(profileKeys.me())).toMatchObject({ fetchStatus: 'idle', dataUpdateCount: 0 });
    expect(callsTo(fetchMock, '/users/profile/me')).toHaveLength(0);
    expect(callsTo(fetchMock, '/users/auth/refresh-token')).toHaveLength(0);
    expect(getSession()).toEqual({ user: null, restoring: false });
  });

  it('does not retry loading the user after a 401', async () => {
    holdSignedInCookie();
    const { fetchMock, queryClient } = renderModal();
    // The load ends in error after its first failure: a retry would keep it pending (and fail it again).
    await waitFor(() =>
      expect(queryClient.getQueryState(profileKeys.me())).toMatchObject({ status: 'error', fetchFailureCount: 1 }),
    );
    expect(callsTo(fetchMock, '/users/auth/refresh-token')).toHaveLength(1);
    expect(callsTo(fetchMock, '/users/profile/me')).toHaveLength(1);
    expect(getSession().user).toBeNull();
  });
});

describe('auth modal: forgot password', () => {
  const SENT = {
    success: true as const,
    message: 'If an account uses this email, we have sent it a 6-digit code. The code is valid for 15 minutes.',
  };

  async function toNewPassword(user: ReturnType<typeof userEvent.setup>, answers: StubEntry[] = []) {
    const rendered = renderModal([...answers, answer(authApi.forgotPassword, SENT)]);
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(within(forgot).getByRole('button', { name: 'Send code' }));
    expect(await within(forgot).findByText('Please enter your email!')).toBeInTheDocument();
    expect(callsTo(rendered.fetchMock, '/users/auth/forgot-password')).toHaveLength(0);
    await user.type(within(forgot).getByLabelText('Email'), 'nusrat@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(dialog).toHaveTextContent(
      'If an account uses nusrat@example.com, we have sent it a 6-digit code. The code is valid for 15 minutes.',
    );
    const [, init] = callsTo(rendered.fetchMock, '/users/auth/forgot-password')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'nusrat@example.com' });
    return { ...rendered, dialog };
  }

  it('asks for the e-mail, then the code and a confirmed new password, and signs in afresh', async () => {
    const user = userEvent.setup();
    const signedIn = testUser();
    let signedInNow = false;
    const { fetchMock, dialog } = await toNewPassword(user, [
      answer(profileApi.me, () => (signedInNow ? { success: true, accessToken: 'a', user: signedIn } : NOT_SIGNED_IN)),
      answer(authApi.resetPassword, () => {
        signedInNow = true;
        return {
          success: true,
          accessToken: 'a',
          user: signedIn,
          message: 'Your password has been changed. You are now signed in.',
        };
      }),
    ]);
    await user.type(within(dialog).getByLabelText('Code from the email'), '12a');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secreT');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await within(dialog).findByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/users/auth/reset-password')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Code from the email'));
    await user.type(within(dialog).getByLabelText('Code from the email'), '123456');
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed. You are now signed in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSession().user?.name).toBe('Nusrat Jahan');
    const [, init] = callsTo(fetchMock, '/users/auth/reset-password')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'nusrat@example.com',
      code: '123456',
      password: 'new-secret',
    });
  });

  it("shows the server's message for a wrong code in English, and the code's own words in Bengali", async () => {
    const user = userEvent.setup();
    const { dialog } = await toNewPassword(user, [
      answer(authApi.resetPassword, fail('reset_code_invalid', 'Invalid code. 4 attempts left.')),
    ]);
    await user.type(within(dialog).getByLabelText('Code from the email'), '000000');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Invalid code. 4 attempts left.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await i18n.changeLanguage('bn');
    try {
      await user.click(within(dialog).getByRole('button', { name: 'নতুন পাসওয়ার্ড সেট করুন' }));
      expect(await screen.findByText('কোডটি সঠিক নয়। ই-মেইলটি আবার দেখুন অথবা নতুন কোড চান।')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends a new code on request and goes back to sign in', async () => {
    const user = userEvent.setup();
    const { fetchMock, dialog } = await toNewPassword(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent a new code.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/users/auth/forgot-password')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });
});

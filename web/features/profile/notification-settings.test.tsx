import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileApi } from '#shared/endpoints/profile.ts';
import { userNotificationsApi } from '#shared/endpoints/user-notifications.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { answer, fail, renderPage, sentBody, stubApi } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { ProfilePage } from './profile-page.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe('settings: Notifications', () => {
  beforeEach(() => holdSignedInCookie());

  it('turns answer e-mails off and on with one switch, saved at once', async () => {
    let on = true;
    const fetchMock = stubApi([
      answer(profileApi.me, { success: true, accessToken: 'a', user: testUser() }),
      answer(userNotificationsApi.preferences, () => ({ success: true, preferences: { questionAnswerEmails: on } })),
      answer(userNotificationsApi.savePreferences, ({ body }) => {
        on = (body as { questionAnswerEmails: boolean }).questionAnswerEmails;
        return { success: true, message: 'Notification settings saved', preferences: { questionAnswerEmails: on } };
      }),
    ]);
    renderPage(<ProfilePage />, { path: '/profile/*', url: '/profile?section=1' });
    render(<Toaster />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const toggle = await screen.findByRole('switch', { name: 'E-mail me when my question is answered' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'The answer also appears in the bell at the top of the page, whatever you choose here.',
    );
    await userEvent.click(toggle);
    expect(sentBody(fetchMock, '/notifications/me/preferences')).toEqual({ questionAnswerEmails: false });
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('/unsubscribe', () => {
  it('asks first, then turns answer e-mails off without signing in', async () => {
    const fetchMock = stubApi([
      answer(userNotificationsApi.unsubscribe, {
        success: true,
        message: 'You will no longer receive e-mails about answers to your questions.',
      }),
    ]);
    renderPage(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe?token=abc-123' });
    expect(screen.getByRole('heading', { name: 'Answer e-mails' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer receive e-mails about answers to your questions.',
    );
    expect(sentBody(fetchMock, '/notifications/unsubscribe')).toEqual({ token: 'abc-123' });
  });

  it('says when the link is not valid', async () => {
    stubApi([answer(userNotificationsApi.unsubscribe, fail('unsubscribe_link_invalid'))]);
    renderPage(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe?token=old' });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says so at once for a link without its token', () => {
    stubApi([]);
    renderPage(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe' });
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});

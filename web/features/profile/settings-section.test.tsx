import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/accounts.ts';
import { getSession, setSessionUser } from '#web/lib/session.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import type { RawReply } from '#web/test/api-stub.ts';
import { answer, fail, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { ProfilePage } from './profile-page.tsx';

function renderSettings(answers: StubEntry[] = [], user: User = testUser()) {
  const fetchMock = stubApi([...answers, answer(profileApi.me, { success: true, accessToken: 'a', user })]);
  renderPage(<ProfilePage />, { path: '/profile/*', url: '/profile?section=1' });
  render(<Toaster />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('settings: Profile Settings', () => {
  it('has every field, the read-only e-mail and the 11-digit phone placeholder', async () => {
    renderSettings([], testUser({ name: 'Nusrat Jahan Khan', timezone: 'Tokyo' }));
    expect(await screen.findByRole('tab', { name: 'Profile Settings', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password & Security' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Nusrat');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Jahan Khan');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('nusrat@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('placeholder', '01XXXXXXXXX');
    for (const label of ['Username', 'Skill / Occupation', 'Bio'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    const timezone = screen.getByLabelText('Timezone');
    expect(timezone).toHaveValue('Tokyo');
    expect(
      within(timezone)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['Dhaka', 'UTC', 'New_York', 'London', 'Tokyo', 'Dubai']);
    for (const label of ['Facebook', 'Twitter', 'LinkedIn', 'Website', 'GitHub'])
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'url');
  });

  it('requires first and last name and refuses a non-URL social link', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSettings();
    await user.clear(await screen.findByLabelText('Last Name'));
    await user.tab();
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('First Name'));
    await user.tab();
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website'), 'not a url');
    await user.tab();
    expect(await screen.findByText('Please enter a valid URL starting with http:// or https://')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(fetchMock.mock.calls.filter(([i]) => String(i).endsWith('/update-info'))).toHaveLength(0);
  });

  it('saves the whole form with the combined name and says Profile updated successfully!', async () => {
    const user = userEvent.setup();
    const updated = testUser({ name: 'Nusrat Rahman', phoneNumber: '01712345678' });
    const fetchMock = renderSettings([answer(profileApi.updateInfo, { success: true, message: 'ok', user: updated })]);
    await user.clear(await screen.findByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Rahman');
    await user.type(screen.getByLabelText('Phone Number'), '01712345678');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'London');
    await user.type(screen.getByLabelText('GitHub'), 'https://github.com/nusrat');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/profile/update-info')).toMatchObject({
      name: 'Nusrat Rahman',
      phoneNumber: '01712345678',
      timezone: 'London',
      socialLinks: { github: 'https://github.com/nusrat', facebook: '' },
    });
    await waitFor(() => expect(getSession().user?.name).toBe('Nusrat Rahman'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nusrat Rahman' })).toBeInTheDocument();
  });
});

describe('settings: Password & Security', () => {
  async function openSecurity(answers: StubEntry[] = [], user?: User) {
    const u = userEvent.setup();
    const fetchMock = renderSettings(answers, user);
    await u.click(await screen.findByRole('tab', { name: 'Password & Security' }));
    return { u, fetchMock };
  }

  it('shows Verified, two-factor Disabled and Account Status Active', async () => {
    await openSecurity();
    const status = await screen.findByRole('region', { name: 'Account' });
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(within(status).getByText('Disabled')).toBeInTheDocument();
    expect(within(status).getByText('Active')).toBeInTheDocument();
  });

  it('shows Pending for an unverified account', async () => {
    await openSecurity([], testUser({ isVerified: false }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });

  it('requires all three passwords and says Passwords do not match', async () => {
    const { u, fetchMock } = await openSecurity();
    await u.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please enter your old password')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password!')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Current Password'), 'old-secret');
    await u.type(screen.getByLabelText('New Password'), 'new-secret');
    await u.type(screen.getByLabelText('Confirm New Password'), 'other-secret');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([i]) => String(i).endsWith('/change-password'))).toHaveLength(0);
  });

  it('changes the password: Password changed successfully., or the server message', async () => {
    let changed: EndpointAnswer<typeof profileApi.changePassword> | RawReply = fail(
      'wrong_old_password',
      'Old password is incorrect',
    );
    const { u, fetchMock } = await openSecurity([answer(profileApi.changePassword, () => changed)]);
    const fill = async () => {
      await u.type(screen.getByLabelText('Current Password'), 'old-secret');
      await u.type(screen.getByLabelText('New Password'), 'new-secret');
      await u.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
      await u.click(screen.getByRole('button', { name: 'Update Password' }));
    };
    await fill();
    expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
    changed = { success: true, message: 'ok' };
    for (const label of ['Current Password', 'New Password', 'Confirm New Password'])
      await u.clear(screen.getByLabelText(label));
    await fill();
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/profile/change-password')).toEqual({
      oldPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsersApi } from '#shared/endpoints/admin-users.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { answer, callsTo, fail, renderPage, sentBody, type StubEntry, stubApi } from '#web/test/render.tsx';
import { COURSE_A, COURSE_B, coursesStub, me, twoUsers, USER_ID, usersApi } from './test-data.ts';
import { UsersPage } from './users-page.tsx';
import { holdSignedInCookie } from '#web/test/users.ts';

async function openManage(answers: StubEntry[] = []) {
  const user = userEvent.setup();
  const fetchMock = stubApi([...answers, answer(profileApi.me, me()), coursesStub(), ...usersApi(twoUsers)]);
  renderPage(<UsersPage />, { path: '/admin/users' });
  render(<Toaster />);
  const grid = await screen.findByRole('table');
  await user.click(within(grid).getByRole('button', { name: 'Manage courses of Rahim Uddin' }));
  const dialog = screen.getByRole('dialog', { name: 'Manage Courses' });
  return { user, fetchMock, dialog };
}

afterEach(() => vi.unstubAllGlobals());

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('Manage Courses', () => {
  it('adds the user to a course they do not have', async () => {
    const { user, fetchMock, dialog } = await openManage([
      answer(adminUsersApi.addToCourse, { success: true, message: 'User added to course successfully!' }),
    ]);
    const select = await within(dialog).findByLabelText('Add to a course');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a course', 'Design Basics']);
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.selectOptions(select, COURSE_B);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('User added to course successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/add-to-course')).toEqual({ userId: USER_ID, courseId: COURSE_B });
  });

  it('shows the fallback when adding fails without a message', async () => {
    const { user, dialog } = await openManage([
      answer(adminUsersApi.addToCourse, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.selectOptions(await within(dialog).findByLabelText('Add to a course'), COURSE_B);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add user to course')).toBeInTheDocument();
  });

  it('asks before removing a course, then removes it', async () => {
    const { user, fetchMock, dialog } = await openManage([
      answer(adminUsersApi.removeFromCourse, { success: true, message: 'x' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Python for Beginners' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove from course' });
    expect(callsTo(fetchMock, '/users/admin/remove-from-course')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('User removed from course successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/remove-from-course')).toEqual({ userId: USER_ID, courseId: COURSE_A });
  });

  it('shows the fallback when removing fails', async () => {
    const { user, dialog } = await openManage([
      answer(adminUsersApi.removeFromCourse, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Python for Beginners' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove user from course')).toBeInTheDocument();
  });

  it('applies a role by e-mail; Super Admin is not offered to an admin who is not one', async () => {
    const { user, fetchMock, dialog } = await openManage([
      answer(adminUsersApi.changeRole, {
        success: true,
        message: 'User role updated successfully!',
        user: twoUsers[0]!,
      }),
    ]);
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Admin']);
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.selectOptions(role, 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('User role updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/change-user-role')).toEqual({ email: 'rahim@example.com', role: 'admin' });
  });

  it("offers Super Admin to a super admin and shows the server's refusal, keeping the choice", async () => {
    const { user, dialog } = await openManage([
      answer(profileApi.me, me(true)),
      answer(adminUsersApi.changeRole, fail('last_super_admin', 'The last super admin cannot be demoted')),
    ]);
    const role = within(dialog).getByLabelText('Role');
    await waitFor(() => expect(within(role).getByRole('option', { name: 'Super Admin' })).toBeInTheDocument());
    await user.selectOptions(role, 'superAdmin');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The last super admin cannot be demoted')).toBeInTheDocument();
    expect(role).toHaveValue('superAdmin');
  });

  it('shows the role fallback when the call fails without a message', async () => {
    const { user, dialog } = await openManage([
      answer(adminUsersApi.changeRole, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to update role')).toBeInTheDocument();
  });
});

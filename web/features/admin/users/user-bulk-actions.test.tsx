import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUsersApi } from '#shared/endpoints/admin-users.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import i18n from '#web/i18n/index.ts';
import { bulkAnswer } from '../ui/bulk-test-data.ts';
import { answer, renderPage, sentBody, type StubEntry, stubApi } from '#web/test/render.tsx';
import { holdSignedInCookie } from '#web/test/users.ts';
import { adminUser, COURSE_B, coursesStub, me, ME_ID, USER_ID, usersApi, twoUsers } from './test-data.ts';
import { UsersPage } from './users-page.tsx';

/** Issue 13: select users, then change their role, delete them or enrol them in a course, after a confirmation. */
const THIRD_ID = '66666666-6666-4666-8666-666666666666';
const three = [...twoUsers, adminUser({ _id: THIRD_ID, name: 'Sadia Islam', email: 'sadia@example.com', courses: [] })];

function setup(answers: StubEntry[] = [], url = '/admin/users') {
  const fetchMock = stubApi([...answers, answer(profileApi.me, me()), coursesStub(), ...usersApi(three)]);
  const view = renderPage(<UsersPage />, { path: '/admin/users', url });
  render(<Toaster />);
  return { fetchMock, ...view };
}
const table = () => screen.findByRole('table');
const bar = () => screen.getByRole('region', { name: 'Bulk actions on users' });
async function pick(...names: string[]) {
  const user = userEvent.setup();
  for (const name of names) await user.click(within(await table()).getByRole('checkbox', { name: `Select ${name}` }));
  return user;
}

beforeEach(() => holdSignedInCookie());
afterEach(() => i18n.changeLanguage('en'));

describe('User Management bulk selection', () => {
  it('counts the selected rows, selects the whole page from the header, and disables the actions with none', async () => {
    setup();
    await table();
    expect(within(bar()).getByText('Select rows to act on several at once.')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Delete' })).toBeDisabled();
    const user = await pick('Rahim Uddin', 'Sadia Islam');
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    const all = within(await table()).getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();
    expect(within(await table()).getByRole('checkbox', { name: 'Select Admin Karim' })).toBeChecked();
    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(within(bar()).getByText('Select rows to act on several at once.')).toBeInTheDocument();
  });

  it('selects with the keyboard and empties the selection when the search changes', async () => {
    const { router } = setup();
    const box = within(await table()).getByRole('checkbox', { name: 'Select Rahim Uddin' });
    box.focus();
    const user = userEvent.setup();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    await router.navigate('/admin/users?search=rahim');
    await waitFor(() => expect(within(bar()).getByText('Select rows to act on several at once.')).toBeInTheDocument());
    expect(within(await table()).getByRole('checkbox', { name: 'Select Rahim Uddin' })).not.toBeChecked();
  });

  it('selects on the phone cards too, and "Select all on this page" in the bar picks every card', async () => {
    setup();
    const cards = await screen.findByRole('list', { name: 'Users' });
    const user = userEvent.setup();
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Sadia Islam' }));
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(
      within(cards)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(3);
  });
});

describe('User Management bulk actions', () => {
  it('asks "Delete 2 users?", sends the ids and says what was deleted and why a row was refused', async () => {
    const { fetchMock } = setup([
      answer(
        adminUsersApi.bulkRemove,
        bulkAnswer({
          changed: 1,
          refused: [{ id: ME_ID, code: 'cannot_delete_self', message: 'You cannot delete your own account' }],
        }),
      ),
    ]);
    const user = await pick('Rahim Uddin', 'Admin Karim');
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 users?' });
    expect(sentBody(fetchMock, '/users/admin/bulk/delete')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('1 user deleted. 1 refused: You cannot delete your own account.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/bulk/delete')).toEqual({ userIds: [USER_ID, ME_ID] });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(bar()).getByText('Select rows to act on several at once.')).toBeInTheDocument();
  });

  it('changes the role of the selected users to the one chosen, and says how many already had it', async () => {
    const { fetchMock } = setup([
      answer(adminUsersApi.bulkChangeRole, bulkAnswer({ changed: 1, skipped: [THIRD_ID] })),
    ]);
    const user = await pick('Rahim Uddin', 'Sadia Islam');
    await user.click(within(bar()).getByRole('button', { name: 'Change role' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of 2 users?' });
    const role = within(dialog).getByLabelText('New role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Admin']);
    await user.selectOptions(role, 'user');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role changed for 1 user. 1 already had this role.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/bulk/change-role')).toEqual({
      userIds: [USER_ID, THIRD_ID],
      role: 'user',
    });
  });

  it('enrols the selected users in the chosen course, Enrol waiting for a course', async () => {
    const { fetchMock } = setup([
      answer(adminUsersApi.bulkAddToCourse, bulkAnswer({ changed: 2, skipped: [USER_ID] })),
    ]);
    const user = await pick('Rahim Uddin', 'Admin Karim', 'Sadia Islam');
    await user.click(within(bar()).getByRole('button', { name: 'Enrol in a course' }));
    const dialog = screen.getByRole('dialog', { name: 'Enrol 3 users in a course?' });
    expect(within(dialog).getByText('Users already enrolled in the course are skipped.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enrol' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByLabelText('Course')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'Design Basics');
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('2 users enrolled. 1 already enrolled, skipped.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/bulk/add-to-course')).toEqual({
      userIds: [USER_ID, ME_ID, THIRD_ID],
      courseId: COURSE_B,
    });
  });

  it('keeps the dialog open and shows the fallback when the request fails', async () => {
    setup([
      answer(adminUsersApi.bulkRemove, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    const user = await pick('Sadia Islam');
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete 1 user?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete the users')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('speaks Bengali: the count in Bengali digits in the question, and the result and reasons in Bengali', async () => {
    await i18n.changeLanguage('bn');
    setup([
      answer(
        adminUsersApi.bulkRemove,
        bulkAnswer({
          changed: 2,
          refused: [{ id: ME_ID, code: 'cannot_delete_self', message: 'You cannot delete your own account' }],
        }),
      ),
    ]);
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('checkbox', { name: 'এই পাতার সবগুলো বেছে নিন' }));
    expect(
      within(screen.getByRole('region', { name: 'ব্যবহারকারীদের ওপর একসাথে কাজ' })).getByText('৩টি বেছে নেওয়া হয়েছে'),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'ব্যবহারকারীদের ওপর একসাথে কাজ' })).getByRole('button', { name: 'মুছুন' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: '৩ জন ব্যবহারকারীকে মুছবেন?' });
    await user.click(within(dialog).getByRole('button', { name: 'মুছুন' }));
    expect(
      await screen.findByText('২ জন ব্যবহারকারীকে মুছে ফেলা হয়েছে। ১টি করা যায়নি: আপনি নিজের অ্যাকাউন্ট মুছতে পারবেন না।'),
    ).toBeInTheDocument();
  });
});

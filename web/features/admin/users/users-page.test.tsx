import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUsersApi } from '#shared/endpoints/admin-users.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { answer, callsTo, fail, PENDING, renderPage, sentBody, type StubEntry, stubApi } from '#web/test/render.tsx';
import { adminUser, exportAnswer, me, statsAnswer, twoUsers, USER_ID, usersApi } from './test-data.ts';
import { TeamPage, UsersPage } from './users-page.tsx';
import { holdSignedInCookie } from '#web/test/users.ts';

function setup(answers: StubEntry[] = [], page = <UsersPage />, url = '/admin/users') {
  const fetchMock = stubApi([...answers, answer(profileApi.me, me()), ...usersApi(twoUsers)]);
  const view = renderPage(page, { path: '/admin/users', url });
  render(<Toaster />);
  return { fetchMock, ...view };
}
const table = () => screen.findByRole('table');
/** The query strings the list was asked with, oldest first. */
const listQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, '/users/admin/users').map(([input]) => new URL(String(input), 'http://localhost').search);
const row = async (name: string) =>
  within(await table())
    .getByText(name)
    .closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('User Management', () => {
  it('shows the title and skeletons while loading', () => {
    setup([answer(adminUsersApi.list, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });

  it('shows the stat cards from the server, the grid columns and no Add New Member', async () => {
    const { fetchMock } = setup([statsAnswer({ total: 50_000, admins: 12, regular: 49_988, enrollments: 81_234 })]);
    const grid = await table();
    await waitFor(() =>
      expect(screen.getAllByTestId('stat-card').map((c) => c.textContent)).toEqual([
        'Total Users50,000',
        'Admin Users12',
        'Regular Users49,988',
        'Total Enrollments81,234',
      ]),
    );
    expect(listQueries(fetchMock)).toEqual(['?page=1&limit=10']);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'ID', 'Name', 'Email', 'Role', 'Purchased Courses', 'Joined', 'Manage courses', 'Actions']);
    expect(within(await row('Rahim Uddin')).getByText('User')).toBeInTheDocument();
    expect(within(await row('Rahim Uddin')).getByRole('link', { name: 'Send email to Rahim Uddin' })).toHaveAttribute(
      'href',
      'mailto:rahim@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Add New Member' })).toBeNull();
  });

  it('asks the server once typing pauses, keeps the search in the URL, and the back button restores it', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = setup();
    await table();
    const search = screen.getByPlaceholderText('Search by email or name...');
    await user.type(search, 'KARIM@');
    await waitFor(() => expect(router.state.location.search).toBe('?search=KARIM%40'));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Rahim Uddin')).toBeNull());
    expect(within(await table()).getByText('Admin Karim')).toBeInTheDocument();
    // One request for the whole word, none per keystroke.
    expect(listQueries(fetchMock)).toEqual(['?page=1&limit=10', '?page=1&limit=10&search=KARIM%40']);

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?search=KARIM%40');
    expect(screen.getByPlaceholderText('Search by email or name...')).toHaveValue('KARIM@');
    expect(within(await table()).getByText('Admin Karim')).toBeInTheDocument();
  });

  it('opens on the page and search of its URL', async () => {
    const { fetchMock } = setup([], <UsersPage />, '/admin/users?search=rahim');
    expect(within(await table()).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by email or name...')).toHaveValue('rahim');
    expect(listQueries(fetchMock)).toEqual(['?page=1&limit=10&search=rahim']);
  });

  it('goes to the last page when the URL asks for a page past the end', async () => {
    const { router } = setup([], <UsersPage />, '/admin/users?page=7');
    expect(within(await table()).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows an empty state', async () => {
    setup(usersApi([]));
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('uses 5 rows and sizes 5, 10 on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const many = Array.from({ length: 7 }, (_, i) =>
      adminUser({ _id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, name: `Learner ${i + 1}` }),
    );
    const { fetchMock } = setup(usersApi(many));
    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => within(li).getByText(/^Learner/).textContent),
    ).toEqual(['Learner 1', 'Learner 2', 'Learner 3', 'Learner 4', 'Learner 5']);
    expect(
      within(screen.getByLabelText('Rows per page'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10']);
    expect(listQueries(fetchMock)).toEqual(['?page=1&limit=5']);
  });

  it('shows a load error with retry', async () => {
    setup([answer(adminUsersApi.list, fail('internal_error', 'boom'))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages 10 rows by default with sizes 5, 10, 25, 50, each page asked of the server and kept in the URL', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) =>
      adminUser({ _id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, name: `Learner ${i + 1}` }),
    );
    const { fetchMock, router } = setup(usersApi(many));
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/^1–10 of 12/)).toBeInTheDocument();
    const size = screen.getByLabelText('Rows per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25', '50']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(router.state.location.search).toBe('?page=2');
    expect(listQueries(fetchMock).at(-1)).toBe('?page=2&limit=10');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(size, '25');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(13));
    expect(router.state.location.search).toBe('');
    expect(listQueries(fetchMock).at(-1)).toBe('?page=1&limit=25');
  });

  it("downloads the server's CSV of the searched list as users-export-{timestamp}.csv", async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^users-export-\d+\.csv$/);
    });
    const csv = '\uFEFFName,Email,Enrolled Courses Count,Courses\r\nRahim Uddin,rahim@example.com,1,Python\r\n';
    const { fetchMock } = setup(
      [exportAnswer(() => new Response(csv, { headers: { 'Content-Type': 'text/csv' } }))],
      <UsersPage />,
      '/admin/users?search=rahim',
    );
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await blobs[0]!.text()).toBe(csv.slice(1));
    expect(String(callsTo(fetchMock, '/users/admin/users/export')[0]![0])).toBe(
      '/api/users/admin/users/export?search=rahim',
    );
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    const user = userEvent.setup();
    setup([exportAnswer(() => fail('internal_error', 'Something went wrong'))]);
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('asks before deleting, deletes and says Delete user successfully!', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup([
      answer(adminUsersApi.remove, { success: true, message: 'Delete user successfully!' }),
    ]);
    await user.click(within(await row('Rahim Uddin')).getByRole('button', { name: 'Delete Rahim Uddin' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete User' });
    expect(callsTo(fetchMock, `/users/admin/delete/${USER_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete user successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/users/admin/delete/${USER_ID}`)[0]![1]!.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("does not offer to delete the admin's own account, and shows the server's message when a delete is refused", async () => {
    const user = userEvent.setup();
    setup([answer(adminUsersApi.remove, fail('super_admin_required', 'Only a super admin can delete a super admin'))]);
    expect(within(await row('Admin Karim')).getByRole('button', { name: 'Delete Admin Karim' })).toBeDisabled();
    await user.click(within(await row('Rahim Uddin')).getByRole('button', { name: 'Delete Rahim Uddin' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only a super admin can delete a super admin')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('disables Delete on a super admin for a plain admin, with the reason, and enables it for a super admin', async () => {
    const SUPER_ID = '55555555-5555-4555-8555-555555555555';
    const withSuper = [
      ...twoUsers,
      adminUser({ _id: SUPER_ID, name: 'Super Sara', email: 'sara@example.com', role: 'admin', isSuperAdmin: true }),
    ];
    const { unmount } = setup(usersApi(withSuper));
    const blocked = within(await row('Super Sara')).getByRole('button', { name: 'Delete Super Sara' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('Only a super admin can delete a super admin');
    expect(
      within(await row('Admin Karim')).getByRole('button', { name: 'Delete Admin Karim' }),
    ).toHaveAccessibleDescription('You cannot delete your own account');
    const plain = within(await row('Rahim Uddin')).getByRole('button', { name: 'Delete Rahim Uddin' });
    expect(plain).toBeEnabled();
    expect(plain).not.toHaveAttribute('title');
    unmount();

    setup([answer(profileApi.me, me(true)), ...usersApi(withSuper)]);
    await waitFor(async () =>
      expect(within(await row('Super Sara')).getByRole('button', { name: 'Delete Super Sara' })).toBeEnabled(),
    );
  });

  it('shows User Settings read-only, read from the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup([
      answer(adminUsersApi.one, { success: true, user: adminUser({ phoneNumber: '01899999999' }) }),
    ]);
    await user.click(within(await row('Rahim Uddin')).getByRole('button', { name: 'View settings of Rahim Uddin' }));
    const dialog = screen.getByRole('dialog', { name: 'User Settings' });
    expect(await within(dialog).findByText('01899999999')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/users/admin/users/${USER_ID}`)).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'https://rahim.dev' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Python for Beginners')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('closes the dialog with the reason when the user cannot be read', async () => {
    const user = userEvent.setup();
    setup([answer(adminUsersApi.one, fail('user_not_found', 'User not found'))]);
    await user.click(within(await row('Rahim Uddin')).getByRole('button', { name: 'View settings of Rahim Uddin' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Team Management', () => {
  it('lists only admins and adds a member', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(
      [
        answer(adminUsersApi.addMember, {
          success: true,
          created: true,
          message: 'Member added successfully! An invitation to choose a password was e-mailed to new@example.com.',
          user: adminUser({ email: 'new@example.com' }),
        }),
      ],
      <TeamPage />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Management' })).toBeInTheDocument();
    expect(within(await table()).queryByText('Rahim Uddin')).toBeNull();
    expect(listQueries(fetchMock)).toEqual(['?page=1&limit=10&role=admin']);
    expect(within(await table()).getByText('Admin Karim')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add New Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Member' });
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(within(within(dialog).getByLabelText('Role')).queryByRole('option', { name: 'Super Admin' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/Name/), 'Nadia');
    await user.type(within(dialog).getByLabelText(/Email/), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(
      await screen.findByText(
        'Member added successfully! An invitation to choose a password was e-mailed to new@example.com.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/add-member')).toEqual({
      name: 'Nadia',
      email: 'new@example.com',
      role: 'admin',
    });
  });

  it('checks the new member in the page, in the reader\u2019s words, and sends nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup([], <TeamPage />);
    await table();
    await user.click(screen.getByRole('button', { name: 'Add New Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Member' });
    await user.type(within(dialog).getByLabelText(/Email/), 'nadia@');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText('Please enter your name!')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();
    expect(callsTo(fetchMock, '/users/admin/add-member')).toHaveLength(0);
  });

  it('keeps the form when adding a member is refused, and offers Super Admin to a super admin', async () => {
    const user = userEvent.setup();
    setup(
      [
        answer(profileApi.me, me(true)),
        answer(adminUsersApi.addMember, fail('validation_failed', 'email: Invalid email!')),
      ],
      <TeamPage />,
    );
    await table();
    await user.click(screen.getByRole('button', { name: 'Add New Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Member' });
    await waitFor(() =>
      expect(
        within(within(dialog).getByLabelText('Role')).getByRole('option', { name: 'Super Admin' }),
      ).toBeInTheDocument(),
    );
    await user.type(within(dialog).getByLabelText(/Name/), 'Nadia');
    await user.type(within(dialog).getByLabelText(/Email/), 'nadia@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'superAdmin');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('email: Invalid email!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Nadia');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('superAdmin');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiStub, callsTo, PENDING, renderPage, reply, sentBody, stubApi } from '#web/test/render.tsx';
import { adminUser, me, twoUsers, USER_ID, usersAnswer } from './test-data.ts';
import { TeamPage, UsersPage } from './users-page.tsx';

function setup(answers: ApiStub = {}, page = <UsersPage />) {
  const fetchMock = stubApi({ '/users/admin/users': usersAnswer(twoUsers), '/users/profile/me': me(), ...answers });
  const view = renderPage(page, { path: '/admin/users' });
  render(<Toaster />);
  return { fetchMock, ...view };
}
const table = () => screen.findByRole('table');
const row = async (name: string) =>
  within(await table())
    .getByText(name)
    .closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('User Management', () => {
  it('shows the title and skeletons while loading', () => {
    setup({ '/users/admin/users': PENDING });
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });

  it('shows the stat cards, the grid columns and no Add New Member', async () => {
    setup();
    const grid = await table();
    expect(screen.getAllByTestId('stat-card').map((c) => c.textContent)).toEqual([
      'Total Users2',
      'Admin Users1',
      'Regular Users1',
      'Total Enrollments1',
    ]);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Email', 'Role', 'Purchased Courses', 'Joined', 'Manage courses', 'Actions']);
    expect(within(await row('Rahim Uddin')).getByText('User')).toBeInTheDocument();
    expect(within(await row('Rahim Uddin')).getByRole('link', { name: 'Send email to Rahim Uddin' })).toHaveAttribute(
      'href',
      'mailto:rahim@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Add New Member' })).toBeNull();
  });

  it('searches by email or name', async () => {
    const user = userEvent.setup();
    setup();
    await table();
    const search = screen.getByPlaceholderText('Search by email or name...');
    await user.type(search, 'KARIM@');
    expect(within(await table()).queryByText('Rahim Uddin')).toBeNull();
    expect(within(await table()).getByText('Admin Karim')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    setup({ '/users/admin/users': usersAnswer([]) });
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
    setup({ '/users/admin/users': usersAnswer(many) });
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
  });

  it('shows a load error with retry', async () => {
    setup({ '/users/admin/users': reply(500, { success: false, message: 'boom', code: 'x' }) });
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages 10 rows by default with sizes 5, 10, 25, 50', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) =>
      adminUser({ _id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, name: `Learner ${i + 1}` }),
    );
    setup({ '/users/admin/users': usersAnswer(many) });
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    const size = screen.getByLabelText('Rows per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25', '50']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    await user.selectOptions(size, '25');
    expect(within(await table()).getAllByRole('row')).toHaveLength(13);
  });

  it('exports the shown rows as users-export-{timestamp}.csv', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^users-export-\d+\.csv$/);
    });
    setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0]!.text();
    expect(text).toContain('Name,Email,Enrolled Courses Count,Courses');
    expect(text).toContain('Rahim Uddin,rahim@example.com,1,Python for Beginners');
    click.mockRestore();
  });

  it('asks before deleting, deletes and says Delete user successfully!', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup({
      [`/users/admin/delete/${USER_ID}`]: { success: true, message: 'Delete user successfully!' },
    });
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
    setup({
      [`/users/admin/delete/${USER_ID}`]: reply(403, {
        success: false,
        message: 'Only a super admin can delete a super admin',
        code: 'forbidden',
      }),
    });
    expect(within(await row('Admin Karim')).getByRole('button', { name: 'Delete Admin Karim' })).toBeDisabled();
    await user.click(within(await row('Rahim Uddin')).getByRole('button', { name: 'Delete Rahim Uddin' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only a super admin can delete a super admin')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows User Settings read-only', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(within(await row('Rahim Uddin')).getByRole('button', { name: 'View settings of Rahim Uddin' }));
    const dialog = screen.getByRole('dialog', { name: 'User Settings' });
    expect(within(dialog).getByText('01712345678')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://rahim.dev' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Python for Beginners')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});

describe('Team Management', () => {
  it('lists only admins and adds a member', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(
      {
        '/users/admin/add-member': {
          success: true,
          created: true,
          message: 'Member added successfully! Sign-in details were e-mailed to new@example.com.',
          user: adminUser(),
        },
      },
      <TeamPage />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Management' })).toBeInTheDocument();
    expect(within(await table()).queryByText('Rahim Uddin')).toBeNull();
    expect(within(await table()).getByText('Admin Karim')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add New Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Member' });
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(within(within(dialog).getByLabelText('Role')).queryByRole('option', { name: 'Super Admin' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/Name/), 'Nadia');
    await user.type(within(dialog).getByLabelText(/Email/), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(
      await screen.findByText('Member added successfully! Sign-in details were e-mailed to new@example.com.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/users/admin/add-member')).toEqual({
      name: 'Nadia',
      email: 'new@example.com',
      role: 'admin',
    });
  });

  it('keeps the form when adding a member is refused, and offers Super Admin to a super admin', async () => {
    const user = userEvent.setup();
    setup(
      {
        '/users/profile/me': me(true),
        '/users/admin/add-member': reply(400, {
          success: false,
          message: 'email: Invalid email!',
          code: 'validation_failed',
        }),
      },
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

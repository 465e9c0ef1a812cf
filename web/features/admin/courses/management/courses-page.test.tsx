import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { coursesAdminApi } from '#shared/endpoints/courses.ts';
import { answer, fail, PENDING, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { adminCourse, COURSE_ID, lastCall, OTHER_ID, overrideAnswer, sectionAnswer } from '../test-data.ts';
import { CoursesPage } from './courses-page.tsx';

const two = [
  adminCourse(),
  adminCourse({
    _id: OTHER_ID,
    name: 'Design Basics',
    ratings: 3,
    purchased: 50,
    isActive: false,
    overrides: { ratings: { useOriginal: true, adminValue: null }, purchased: { useOriginal: false, adminValue: 50 } },
    original: { ratings: 3, purchased: 7 },
  }),
];

/** An answer of GET /courses/admin/list: one page of these courses; the stat cards as the server counts them. */
function listAnswer(courses: AdminCourse[], stats = { total: courses.length, active: 0, sales: 0, avgRating: 0 }) {
  return {
    success: true as const,
    courses,
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalItems: courses.length,
      limit: 20,
      hasPrev: false,
      hasNext: false,
    },
    stats,
  };
}

/** Answers for the page; `answers` come first, so they replace the defaults. */
function setup(answers: StubEntry[] = [], url = '/admin/courses') {
  const fetchMock = stubApi([
    ...answers,
    answer(catalogueApi.adminList, listAnswer(two, { total: 2, active: 1, sales: 170, avgRating: 3.75 })),
    answer(layoutsApi.get, sectionAnswer),
  ]);
  const view = renderPage(<CoursesPage />, { path: '/admin/courses', url });
  render(<Toaster />);
  return { fetchMock, ...view };
}
const table = () => screen.getByRole('table');
const row = (name: string) => within(table()).getByText(name).closest('tr')!;

describe('Course Management list', () => {
  it('asks the server for the page, search, sort and status in the URL, and changes them there', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, router } = setup([], '/admin/courses?search=python&status=hidden&sort=sales&page=2');
    await screen.findByRole('table');
    const asked = () =>
      (fetchMock.mock.calls as unknown as [string][])
        .map(([u]) => String(u))
        .filter((u) => u.startsWith('/api/courses/admin/list'));
    expect(asked()).toEqual(['/api/courses/admin/list?search=python&sort=sales&status=hidden&page=2']);
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('python');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('hidden');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(router.state.location.search).toBe('?search=python&status=hidden&sort=name');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    await user.clear(box);
    await user.type(box, 'design{Enter}');
    expect(router.state.location.search).toBe('?search=design&sort=name');
    await waitFor(() => expect(asked().at(-1)).toBe('/api/courses/admin/list?search=design&sort=name'));
  });

  it('says when no course matches the search, without the create link', async () => {
    setup(
      [answer(catalogueApi.adminList, listAnswer([], { total: 5, active: 5, sales: 0, avgRating: 0 }))],
      '/admin/courses?search=zz',
    );
    expect(await screen.findByRole('heading', { name: 'No courses match' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Course' })).toHaveLength(1);
  });
});

describe('Course Management', () => {
  it('shows skeletons while loading', () => {
    setup([answer(catalogueApi.adminList, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Course Management' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });

  it('shows the stat cards, the grid columns and (Admin) on overridden figures', async () => {
    setup();
    await screen.findByRole('table');
    const cards = screen.getAllByTestId('stat-card').map((c) => c.textContent);
    expect(cards).toEqual(['Total Courses2', 'Total Sales170', 'Avg Rating3.8', 'Active1']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Status', 'ID', 'Course Title', 'Rating', 'Sales', 'Created', 'Actions']);
    expect(within(row('Python for Beginners')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Design Basics')).getByText('Hidden')).toBeInTheDocument();
    expect(within(row('Design Basics')).getByText('(Admin)')).toBeInTheDocument();
    expect(within(row('Python for Beginners')).queryByText('(Admin)')).toBeNull();
    expect(
      within(row('Python for Beginners')).getByRole('link', { name: 'Edit Python for Beginners' }),
    ).toHaveAttribute('href', `/admin/update-course/${COURSE_ID}`);
  });

  it('shows an empty state with a link to create a course', async () => {
    setup([answer(catalogueApi.adminList, listAnswer([]))]);
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Course' })).toHaveAttribute('href', '/admin/create-course');
  });

  it('shows a load error with retry', async () => {
    setup([answer(catalogueApi.adminList, fail('internal_error', 'boom'))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('hides a course and says Course deactivated successfully', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup([
      answer(coursesAdminApi.toggle, { success: true, message: 'x', course: { _id: COURSE_ID, isActive: false } }),
    ]);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Hide Python for Beginners' }),
    );
    expect(await screen.findByText('Course deactivated successfully')).toBeInTheDocument();
    expect(lastCall(fetchMock, `/courses/admin/toggle/${COURSE_ID}`)?.method).toBe('PATCH');
  });

  it('shows the fallback when the status change fails', async () => {
    const user = userEvent.setup({ delay: null });
    setup([
      answer(coursesAdminApi.toggle, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Unhide Design Basics' }),
    );
    expect(await screen.findByText('Failed to update course status')).toBeInTheDocument();
  });

  it('asks before deleting, and deletes on confirm', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup([
      answer(coursesAdminApi.remove, { success: true, message: 'Course deleted successfully!' }),
    ]);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Delete Python for Beginners' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Course' });
    expect(lastCall(fetchMock, `/courses/admin/delete/${COURSE_ID}`)).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Course deleted successfully!')).toBeInTheDocument();
    expect(lastCall(fetchMock, `/courses/admin/delete/${COURSE_ID}`)?.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('sets an admin sales value, with save disabled while the value is empty', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup([answer(coursesAdminApi.setOverride, overrideAnswer())]);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', {
        name: 'Edit rating or sales of Python for Beginners',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rating/Sales' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sales' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Show original data' }));
    const value = within(dialog).getByLabelText('Admin value (Sales)');
    expect(value).toHaveAttribute('min', '0');
    expect(value).toHaveAttribute('step', '1');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(value, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sales set to admin value: 250')).toBeInTheDocument();
    expect(lastCall(fetchMock, '/courses/admin/override')?.body).toEqual({
      courseId: COURSE_ID,
      field: 'purchased',
      useOriginal: false,
      adminValue: 250,
    });
  });

  it('says in a sentence why a negative or fractional sales value cannot be saved, in English and Bengali', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = setup([answer(coursesAdminApi.setOverride, overrideAnswer())]);
    const open = async (name: string, sales: string) => {
      await user.click(await within(await screen.findByRole('table')).findByRole('button', { name }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: sales }));
      return dialog;
    };
    const dialog = await open('Edit rating or sales of Python for Beginners', 'Sales');
    await user.click(within(dialog).getByRole('switch', { name: 'Show original data' }));
    const value = within(dialog).getByLabelText('Admin value (Sales)');
    await user.type(value, '-1234');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The value cannot be negative');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(value);
    await user.type(value, '2.5');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Sales must be a whole number');
    await user.clear(value);
    await user.type(value, '12');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(lastCall(fetchMock, '/courses/admin/override')).toBeUndefined();

    await i18n.changeLanguage('bn');
    try {
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      await user.clear(value);
      await user.type(value, '-1');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('মান ঋণাত্মক হতে পারে না');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sets the rating back to the original data', async () => {
    const user = userEvent.setup({ delay: null });
    const course = adminCourse({
      overrides: {
        ratings: { useOriginal: false, adminValue: 4.9 },
        purchased: { useOriginal: true, adminValue: null },
      },
    });
    const { fetchMock } = setup([
      answer(catalogueApi.adminList, listAnswer([course])),
      answer(coursesAdminApi.setOverride, overrideAnswer()),
    ]);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', {
        name: 'Edit rating or sales of Python for Beginners',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rating/Sales' });
    const value = within(dialog).getByLabelText('Admin value (Rating)');
    expect(value).toHaveValue(4.9);
    expect(value).toHaveAttribute('max', '5');
    expect(value).toHaveAttribute('step', '0.1');
    await user.click(within(dialog).getByRole('switch', { name: 'Show original data' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rating set to show original data')).toBeInTheDocument();
    expect(lastCall(fetchMock, '/courses/admin/override')?.body).toEqual({
      courseId: COURSE_ID,
      field: 'ratings',
      useOriginal: true,
      adminValue: 4.9,
    });
  });

  it('saves the Courses Section Content form, and keeps it on a refused save', async () => {
    const user = userEvent.setup({ delay: null });
    let refused = true;
    const { fetchMock } = setup([
      answer(layoutsApi.update, () =>
        refused
          ? fail('validation_failed', 'Must be at most 200 characters')
          : { success: true, layout: sectionAnswer.layout },
      ),
    ]);
    const title = await screen.findByLabelText('Page Title');
    expect(title).toHaveValue('Explore Our Premium Courses');
    expect(screen.getByRole('button', { name: 'No Changes' })).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'All courses');
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(title).toHaveValue('All courses');
    refused = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Courses section updated successfully!')).toBeInTheDocument();
    expect(lastCall(fetchMock, '/layouts/admin/update-layout')).toEqual({
      method: 'PUT',
      body: {
        type: 'Courses',
        pageTitle: 'All courses',
        pageSubTitle: 'Sub',
        homeTitle: 'Expand Your Career Opportunity With Our Courses',
        homeSubTitle: 'Home sub',
      },
    });
  });

  it('resets the section form to the server values', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    const title = await screen.findByLabelText('Home Title');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(title).toHaveValue('Expand Your Career Opportunity With Our Courses');
  });

  it("writes the list's rating and sales in Bengali digits in Bengali, as its dates", async () => {
    await i18n.changeLanguage('bn');
    try {
      setup();
      await screen.findByRole('table');
      // select box, status, id (hidden), title, rating, sales, created
      const [rating, sales, created] = [...row('Design Basics').querySelectorAll('td')]
        .slice(4, 7)
        .map((cell) => cell.textContent ?? '');
      expect(rating).toBe('৩.০');
      expect(sales).toMatch(/^৫০/); // then the "admin" mark of an override
      expect(`${rating}${sales}${created}`).not.toMatch(/[0-9]/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

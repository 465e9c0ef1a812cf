import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { coursesAdminApi } from '#shared/endpoints/courses.ts';
import i18n from '#web/i18n/index.ts';
import { bulkAnswer } from '../../ui/bulk-test-data.ts';
import { answer, renderPage, sentBody, type StubEntry, stubApi } from '#web/test/render.tsx';
import { adminCourse, COURSE_ID, OTHER_ID, sectionAnswer } from '../test-data.ts';
import { CoursesPage } from './courses-page.tsx';

/** Issue 13: select courses, then hide, unhide or delete them after a confirmation that counts them. */
const THIRD_ID = '55555555-5555-4555-8555-555555555555';
const three = [
  adminCourse(),
  adminCourse({ _id: OTHER_ID, name: 'Design Basics', isActive: false }),
  adminCourse({ _id: THIRD_ID, name: 'Data Science' }),
];
const listAnswer = (courses: AdminCourse[]) => ({
  success: true as const,
  courses,
  pagination: { currentPage: 1, totalPages: 1, totalItems: courses.length, limit: 20, hasPrev: false, hasNext: false },
  stats: { total: courses.length, active: 2, sales: 0, avgRating: 0 },
});

function setup(answers: StubEntry[] = [], url = '/admin/courses') {
  const fetchMock = stubApi([
    ...answers,
    answer(catalogueApi.adminList, listAnswer(three)),
    answer(layoutsApi.get, sectionAnswer),
  ]);
  const view = renderPage(<CoursesPage />, { path: '/admin/courses', url });
  render(<Toaster />);
  return { fetchMock, ...view };
}
const bar = () => screen.getByRole('region', { name: 'Bulk actions on courses' });
async function pick(...names: string[]) {
  const user = userEvent.setup();
  const table = await screen.findByRole('table');
  for (const name of names) await user.click(within(table).getByRole('checkbox', { name: `Select ${name}` }));
  return user;
}

afterEach(() => i18n.changeLanguage('en'));

describe('Course Management bulk actions', () => {
  it('asks "Hide 2 courses?", hides them and says so', async () => {
    const { fetchMock } = setup([answer(coursesAdminApi.bulkVisibility, bulkAnswer({ changed: 2 }))]);
    const user = await pick('Python for Beginners', 'Data Science');
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hide 2 courses?' });
    expect(within(dialog).getByText(/no longer show in the public catalogue/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('2 courses hidden.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/courses/admin/bulk/visibility')).toEqual({
      courseIds: [COURSE_ID, THIRD_ID],
      isActive: false,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('unhides, and says how many were already visible', async () => {
    const { fetchMock } = setup([
      answer(coursesAdminApi.bulkVisibility, bulkAnswer({ changed: 1, skipped: [COURSE_ID] })),
    ]);
    const user = await pick('Python for Beginners', 'Design Basics');
    await user.click(within(bar()).getByRole('button', { name: 'Unhide' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Unhide 2 courses?' })).getByRole('button', { name: 'Unhide' }),
    );
    expect(await screen.findByText('1 course unhidden. 1 was already visible.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/courses/admin/bulk/visibility')).toMatchObject({ isActive: true });
  });

  it('deletes the whole page after asking, and says why a course was refused', async () => {
    const { fetchMock } = setup([
      answer(
        coursesAdminApi.bulkRemove,
        bulkAnswer({
          changed: 2,
          refused: [{ id: THIRD_ID, code: 'course_not_found', message: 'Course not found' }],
        }),
      ),
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 3 courses?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 courses deleted. 1 refused: Course not found.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/courses/admin/bulk/delete')).toEqual({ courseIds: [COURSE_ID, OTHER_ID, THIRD_ID] });
  });

  it('selects on the phone cards, and empties the selection when the status filter changes', async () => {
    const { router } = setup();
    const cards = await screen.findByRole('list', { name: 'Courses' });
    const user = userEvent.setup();
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Data Science' }));
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'hidden');
    expect(router.state.location.search).toBe('?status=hidden');
    await waitFor(() => expect(within(bar()).getByText('Select rows to act on several at once.')).toBeInTheDocument());
  });

  it('speaks Bengali: "২টি কোর্স মুছবেন?" and the result in Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    setup([answer(coursesAdminApi.bulkRemove, bulkAnswer({ changed: 2 }))]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: 'Python for Beginners বেছে নিন' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Design Basics বেছে নিন' }));
    const region = screen.getByRole('region', { name: 'কোর্সগুলোর ওপর একসাথে কাজ' });
    expect(within(region).getByText('২টি বেছে নেওয়া হয়েছে')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'মুছুন' }));
    const dialog = screen.getByRole('alertdialog', { name: '২টি কোর্স মুছবেন?' });
    await user.click(within(dialog).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByText('২টি কোর্স মুছে ফেলা হয়েছে।')).toBeInTheDocument();
  });
});

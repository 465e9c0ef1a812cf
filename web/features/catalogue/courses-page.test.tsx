import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoursesListAnswer } from '#shared/catalogue/course.ts';
import { DEFAULT_COURSES_SECTION } from '#shared/content/layout-defaults.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { courseSummary } from '#web/components/course/test-data.ts';
import { answer, callsTo, PENDING, renderPage, stubApi } from '#web/test/render.tsx';
import type { StubRequest } from '#web/test/api-stub.ts';
import { CoursesPage } from './courses-page.tsx';

const layouts = answer(
  layoutsApi.get,
  ({ params }) =>
    (params.type === 'Courses'
      ? {
          success: true,
          layout: {
            type: 'Courses',
            courses: { ...DEFAULT_COURSES_SECTION, pageTitle: 'All our courses', pageSubTitle: 'Learn anything' },
          },
        }
      : {
          success: true,
          layout: {
            type: 'Categories',
            categories: [
              { _id: 'c1', title: 'Web Development' },
              { _id: 'c2', title: 'ডেটা সায়েন্স' },
            ],
          },
        }) as never,
);

/** A catalogue of `total` courses, 12 a page, answering the page asked for. */
function catalogue(total: number) {
  return (request: StubRequest): CoursesListAnswer => {
    const page = Number(request.query.get('page') ?? 1);
    const totalPages = Math.max(1, Math.ceil(total / 12));
    const count = Math.max(0, Math.min(12, total - (page - 1) * 12));
    return {
      success: true,
      courses: Array.from({ length: count }, (_, i) => {
        const n = (page - 1) * 12 + i + 1;
        return courseSummary({ _id: `id-${n}`, name: `Course ${n}` });
      }),
      pagination: {
        currentPage: page,
        totalPages,
        totalItems: total,
        limit: 12,
        hasPrev: page > 1,
        hasNext: page < totalPages,
      },
    };
  };
}

function open(url: string, list: Parameters<typeof answer<typeof catalogueApi.list>>[1] = catalogue(0)) {
  const fetchMock = stubApi([layouts, answer(catalogueApi.list, list)]);
  const view = renderPage(<CoursesPage />, { path: '/courses', url });
  /** The query of every list request, oldest first. */
  const sent = () =>
    callsTo(fetchMock, '/courses/public/all-previews').map(([input]) => new URL(String(input), 'http://x').search);
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { fetchMock, sent, location, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('/courses', () => {
  it('shows the layout title, the cards of the first page, the total count and numbered pages', async () => {
    open('/courses', catalogue(24));
    expect(await screen.findByRole('heading', { level: 1, name: 'All our courses' })).toBeInTheDocument();
    expect(screen.getByText('Learn anything')).toBeInTheDocument();
    expect(await screen.findAllByTestId('course-card')).toHaveLength(12);
    expect(screen.getByTestId('courses-count')).toHaveTextContent('24 courses');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/courses?page=2');
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('asks for the state in the URL and shows the filters as chips (the spec’s title is the search)', async () => {
    const { sent } = open(
      '/courses?title=%20python%20&category=Web%20Development&level=Beginner&language=Bangla&price=paid&minRating=4&sort=price_asc&page=2',
      catalogue(30),
    );
    await screen.findAllByTestId('course-card');
    expect(sent()).toEqual([
      '?search=python&category=Web+Development&level=Beginner&language=Bangla&price=paid&minRating=4&sort=price_asc&page=2',
    ]);
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    for (const label of ['Search: “python”', 'Web Development', 'Beginner', 'Bangla', 'Paid', '4 & up'])
      expect(chips.getByRole('button', { name: `Remove filter ${label}` })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('Beginner');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('python');
  });

  it('searches from the box: the text goes to the URL, page 1, best match first', async () => {
    const user = userEvent.setup();
    const { sent, location } = open('/courses?page=2', catalogue(30));
    await screen.findAllByTestId('course-card');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), '  javscript {Enter}');
    expect(location()).toBe('/courses?title=javscript');
    await vi.waitFor(() => expect(sent().at(-1)).toBe('?search=javscript'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('sorts and filters through the URL, going back to page 1', async () => {
    const user = userEvent.setup();
    const { sent, location } = open('/courses?page=2', catalogue(30));
    await screen.findAllByTestId('course-card');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');
    expect(location()).toBe('/courses?sort=popular');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'ডেটা সায়েন্স');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'free');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4.5');
    expect(location()).toBe(
      `/courses?category=${encodeURIComponent('ডেটা সায়েন্স').replace(/%20/g, '+')}&price=free&minRating=4.5&sort=popular`,
    );
    await vi.waitFor(() =>
      expect(sent().at(-1)).toBe(
        `?category=${encodeURIComponent('ডেটা সায়েন্স').replace(/%20/g, '+')}&price=free&minRating=4.5&sort=popular`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Free' }));
    expect(location()).toContain('minRating=4.5');
    expect(location()).not.toContain('price=');
  });

  it('keeps both of two filter changes made before the page shows the first', async () => {
    const { location } = open('/courses', catalogue(30));
    await screen.findAllByTestId('course-card');
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'free' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: 'Beginner' } });
    });
    await vi.waitFor(() => expect(location()).toBe('/courses?level=Beginner&price=free'));
  });

  it('pages with the numbered links, and the back button brings the previous page back', async () => {
    const user = userEvent.setup();
    const { sent, location, router } = open('/courses?level=Expert', catalogue(30));
    await screen.findAllByTestId('course-card');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(location()).toBe('/courses?level=Expert&page=3');
    expect(await screen.findByText('Course 25')).toBeInTheDocument();
    expect(screen.getAllByTestId('course-card')).toHaveLength(6);
    expect(sent().at(-1)).toBe('?level=Expert&page=3');
    await act(() => router.navigate(-1));
    expect(location()).toBe('/courses?level=Expert');
    expect(await screen.findByText('Course 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('Expert');
  });

  it('shows the empty state with Clear filters when nothing matches', async () => {
    const user = userEvent.setup();
    const { location } = open('/courses?title=kotlin&price=free&sort=rating');
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
    expect(screen.getByText('Try another search or browse all courses.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(location()).toBe('/courses?sort=rating');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  });

  it('shows the spec empty state without a filter, and skeletons while loading', async () => {
    const { unmount } = open('/courses');
    expect(await screen.findByText('No Courses Available')).toBeInTheDocument();
    expect(screen.getByText('Courses will appear here once they are published by the admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    unmount();
    open('/courses', PENDING);
    expect(await screen.findByRole('list', { name: 'Loading courses' })).toHaveAttribute('aria-busy', 'true');
  });

  it('folds the filters behind a Filters button that says how many are on', async () => {
    open('/courses?level=Beginner&price=free');
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Filters' }).className).not.toContain('max-sm:hidden');
  });
});

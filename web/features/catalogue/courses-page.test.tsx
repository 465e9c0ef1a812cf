import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COURSES_SECTION } from '#shared/content/layout-defaults.ts';
import { courseSummary } from '#web/components/course/test-data.ts';
import { PENDING, renderPage, stubApi, type ApiStub } from '#web/test/render.tsx';
import { CoursesPage } from './courses-page.tsx';

const layout = {
  success: true,
  layout: {
    type: 'Courses',
    courses: { ...DEFAULT_COURSES_SECTION, pageTitle: 'All our courses', pageSubTitle: 'Learn anything' },
  },
};

function open(url: string, answers: ApiStub = {}) {
  const fetchMock = stubApi({
    '/layouts/public/layout/Courses': layout,
    '/courses/public/all-previews': { success: true, courses: [] },
    ...answers,
  });
  return { fetchMock, ...renderPage(<CoursesPage />, { path: '/courses', url }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('/courses', () => {
  it('shows the layout title and subtitle and a card per course', async () => {
    open('/courses', {
      '/courses/public/all-previews': {
        success: true,
        courses: [courseSummary(), courseSummary({ _id: '2', name: 'React', price: 0 })],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All our courses' })).toBeInTheDocument();
    expect(screen.getByText('Learn anything')).toBeInTheDocument();
    expect(await screen.findAllByTestId('course-card')).toHaveLength(2);
    expect(screen.getByText('2 courses')).toBeInTheDocument();
  });

  it('sends the category filter and shows it; category wins over title', async () => {
    const { fetchMock } = open('/courses?category=%20Web%20Development%20&title=react');
    expect(await screen.findByTestId('courses-filter')).toHaveTextContent('Category: Web Development');
    await screen.findByText('No courses found');
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/courses/public/all-previews?category=Web+Development');
  });

  it('sends the trimmed title search', async () => {
    const { fetchMock } = open('/courses?title=%20python%20');
    expect(await screen.findByTestId('courses-filter')).toHaveTextContent('Search: “python”');
    await screen.findByText('No courses found');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/courses/public/all-previews?title=python');
  });

  it('shows the spec empty state without a filter, and skeletons while loading', async () => {
    const { unmount } = open('/courses');
    expect(await screen.findByText('No Courses Available')).toBeInTheDocument();
    expect(screen.getByText('Courses will appear here once they are published by the admin')).toBeInTheDocument();
    unmount();
    open('/courses', { '/courses/public/all-previews': PENDING });
    expect(await screen.findByRole('list', { name: 'Loading courses' })).toHaveAttribute('aria-busy', 'true');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COURSES_SECTION } from '#shared/content/layout.ts';
import { renderPage, stubApi } from '#web/test/render-page.tsx';
import { CoursesPage } from './courses-page.tsx';

const layout = { success: true, layout: { type: 'Courses', courses: { ...DEFAULT_COURSES_SECTION, pageTitle: 'All our courses', pageSubTitle: 'Learn anything' } } };

afterEach(() => vi.unstubAllGlobals());

describe('Courses page', () => {
  it('shows the page title and subtitle from the Courses layout and the empty state', async () => {
    stubApi({ '/layouts/public/layout/Courses': layout });
    renderPage(<CoursesPage />, { path: '/courses' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All our courses' })).toBeInTheDocument();
    expect(screen.getByText('Learn anything')).toBeInTheDocument();
    expect(screen.getByText('No Courses Available')).toBeInTheDocument();
    expect(screen.getByText('Courses will appear here once they are published by the admin')).toBeInTheDocument();
    expect(screen.queryByTestId('courses-filter')).not.toBeInTheDocument();
  });

  it('shows the active category filter with a way to clear it', async () => {
    stubApi({ '/layouts/public/layout/Courses': layout });
    renderPage(<CoursesPage />, { path: '/courses', url: `/courses?category=${encodeURIComponent('ওয়েব ডেভেলপমেন্ট')}` });
    const filter = await screen.findByTestId('courses-filter');
    expect(filter).toHaveTextContent('Category: ওয়েব ডেভেলপমেন্ট');
    expect(screen.getByText('ওয়েব ডেভেলপমেন্ট')).toHaveClass('font-bengali');
    expect(screen.getByRole('link', { name: 'Clear filter' })).toHaveAttribute('href', '/courses');
  });

  it('shows the active title search', async () => {
    stubApi({ '/layouts/public/layout/Courses': layout });
    renderPage(<CoursesPage />, { path: '/courses', url: `/courses?title=${encodeURIComponent('web & design')}` });
    expect(await screen.findByTestId('courses-filter')).toHaveTextContent('Search: “web & design”');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_BANNER,
  DEFAULT_COURSES_SECTION,
  DEFAULT_TESTIMONIALS_SECTION,
  type Banner,
  type CoursesSection,
  type TestimonialsSection,
} from '#shared/content/layout.ts';
import { paginate } from '#shared/api.ts';
import type { CourseCard } from '#shared/catalogue/course.ts';
import type { Testimonial } from '#shared/content/pages.ts';
import { catalogueApi } from '#shared/endpoints/catalogue.ts';
import { layoutsApi, testimonialsApi } from '#shared/endpoints/content.ts';
import { layoutAnswer } from '#web/test/layout-answers.ts';
import { answer, callsTo, fail, PENDING, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { courseSummary } from '#web/components/course/test-data.ts';
import { coursesApi } from '#shared/endpoints/courses.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { testUser } from '#web/test/users.ts';
import { HomePage } from './home-page.tsx';

const bannerPiece = (over: Partial<Banner> = {}) => ({
  type: 'Banner' as const,
  banner: { ...DEFAULT_BANNER, ...over },
});
const banner = (over: Partial<Banner> = {}) => layoutAnswer(bannerPiece(over));
const coursesLayout = (over: Partial<CoursesSection> = {}) =>
  layoutAnswer({ type: 'Courses', courses: { ...DEFAULT_COURSES_SECTION, ...over } });
const testimonialsLayout = (over: Partial<TestimonialsSection> = {}) =>
  layoutAnswer({ type: 'Testimonials', testimonials: { ...DEFAULT_TESTIMONIALS_SECTION, ...over } });
/** One page of course cards, as GET /courses/public/all-previews answers it. */
const coursePage = (courses: CourseCard[]) => ({
  success: true as const,
  courses,
  pagination: paginate(1, 6, courses.length),
});
const testimonial = (n: number, over: Partial<Testimonial> = {}): Testimonial => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Learner Number${n}`,
  profession: `Profession ${n}`,
  comment: `Comment number ${n}`,
  rating: 5,
  avatar: null,
  isActive: true,
  order: n,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** The home page's answers; a test's own come first, so they replace the defaults. */
function stubHome(answers: StubEntry[] = []) {
  return stubApi([
    ...answers,
    banner(),
    coursesLayout(),
    testimonialsLayout(),
    answer(testimonialsApi.active, { success: true, testimonials: [] }),
    answer(catalogueApi.list, coursePage([])),
  ]);
}

function home(answers: StubEntry[] = []) {
  stubHome(answers);
  return renderPage(<HomePage />);
}

afterEach(() => vi.unstubAllGlobals());

describe('home Continue learning', () => {
  const resume = answer(coursesApi.continue, {
    success: true,
    courses: [
      {
        course: { _id: 'c1', name: 'React Basics', thumbnail: null, totalVideos: 4 },
        lesson: { _id: 'l2', title: 'Hooks' },
        progress: 50,
        lastActiveAt: '2026-12-01T10:00:00.000Z',
      },
    ],
  });
  afterEach(() => setSessionUser(null));

  it('shows a signed-in learner the course to continue, with its lesson and progress', async () => {
    setSessionUser(testUser());
    home([resume]);
    const course = await screen.findByTestId('continue-course');
    expect(course).toHaveAttribute('href', '/course-access/c1?lesson=l2');
    expect(course).toHaveTextContent('Next: Hooks');
    expect(course).toHaveTextContent('50% complete');
  });

  it('asks nothing and shows nothing for a visitor', async () => {
    const fetchMock = stubHome([resume]);
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(2));
    expect(callsTo(fetchMock, '/courses/enrolled/continue')).toHaveLength(0);
    expect(screen.queryByTestId('continue-learning')).toBeNull();
  });
});

describe('home hero', () => {
  it('shows every banner text, both buttons to /courses, the hero image and the scroll cue', async () => {
    home([
      banner({
        badgeText: 'নতুন ব্যাচ শুরু',
        title: 'Grow your career with Pathshala',
        subTitle: 'Practical courses in Bangla and English',
        socialProofNumber: '12,345+',
        socialProofText: 'learners this month',
        searchPlaceholder: 'What do you want to learn?',
        image: { url: '/uploads/hero.webp' },
      }),
    ]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grow your career with Pathshala' }),
    ).toBeInTheDocument();
    const badge = screen.getByText('নতুন ব্যাচ শুরু');
    expect(badge).toHaveClass('font-bengali');
    expect(screen.getByText('Practical courses in Bangla and English')).toBeInTheDocument();
    expect(screen.getByText('12,345+')).toBeInTheDocument();
    expect(screen.getByText('learners this month')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute(
      'placeholder',
      'What do you want to learn?',
    );
    expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('img', { name: 'Learners studying on Pathshala' })).toHaveAttribute(
      'src',
      '/uploads/hero.webp',
    );
    expect(screen.getByRole('link', { name: 'Scroll to explore' })).toHaveAttribute('href', '#home-courses');
  });

  it('falls back to the default texts and the illustration when the banner leaves them blank', async () => {
    home([
      banner({
        badgeText: '',
        socialProofNumber: ' ',
        socialProofText: '',
        searchPlaceholder: '',
        image: null,
      }),
    ]);

    expect(await screen.findByText('Learn Anything, Anywhere')).toBeInTheDocument();
    expect(screen.getByText('25,000+')).toBeInTheDocument();
    expect(screen.getByText('students learning daily')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute(
      'placeholder',
      'Search for courses, skills, topics...',
    );
    expect(
      await screen.findByRole('img', { name: 'Illustration of a learner with a laptop and books' }),
    ).toBeInTheDocument();
  });

  it('aligns the hero text left only when heroTextLeftAlign is on', async () => {
    const { unmount } = home([banner({ heroTextLeftAlign: true })]);
    expect(await screen.findByTestId('hero-text')).toHaveClass('text-left');
    unmount();
    home([banner({ heroTextLeftAlign: false })]);
    expect(await screen.findByTestId('hero-text')).toHaveClass('text-center');
  });

  it('sends the trimmed search text to /courses?title= and ignores blank text', async () => {
    const user = userEvent.setup();
    const { router } = home();
    const box = await screen.findByRole('combobox', { name: 'Search courses' });

    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');

    await user.clear(box);
    await user.type(box, '  web & design  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    expect(router.state.location.search).toBe(`?title=${encodeURIComponent('web & design')}`);
    expect(new URLSearchParams(router.state.location.search).get('title')).toBe('web & design');
  });

  it('shows the error inline and loads again on Retry', async () => {
    let failing = true;
    home([
      answer(
        layoutsApi.get,
        () =>
          failing ? fail('internal_error', 'boom') : { success: true, layout: bannerPiece({ title: 'Back again' }) },
        { params: { type: 'Banner' } },
      ),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the home page.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
  });
});

describe('home courses section', () => {
  it('asks the catalogue for 6 courses and shows them as course cards', async () => {
    const courses = Array.from({ length: 6 }, (_, i) => courseSummary({ _id: `c${i}`, name: `Course ${i}` }));
    const fetchMock = stubHome([answer(catalogueApi.list, coursePage(courses))]);
    renderPage(<HomePage />);
    const cards = await screen.findAllByTestId('course-card');
    expect(cards).toHaveLength(6);
    expect(cards[0]).toHaveAttribute('href', '/course/c0');
    const asked = callsTo(fetchMock, '/courses/public/all-previews').map(([input]) => String(input));
    expect(asked).toEqual(['/api/courses/public/all-previews?limit=6']);
  });

  it('shows the Courses layout home title and the empty state with View All Courses', async () => {
    home([
      coursesLayout({
        homeTitle: 'Our best courses',
        homeSubTitle: 'Picked for you',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Our best courses' })).toBeInTheDocument();
    expect(screen.getByText('Picked for you')).toBeInTheDocument();
    expect(screen.getByText('No Courses Available')).toBeInTheDocument();
    expect(screen.getByText('Courses will appear here once they are published by the admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
  });
});

describe('home testimonials section', () => {
  it('shows 6 skeleton cards while the testimonials load', async () => {
    home([answer(testimonialsApi.active, PENDING)]);
    expect(await screen.findAllByTestId('testimonial-skeleton')).toHaveLength(6);
    expect(screen.queryByText('No Testimonials Yet')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is no active testimonial', async () => {
    home();
    expect(await screen.findByText('No Testimonials Yet')).toBeInTheDocument();
    expect(screen.getByText('Testimonials will appear here once they are added by the admin')).toBeInTheDocument();
    expect(screen.queryAllByTestId('testimonial-skeleton')).toHaveLength(0);
  });

  it('shows the section texts and each card with avatar or initials, name, profession, comment and rating', async () => {
    const list = [
      testimonial(1, { avatar: { url: '/uploads/a1.webp' } }),
      testimonial(2, { name: 'রহিম উদ্দিন', rating: 4.5 }),
      ...[3, 4, 5, 6].map((n) => testimonial(n)),
    ];
    home([
      testimonialsLayout({
        title: 'Loved by learners',
        subTitle: '<p>Real <strong>stories</strong></p>',
      }),
      answer(testimonialsApi.active, { success: true, testimonials: list }),
    ]);

    expect(await screen.findByRole('heading', { level: 2, name: 'Loved by learners' })).toBeInTheDocument();
    expect(screen.getByText('stories').tagName).toBe('STRONG');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);

    const first = within(cards[0]!);
    expect(first.getByText('Learner Number1')).toBeInTheDocument();
    expect(first.getByText('Profession 1')).toBeInTheDocument();
    expect(first.getByText('Comment number 1')).toBeInTheDocument();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/a1.webp');
    expect(first.getByText('Rated 5 out of 5')).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByTestId('testimonial-initials')).toHaveTextContent('রউ');
    expect(second.getByText('রহিম উদ্দিন')).toHaveClass('font-bengali');
    expect(second.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(within(cards[2]!).getByTestId('testimonial-initials')).toHaveTextContent('LN');

    // every third card starting from the second (2 and 5) is offset
    const offsets = cards.map((card) => card.closest('li')!.hasAttribute('data-offset'));
    expect(offsets).toEqual([false, true, false, false, true, false]);
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/accounts.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { authApi } from '#shared/endpoints/auth.ts';
import { cartApi } from '#shared/endpoints/cart.ts';
import { coursesApi } from '#shared/endpoints/courses.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { reviewsApi } from '#shared/endpoints/reviews.ts';
import { wishlistApi } from '#shared/endpoints/wishlist.ts';
import { resetAuthFlags } from '#web/lib/auth-flags.ts';
import { registerRoutePreload } from '#web/lib/route-preload.ts';
import { AUTH_MODAL_EVENT, getSession, setSessionUser } from '#web/lib/session.ts';
import { courseSummary } from '#web/components/course/test-data.ts';
import { myCart } from '#web/test/commerce-data.ts';
import { answer, callsTo, fail, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { ProfilePage } from './profile-page.tsx';

const savedCourse = (id: string, name: string) => ({
  _id: `w-${id}`,
  courseId: {
    _id: id,
    name,
    price: 10,
    estimatedPrice: null,
    thumbnail: { url: null },
    instructor: { name: 'Teacher', avatar: { url: null } },
    instructorName: 'Teacher',
    level: 'Beginner',
    purchased: 0,
  },
  createdAt: '2026-11-01T00:00:00.000Z',
});
const wishlistOf = (items: ReturnType<typeof savedCourse>[]): EndpointAnswer<typeof wishlistApi.mine> => ({
  success: true,
  wishlist: items,
  count: items.length,
});
const me = (user: User) => ({ success: true as const, accessToken: 'a', user });
const course = (id: string, name: string) =>
  courseSummary({ _id: id, name, description: '', price: 1000, estimatedPrice: null, thumbnail: null, progress: 40 });
const COURSES = [
  course('c1', 'React Basics'),
  course('c2', '<b>Node</b> in Depth'),
  course('c3', 'বাংলা টাইপিং'),
  course('c4', 'Fourth Course'),
];

/** The profile's answers; a test's own come first, so they replace the defaults. */
function renderProfile(url: string, answers: StubEntry[] = [], user: User = testUser()) {
  const fetchMock = stubApi([
    ...answers,
    answer(profileApi.me, me(user)),
    answer(coursesApi.mine, { success: true, courses: COURSES }),
    answer(reviewsApi.mine, { success: true, reviews: [] }),
  ]);
  const view = renderPage(<ProfilePage />, { path: '/profile/*', url });
  // outside the route, so a toast raised just before leaving the page stays readable
  render(<Toaster />);
  return { fetchMock, ...view };
}

beforeEach(() => resetAuthFlags());
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const sidebar = () => screen.getAllByRole('navigation', { name: 'Profile sections' })[0]!;

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('profile area', () => {
  it('greets the user by name with initials when there is no picture, and lists the sections with Log Out', async () => {
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back,')).toBeInTheDocument();
    expect(screen.getAllByTestId('initials')[0]).toHaveTextContent('NJ');
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/profile'],
      ['Settings', '/profile?section=1'],
      ['Enrolled Courses', '/profile?section=2'],
      ['Wishlist', '/profile/wishlist'],
      ['Cart', '/profile/cart'],
      ['Purchase History', '/profile/orders'],
      ['My Certificates', '/profile/certificates'],
      ['Reviews', '/profile/reviews'],
    ]);
    expect(within(sidebar()).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Profile sections' })).toHaveLength(2);
  });

  it('fits the bottom bar on a phone: four sections and More, which holds the rest and Log Out', async () => {
    renderProfile('/profile/reviews', [], testUser({ role: 'admin' }));
    await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' });
    const bar = screen.getAllByRole('navigation', { name: 'Profile sections' })[1]!;
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Settings', 'Enrolled Courses', 'Wishlist']);
    const more = within(bar).getByRole('button', { name: 'More' });
    expect(more.className).toContain('text-brand-700'); // Reviews, the open section, is behind More
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Cart', 'Purchase History', 'My Certificates', 'Reviews', 'Admin Dashboard', 'Log Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Admin Dashboard (to /admin) only to an admin', async () => {
    renderProfile('/profile', [], testUser({ role: 'admin' }));
    await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' });
    expect(within(sidebar()).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('opens each section by its index or path', async () => {
    const cases: [string, string][] = [
      ['/profile', 'Dashboard'],
      ['/profile?section=0', 'Dashboard'],
      ['/profile?section=1', 'Settings'],
      ['/profile?section=2', 'Enrolled Courses'],
      ['/profile/wishlist', 'Wishlist'],
      ['/profile/cart', 'Cart'],
      ['/profile/reviews', 'Reviews'],
      ['/profile?section=3', 'Wishlist'],
      ['/profile?section=99', 'Dashboard'],
    ];
    for (const [url, heading] of cases) {
      const { unmount } = renderProfile(url, [
        answer(wishlistApi.mine, wishlistOf([])),
        answer(cartApi.mine, myCart([])),
      ]);
      expect(await screen.findByRole('heading', { level: 2, name: heading }), url).toBeInTheDocument();
      expect(within(sidebar()).getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
      unmount();
    }
  });

  it('sends a learner who asks for section 6 back to the dashboard', async () => {
    const { router } = renderProfile('/profile?section=6');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('counts enrolled, wishlisted and carted courses and shows the 3 latest with View All', async () => {
    renderProfile('/profile', [
      answer(wishlistApi.mine, wishlistOf([savedCourse('c9', 'Saved')])),
      answer(cartApi.mine, myCart([])),
    ]);
    await waitFor(() => expect(screen.getByTestId('count-enrolled')).toHaveTextContent('4'));
    await waitFor(() => expect(screen.getByTestId('count-wishlist')).toHaveTextContent('1'));
    await waitFor(() => expect(screen.getByTestId('count-cart')).toHaveTextContent('0'));
    expect(await screen.findAllByRole('link', { name: 'Continue Learning' })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/profile?section=2');
    expect(screen.getByRole('heading', { name: 'Node in Depth' })).toBeInTheDocument();
  });

  it('shows Continue learning with the course, the lesson to resume and the progress, and nothing when empty', async () => {
    const { unmount } = renderProfile('/profile', [
      answer(coursesApi.continue, {
        success: true,
        courses: [
          {
            course: { _id: 'c3', name: 'বাংলা টাইপিং', thumbnail: null, totalVideos: 10 },
            lesson: { _id: 'l7', title: 'যুক্তাক্ষর' },
            progress: 40,
            lastActiveAt: '2026-12-01T10:00:00.000Z',
          },
          {
            course: { _id: 'c1', name: 'React Basics', thumbnail: null, totalVideos: 4 },
            lesson: null,
            progress: 0,
            lastActiveAt: '2026-11-30T10:00:00.000Z',
          },
        ],
      }),
    ]);
    const section = await screen.findByTestId('continue-learning');
    expect(within(section).getByRole('heading', { name: 'Continue learning' })).toBeInTheDocument();
    const [typing, react] = within(section).getAllByTestId('continue-course');
    expect(typing).toHaveAttribute('href', '/course-access/c3?lesson=l7');
    expect(typing).toHaveAccessibleName('Continue বাংলা টাইপিং');
    expect(typing).toHaveTextContent('Next: যুক্তাক্ষর');
    expect(typing).toHaveTextContent('40% complete');
    expect(within(typing!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(react).toHaveAttribute('href', '/course-access/c1');
    expect(react).toHaveTextContent('Start the course');
    unmount();
    renderProfile('/profile', [answer(coursesApi.continue, { success: true, courses: [] })]);
    await waitFor(() => expect(screen.getByTestId('count-enrolled')).toHaveTextContent('4'));
    expect(screen.queryByTestId('continue-learning')).toBeNull();
  });

  it('shows every enrolled course with Continue Learning and View Details', async () => {
    renderProfile('/profile?section=2');
    expect(await screen.findAllByRole('link', { name: 'Continue Learning' })).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: 'Continue Learning' })[0]).toHaveAttribute('href', '/course-access/c1');
    expect(screen.getAllByRole('link', { name: 'View Details' })[0]).toHaveAttribute('href', '/course/c1');
  });

  it('shows the course card placeholder, not a broken image, when an enrolled course thumbnail fails', async () => {
    renderProfile('/profile?section=2', [
      answer(coursesApi.mine, {
        success: true,
        courses: [{ ...course('c1', 'React Basics'), thumbnail: { url: 'https://cdn.example.com/c1.jpg' } }],
      }),
    ]);
    const card = (await screen.findByRole('heading', { name: 'React Basics' })).closest('article')!;
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('thumbnail-placeholder')).toBeInTheDocument();
  });

  it('shows Browse Courses (to /courses) without enrolled courses', async () => {
    renderProfile('/profile?section=2', [answer(coursesApi.mine, { success: true, courses: [] })]);
    expect(await screen.findByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('gives wishlist, cart and reviews their own empty and error states', async () => {
    const { unmount } = renderProfile('/profile/wishlist', [answer(wishlistApi.mine, wishlistOf([]))]);
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    unmount();
    const second = renderProfile('/profile/cart', [answer(cartApi.mine, fail('internal_error', 'boom'))]);
    expect(await screen.findByText('Your cart could not be loaded.')).toBeInTheDocument();
    second.unmount();
    renderProfile('/profile/reviews');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and opens the auth modal', async () => {
    const NOT_SIGNED_IN = fail('unauthorized', 'Please sign in');
    renderProfile('/profile', [answer(profileApi.me, NOT_SIGNED_IN), answer(authApi.refresh, NOT_SIGNED_IN)]);
    const opened = vi.fn();
    window.addEventListener(AUTH_MODAL_EVENT, opened);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_MODAL_EVENT, opened);
  });
});

describe('logout', () => {
  it('tolerates a failing server logout: still signs out, says Logged out successfully! and goes home', async () => {
    const user = userEvent.setup();
    setSessionUser(testUser());
    const { router, queryClient, fetchMock } = renderProfile('/profile', [
      answer(authApi.logout, fail('internal_error', 'down')),
    ]);
    await user.click(within(await waitFor(sidebar)).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession().user).toBeNull();
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    expect(callsTo(fetchMock, authApi.logout.path)).toHaveLength(1);
  });

  it('fetches the home page’s code while the server signs out, so the URL changes with the toast', async () => {
    const user = userEvent.setup();
    const loadHome = vi.fn(() => Promise.resolve());
    registerRoutePreload('/', loadHome);
    let fetchedBeforeServerAnswered = false;
    setSessionUser(testUser());
    const { router } = renderProfile('/profile', [
      answer(authApi.logout, () => {
        fetchedBeforeServerAnswered = loadHome.mock.calls.length === 1;
        return { success: true, message: 'Logged out successfully' };
      }),
    ]);
    await user.click(within(await waitFor(sidebar)).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(fetchedBeforeServerAnswered).toBe(true);
    expect(loadHome).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});

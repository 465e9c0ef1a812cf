import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MODAL_EVENT, type AuthModalEvent, setSessionUser } from '#web/lib/session.ts';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { layoutAnswers } from '../test-data.ts';
import { Header } from './header.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const mainNav = () => screen.findByRole('navigation', { name: 'Main navigation' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('header navigation', () => {
  it('shows Home, Courses, About, Privacy and FAQ in the default order', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Header />);
    const nav = await mainNav();
    expect(await within(nav).findAllByRole('link')).toHaveLength(5);
    expect(linkNames(nav)).toEqual(['Home', 'Courses', 'About', 'Privacy', 'FAQ']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/courses', '/about', '/privacy', '/faq']);
  });

  it('follows the admin positions and flags, a missing position sorting last', async () => {
    stubApi(
      layoutAnswers({
        banner: {
          navigationSettings: { showHome: true, showCourses: true, showAbout: false, showPrivacy: true, showFAQ: true },
          navigationPositions: { showFAQ: 1, showCourses: 2, showPrivacy: 3 },
        },
      }),
    );
    renderWithProviders(<Header />);
    const nav = await mainNav();
    expect(await within(nav).findAllByRole('link')).toHaveLength(4);
    expect(linkNames(nav)).toEqual(['FAQ', 'Courses', 'Privacy', 'Home']);
  });

  it('highlights the current page', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Header />, { url: '/faq' });
    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('header switches', () => {
  it('shows the theme switch, the sign-in button and the menu button by default', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Header />);
    await mainNav();
    expect(screen.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('leaves out each piece the admin switched off', async () => {
    stubApi(
      layoutAnswers({
        banner: {
          headerSettings: {
            showThemeSwitcher: false,
            showNavigation: false,
            showUserProfile: false,
            showMobileMenu: false,
          },
        },
      }),
    );
    renderWithProviders(<Header />);
    // the menu button shows with the default settings until the stored banner arrives
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /theme/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('asks for the auth modal from the sign-in icon', async () => {
    stubApi(layoutAnswers());
    const opened = vi.fn();
    const listener = (e: Event) => opened((e as AuthModalEvent).detail.view);
    window.addEventListener(AUTH_MODAL_EVENT, listener);
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    window.removeEventListener(AUTH_MODAL_EVENT, listener);
    expect(opened).toHaveBeenCalledWith('login');
  });

  it('shows the avatar with a green online dot linking to /profile when signed in', async () => {
    stubApi(layoutAnswers());
    act(() => setSessionUser({ _id: 'u1', name: 'Rahim Uddin', avatar: { url: '/uploads/rahim.webp' } }));
    renderWithProviders(<Header />);
    const avatar = screen.getByRole('link', { name: 'My profile' });
    expect(avatar).toHaveAttribute('href', '/profile');
    expect(within(avatar).getByTestId('online-dot')).toHaveClass('bg-green-500');
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/uploads/rahim.webp');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('category links', () => {
  const categories = [
    { _id: 'c1', title: 'Web Development' },
    { _id: 'c2', title: 'ডিজাইন & UX' },
    { _id: 'c3', title: 'Data Science' },
    { _id: 'c4', title: 'Hidden Topic' },
  ];
  const answers = () =>
    layoutAnswers({
      categories,
      banner: { categoryNavigation: { c3: { visible: true, position: 1 }, c4: { visible: false } } },
    });

  it('lead to the course list filtered by the encoded title, in admin order, without hidden ones', async () => {
    stubApi(answers());
    renderWithProviders(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Course categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Data Science', 'Web Development', 'ডিজাইন & UX']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/courses?category=Data%20Science',
      '/courses?category=Web%20Development',
      '/courses?category=%E0%A6%A1%E0%A6%BF%E0%A6%9C%E0%A6%BE%E0%A6%87%E0%A6%A8%20%26%20UX',
    ]);
    expect(links[2]).toHaveClass('font-bengali');
  });

  it('highlight the filtered category and not Courses while a category filter is active', async () => {
    stubApi(answers());
    renderWithProviders(<Header />, { url: '/courses?category=Web%20Development' });
    const categoryNav = await screen.findByRole('navigation', { name: 'Course categories' });
    expect(within(categoryNav).getByRole('link', { name: 'Web Development' })).toHaveAttribute('aria-current', 'page');
    expect(within(categoryNav).getByRole('link', { name: 'Data Science' })).not.toHaveAttribute('aria-current');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current');
  });

  it('highlight Courses on the unfiltered course list', async () => {
    stubApi(answers());
    renderWithProviders(<Header />, { url: '/courses' });
    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  });
});

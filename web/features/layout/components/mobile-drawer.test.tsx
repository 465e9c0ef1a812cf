import { screen, waitFor, within } from '@testing-library/react';
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

const categories = [
  { _id: 'c1', title: 'Web Development' },
  { _id: 'c2', title: 'Data Science' },
];

async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('mobile drawer', () => {
  it('opens titled Menu with the navigation, the category list and Sign In', async () => {
    stubApi(layoutAnswers({ categories }));
    renderWithProviders(<Header />);
    await screen.findByRole('navigation', { name: 'Course categories' });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Courses', 'About', 'Privacy', 'FAQ']);
    const categoryNav = within(drawer).getByRole('navigation', { name: 'Categories' });
    expect(
      within(categoryNav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/courses?category=Web%20Development', '/courses?category=Data%20Science']);
    expect(within(drawer).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Header />);
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('keeps keyboard focus inside while open', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Header />);
    const drawer = await openDrawer();
    for (let i = 0; i < 10; i += 1) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when a link is followed', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Header />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/faq');
  });

  it('Sign In closes the drawer and asks for the auth modal', async () => {
    stubApi(layoutAnswers());
    const opened = vi.fn();
    const listener = (e: Event) => opened((e as AuthModalEvent).detail.view);
    window.addEventListener(AUTH_MODAL_EVENT, listener);
    renderWithProviders(<Header />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sign In' }));
    window.removeEventListener(AUTH_MODAL_EVENT, listener);
    expect(opened).toHaveBeenCalledWith('login');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the profile instead of Sign In when signed in', async () => {
    stubApi(layoutAnswers());
    setSessionUser({ _id: 'u1', name: 'Rahim Uddin' });
    renderWithProviders(<Header />);
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
  });
});

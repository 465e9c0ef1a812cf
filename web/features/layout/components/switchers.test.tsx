import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY } from '#web/i18n/index.ts';
import { setTheme, THEME_STORAGE_KEY } from '#web/lib/theme.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { answer, callsTo, renderWithProviders, sentBody, stubApi } from '#web/test/render.tsx';
import { layoutAnswers } from '../test-data.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  setTheme('light');
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('theme switch', () => {
  it('toggles the dark class on <html> and remembers the choice', async () => {
    stubApi(layoutAnswers());
    setTheme('light');
    renderWithProviders(<Header />);
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});

describe('language switch', () => {
  it('changes the navigation and footer labels to Bengali and remembers it', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Home' });

    await userEvent.click(screen.getByRole('button', { name: /Language: বাংলা/ }));

    const bnNav = await screen.findByRole('navigation', { name: 'প্রধান নেভিগেশন' });
    expect(
      within(bnNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['হোম', 'কোর্স', 'আমাদের সম্পর্কে', 'গোপনীয়তা', 'প্রশ্নোত্তর']);
    expect(screen.getByRole('heading', { name: 'দ্রুত লিংক' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সাইন ইন' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');

    await userEvent.click(screen.getByRole('button', { name: /ভাষা: English/ }));
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main navigation' })).findByRole('link', {
        name: 'Home',
      }),
    ).toBeInTheDocument();
  });

  it('tells the server the language of a signed-in reader, and nothing for a visitor (decision 0097)', async () => {
    const fetchMock = stubApi([answer(profileApi.updateLanguage, { success: true, language: 'bn' })]);
    const { unmount } = renderWithProviders(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: /Language: বাংলা/ }));
    expect(callsTo(fetchMock, '/users/profile/language', 'PUT')).toHaveLength(0);
    unmount();
    await i18n.changeLanguage('en');

    document.cookie = 'pathshala_signed_in=1; path=/';
    try {
      renderWithProviders(<LanguageSwitcher />);
      await userEvent.click(screen.getByRole('button', { name: /Language: বাংলা/ }));
      await expect.poll(() => callsTo(fetchMock, '/users/profile/language', 'PUT')).toHaveLength(1);
      expect(sentBody(fetchMock, '/users/profile/language', 'PUT')).toEqual({ language: 'bn' });
    } finally {
      document.cookie = 'pathshala_signed_in=; path=/; max-age=0';
    }
  });
});

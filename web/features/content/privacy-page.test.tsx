import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PRIVACY_ICONS, type PrivacyIcon, type PrivacyPageAnswer } from '#shared/content/pages.ts';
import { privacyPageApi } from '#shared/endpoints/content.ts';
import { answer, renderPage, stubApi } from '#web/test/render.tsx';
import { PRIVACY_ICON_COMPONENTS, resolvePrivacyIcon } from '#web/components/content/privacy-icons.ts';
import { SCROLL_RETRY_MS } from './components/use-scroll-to-top.ts';
import { PrivacyPage } from './privacy-page.tsx';

const privacyPage: PrivacyPageAnswer = {
  title: '<p>Privacy <em>Policy</em></p>',
  subtitle: '<p>How we treat your <strong>data</strong>.</p>',
  footerText: 'Questions? Write to us.',
  cards: [
    { icon: 'FaLock', title: 'Security', items: ['Passwords are hashed', 'Payments go through the gateway'] },
    // A name the server would not send (a row older than the icon list): the card gets the default icon.
    { icon: 'FaSomethingElse' as PrivacyIcon, title: 'তথ্য সংগ্রহ', items: ['আপনার নাম ও ই-মেইল'] },
  ],
  updatedAt: null,
};

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  scrollTo.mockRestore();
  vi.unstubAllGlobals();
});

describe('Privacy page', () => {
  it('shows the rich-text title and subtitle, the cards with their icons and items, and the footer text', async () => {
    stubApi([answer(privacyPageApi.get, { success: true, privacyPage })]);
    renderPage(<PrivacyPage />, { path: '/privacy' });

    const title = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(title.querySelector('p')).toBeNull();
    expect(screen.getByText('data').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByText('Passwords are hashed')).toBeInTheDocument();
    expect(screen.getByText('Payments go through the gateway')).toBeInTheDocument();
    expect(screen.getByText('আপনার নাম ও ই-মেইল')).toHaveClass('font-bengali');
    expect(screen.getAllByTestId('privacy-icon').map((icon) => icon.dataset.icon)).toEqual(['FaLock', 'FaUserShield']);
    expect(screen.getByText('Questions? Write to us.')).toBeInTheDocument();
  });

  it('scrolls to the top on every route or query change, with a smooth retry after 50 ms', async () => {
    stubApi([answer(privacyPageApi.get, { success: true, privacyPage })]);
    const { router } = renderPage(<PrivacyPage />, { path: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/privacy?section=cookies'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    // A hash change alone moves nothing, neither at once nor when the retry would have come.
    scrollTo.mockClear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(() => router.navigate('/privacy?section=cookies#top'));
      act(() => vi.advanceTimersByTime(SCROLL_RETRY_MS));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps exactly the 16 icon names of the spec and defaults to FaUserShield', () => {
    expect(Object.keys(PRIVACY_ICON_COMPONENTS).sort()).toEqual([...PRIVACY_ICONS].sort());
    expect(Object.keys(PRIVACY_ICON_COMPONENTS)).toHaveLength(16);
    for (const name of PRIVACY_ICONS) expect(resolvePrivacyIcon(name)).toBe(name);
    expect(resolvePrivacyIcon('FaNope')).toBe('FaUserShield');
  });
});

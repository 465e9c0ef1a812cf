import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaChalkboardTeacher, FaRocket, FaWallet } from 'react-icons/fa';
import { ABOUT_ICONS, type AboutIcon } from '#shared/content/pages.ts';
import { aboutPageApi } from '#shared/endpoints/content.ts';
import { answer, renderPage, stubApi } from '#web/test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { ABOUT_ICON_COMPONENTS, resolveAboutIcon } from '#web/components/content/about-icons.ts';

const markupOf = (Icon: typeof FaWallet) => {
  const { container, unmount } = render(<Icon aria-hidden="true" />);
  const html = container.innerHTML;
  unmount();
  return html;
};

afterEach(() => vi.unstubAllGlobals());

describe('About page', () => {
  it('shows the title, subtitle, the mission as the server sanitised it and a card per feature with the icon its name says', async () => {
    stubApi([
      answer(aboutPageApi.get, {
        success: true,
        aboutPage: {
          title: 'আমাদের সম্পর্কে',
          subtitle: 'Learning for everyone',
          mission: '<p>We teach <em>real</em> skills.</p>',
          features: [
            { icon: 'FaWallet', title: 'Affordable', desc: 'Pay in taka' },
            { icon: 'FaRocket', title: 'Fast start', desc: 'Begin today' },
            // A name the server would not send (a row older than the icon list): the page still shows the card.
            { icon: 'FaNotAnIcon' as AboutIcon, title: 'Mystery', desc: 'Unknown icon' },
          ],
          updatedAt: null,
        },
      }),
    ]);
    const wallet = markupOf(FaWallet);
    const rocket = markupOf(FaRocket);
    const teacher = markupOf(FaChalkboardTeacher);
    renderPage(<AboutPage />, { path: '/about' });

    const title = await screen.findByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' });
    expect(title).toHaveClass('font-bengali');
    expect(screen.getByText('Learning for everyone')).toBeInTheDocument();
    expect(screen.getByText('real').tagName).toBe('EM');

    const icons = screen.getAllByTestId('feature-icon');
    expect(icons.map((icon) => icon.dataset.icon)).toEqual(['FaWallet', 'FaRocket', 'FaChalkboardTeacher']);
    expect(icons.map((icon) => icon.innerHTML)).toEqual([wallet, rocket, teacher]);
    expect(screen.getByRole('heading', { level: 3, name: 'Mystery' })).toBeInTheDocument();
    expect(screen.getByText('Pay in taka')).toBeInTheDocument();
  });

  it('maps exactly the 15 icon names of the spec and defaults to FaChalkboardTeacher', () => {
    expect(Object.keys(ABOUT_ICON_COMPONENTS).sort()).toEqual([...ABOUT_ICONS].sort());
    expect(Object.keys(ABOUT_ICON_COMPONENTS)).toHaveLength(15);
    for (const name of ABOUT_ICONS) expect(resolveAboutIcon(name)).toBe(name);
    expect(resolveAboutIcon('toString')).toBe('FaChalkboardTeacher');
    expect(resolveAboutIcon('')).toBe('FaChalkboardTeacher');
    expect(resolveAboutIcon(undefined)).toBe('FaChalkboardTeacher');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { contentKeys } from '#web/api/content.ts';
import { layoutAnswers } from '../test-data.ts';
import { WhatsAppButton } from './whatsapp-button.tsx';

// jsdom does no layout: give the page a height and a scroll position, as a browser would.
function setPage({ height, scrollY }: { height: number; scrollY: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
}

beforeEach(() => setPage({ height: 3000, scrollY: 0 }));
afterEach(() => vi.unstubAllGlobals());

const chatLink = () => screen.findByRole('link', { name: 'Chat with us on WhatsApp' });

describe('floating WhatsApp button', () => {
  it('opens a chat with the cleaned number and the greeting', async () => {
    stubApi(layoutAnswers({ banner: { whatsappNumber: '+880 1712-345678' } }));
    renderWithProviders(<WhatsAppButton />);
    const link = await chatLink();
    expect(link).toHaveAttribute(
      'href',
      "https://wa.me/8801712345678?text=Hello!%20I'm%20interested%20in%20your%20courses",
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(decodeURIComponent(new URL(link.getAttribute('href')!).search)).toBe(
      "?text=Hello! I'm interested in your courses",
    );
  });

  it('is not there without a number', async () => {
    stubApi(layoutAnswers({ banner: { whatsappNumber: '  ' } }));
    const { queryClient } = renderWithProviders(<WhatsAppButton />);
    await vi.waitFor(() => expect(queryClient.getQueryState(contentKeys.layout('Banner'))?.status).toBe('success'));
    expect(screen.queryByRole('link', { hidden: true })).not.toBeInTheDocument();
  });

  it('fades out within 160 px of the page bottom and comes back higher up', async () => {
    stubApi(layoutAnswers({ banner: { whatsappNumber: '01712345678' } }));
    renderWithProviders(<WhatsAppButton />);
    const link = await chatLink();
    // the page under it is looked at in the next frame
    await vi.waitFor(() => expect(link).toHaveAttribute('data-faded', 'false'));

    setPage({ height: 3000, scrollY: 3000 - 800 - 150 });
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(link).toHaveAttribute('data-faded', 'true'));
    expect(link).toHaveClass('opacity-0');
    expect(link).toHaveAttribute('tabindex', '-1');

    setPage({ height: 3000, scrollY: 3000 - 800 - 200 });
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(link).toHaveAttribute('data-faded', 'false'));
  });

  it('sits higher on small screens on profile paths', async () => {
    stubApi(layoutAnswers({ banner: { whatsappNumber: '01712345678' } }));
    renderWithProviders(<WhatsAppButton />, { url: '/profile/wishlist' });
    expect(await chatLink()).toHaveClass('bottom-24', 'lg:bottom-6');
  });

  it('sits at the usual place elsewhere', async () => {
    stubApi(layoutAnswers({ banner: { whatsappNumber: '01712345678' } }));
    renderWithProviders(<WhatsAppButton />, { url: '/courses' });
    const link = await chatLink();
    expect(link).toHaveClass('bottom-6');
    expect(link).not.toHaveClass('bottom-24');
  });
});

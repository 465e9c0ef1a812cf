import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { contentKeys } from '#web/api/content.ts';
import { layoutAnswers } from '../test-data.ts';
import { Footer } from './footer.tsx';

afterEach(() => vi.unstubAllGlobals());

const column = (name: string) => screen.getByRole('heading', { name }).parentElement!;
const links = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('footer', () => {
  it('shows the brand, the About and Quick Links columns and the copyright with the current year', async () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Pathshala' })).toHaveAttribute('href', '/');
    expect(links(column('About'))).toEqual([
      ['Our Story', '/about'],
      ['Privacy Policy', '/privacy'],
      ['FAQ', '/faq'],
    ]);
    expect(links(column('Quick Links'))).toEqual([
      ['Courses', '/courses'],
      ['My Account', '/profile'],
      ['My Dashboard', '/profile'],
    ]);
    expect(screen.getByText(`© ${new Date().getFullYear()} Pathshala. All rights reserved.`)).toBeInTheDocument();
  });

  it('hides the About and Quick Links columns on small screens', () => {
    stubApi(layoutAnswers());
    renderWithProviders(<Footer />);
    expect(column('About')).toHaveClass('hidden', 'md:block');
    expect(column('Quick Links')).toHaveClass('hidden', 'md:block');
  });

  it('lists social links from the admin, skipping rows without a url', async () => {
    stubApi(
      layoutAnswers({
        footer: {
          contact: { phone: null, email: null },
          socialLinks: [
            { name: 'Portfolio', url: '' },
            { name: 'Linkedin', url: 'https://linkedin.com/company/pathshala' },
            { name: 'Github', url: null },
            { name: 'YouTube', url: 'youtube.com/@pathshala' },
          ],
        },
      }),
    );
    renderWithProviders(<Footer />);
    const social = (await screen.findByRole('heading', { name: 'Social Links' })).parentElement!;
    const anchors = within(social).getAllByRole('link');
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Linkedin(opens in a new tab)', 'https://linkedin.com/company/pathshala'],
      ['YouTube(opens in a new tab)', 'https://youtube.com/@pathshala'],
    ]);
    for (const a of anchors) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no Social Links column when every url is blank (the defaults)', async () => {
    stubApi(layoutAnswers());
    const { queryClient } = renderWithProviders(<Footer />);
    await vi.waitFor(() => expect(queryClient.getQueryState(contentKeys.layout('Footer'))?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Social Links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact Info' })).not.toBeInTheDocument();
  });

  it('shows the phone and e-mail of Contact Info', async () => {
    stubApi(
      layoutAnswers({
        footer: { contact: { phone: '+880 1712-345678', email: 'hello@pathshala.dev' }, socialLinks: [] },
      }),
    );
    renderWithProviders(<Footer />);
    const contact = (await screen.findByRole('heading', { name: 'Contact Info' })).parentElement!;
    expect(within(contact).getByRole('link', { name: /\+880 1712-345678/ })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    );
    expect(within(contact).getByRole('link', { name: /hello@pathshala\.dev/ })).toHaveAttribute(
      'href',
      'mailto:hello@pathshala.dev',
    );
  });

  it('hides a blank contact field and keeps the other', async () => {
    stubApi(layoutAnswers({ footer: { contact: { phone: '   ', email: 'hello@pathshala.dev' }, socialLinks: [] } }));
    renderWithProviders(<Footer />);
    const contact = (await screen.findByRole('heading', { name: 'Contact Info' })).parentElement!;
    expect(within(contact).getAllByRole('link')).toHaveLength(1);
    expect(within(contact).queryByText(/Phone/)).not.toBeInTheDocument();
    expect(within(contact).getByRole('link')).toHaveAttribute('href', 'mailto:hello@pathshala.dev');
  });
});

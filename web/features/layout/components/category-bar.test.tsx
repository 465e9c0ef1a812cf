import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '#web/test/render.tsx';
import { layoutAnswers } from '../test-data.ts';
import { Header } from './header.tsx';

const categories = Array.from({ length: 30 }, (_, i) => ({ _id: `c${i}`, title: `Topic ${i + 1}` }));

// jsdom does no layout: report the wrapped height of the measured (inert) copy of the links, and give the
// browser's ResizeObserver, as a browser would.
function layoutWithWrappedHeight(height: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const h = this.hasAttribute('inert') ? height : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: h, width: 0, height: h, toJSON: () => ({}) } as DOMRect;
  });
}

beforeEach(() => {
  stubApi(layoutAnswers({ categories }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('desktop category row', () => {
  it('shows the links as they are while the wrapped row is at most 120 px high', async () => {
    layoutWithWrappedHeight(120);
    renderWithProviders(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Course categories' });
    expect(await within(nav).findByRole('link', { name: 'Topic 1' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Categories/ })).not.toBeInTheDocument();
  });

  it('collapses into a Categories dropdown beyond 120 px, listing every category', async () => {
    layoutWithWrappedHeight(121);
    renderWithProviders(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Course categories' });
    const trigger = await within(nav).findByRole('button', { name: 'Categories' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(30);
    expect(items[4]).toHaveAttribute('href', '/courses?category=Topic%205');
  });

  it('names the dropdown after the active category', async () => {
    layoutWithWrappedHeight(200);
    renderWithProviders(<Header />, { url: '/courses?category=Topic%207' });
    const nav = await screen.findByRole('navigation', { name: 'Course categories' });
    expect(await within(nav).findByRole('button', { name: 'Topic 7' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link.tsx';

describe('Skip to content', () => {
  it('moves focus to the main region by keyboard without changing the address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/admin/faq');
    render(
      <>
        <SkipLink target="main">Skip to content</SkipLink>
        <nav>
          <a href="/admin">Dashboard</a>
        </nav>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.pathname + window.location.hash).toBe('/admin/faq');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#web/test/render.tsx';
import { layoutAnswers } from '#web/features/layout/test-data.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('page exploded');
}

function renderShell(pages: RouteObject[], url = '/', onRetry = vi.fn()) {
  const { router } = renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        errorElement: <RouteError onRetry={onRetry} />,
        children: [{ errorElement: <RouteError onRetry={onRetry} />, children: pages }],
      },
    ],
    { url },
  );
  return { router, onRetry };
}

beforeEach(() => {
  stubApi(layoutAnswers());
  // jsdom does not scroll; ScrollRestoration calls it on every navigation
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe('site shell', () => {
  it('puts the header, the page in <main>, the footer and a skip link first', async () => {
    renderShell([{ index: true, element: <h1>Welcome</h1> }]);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Welcome' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('shows a page that failed inside the shell, with a Retry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onRetry } = renderShell([{ index: true, Component: Broken }]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows a loading bar while the next page loads and scrolls to the top after navigating', async () => {
    let finish: (value: { Component: () => React.JSX.Element }) => void = () => {};
    const { router } = renderShell([
      { index: true, element: <Link to="/slow">Go slow</Link> },
      { path: 'slow', lazy: () => new Promise((resolve) => (finish = resolve)) },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: 'Go slow' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page…' })).toBeInTheDocument();
    finish({ Component: () => <h1>Slow page</h1> });
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/slow');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('route error', () => {
  it('also offers a way home', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell([{ index: true, Component: Broken }]);
    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    consoleError.mockRestore();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import '#web/i18n/index.ts';

/**
 * Component test helpers. Only the browser's outside world is replaced: `globalThis.fetch` answers API paths
 * (without the /api prefix) with the contract's JSON; the project's api client, query hooks and components run
 * for real. An unanswered path gets a 404 error envelope, so a missing stub shows up as an error state.
 */
export type FetchAnswers = Record<string, unknown>;

export function stubFetch(answers: FetchAnswers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(raw, 'http://localhost').pathname.replace(/^\/api/, '');
    const body = answers[path];
    const status = body === undefined ? 404 : 200;
    const payload = body ?? { success: false, message: `No answer for ${path}`, code: 'not_found' };
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Shows the router's current location, so a test can read where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` inside a fresh QueryClient (no retries) and a MemoryRouter opened at `url`. */
export function renderWithProviders(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

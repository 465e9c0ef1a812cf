import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import '#web/i18n/index.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

/**
 * The one harness of the web tests: a fresh QueryClient (no retries) and a router around the element, with the
 * API stubbed by ./api-stub.ts (only `fetch` is replaced; the project's own code runs for real).
 */
export { answer, callsTo, fail, PENDING, reply, sentBody, stubApi, type StubEntry } from './api-stub.ts';

/** The app's own query client (its MutationCache shows failed writes), without retries. */
function testQueryClient(staleTime = 0): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime } });
  return queryClient;
}

/** Shows the router's current location, so a test can read where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` inside a fresh QueryClient and a MemoryRouter opened at `url` (for components, not pages). */
export function renderWithProviders(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const queryClient = testQueryClient();
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

/**
 * Renders `element` at `path` (a route pattern) inside a fresh QueryClient and a memory router opened at `url`.
 * Every other path renders nothing, so a navigation is read from `router.state.location`.
 */
export function renderPage(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { url },
  );
}

/** Renders a route table (a layout with its pages, error elements, lazy routes) opened at `url`, as renderPage does. */
export function renderRoutes(routes: RouteObject[], { url = '/' }: { url?: string } = {}) {
  const queryClient = testQueryClient(Infinity);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

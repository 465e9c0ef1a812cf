import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from './lib/react-dom-client.ts';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import i18n, { i18nReady, storedLanguage } from './i18n/index.ts';
import { Providers } from './app/providers.tsx';
import { pageSprite } from './components/icons/sprite-icon.tsx';
import { holdDeferredParts, openDeferredParts } from './components/ui/deferred.tsx';
import { routes } from './app/routes.tsx';
import { applyDeviceClass } from './lib/device.ts';
import { pageDataRouterContext } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { getSession, hasSignedInCookie, RenderedSession, renderedSession, setSessionUser } from './lib/session.ts';
import { ssrState } from './lib/ssr-state.ts';
import { applyTheme, getTheme } from './lib/theme.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { recordVisit } from './lib/visit.ts';
import { nextTask } from './lib/next-task.ts';

// Before the first render: the remembered theme (the inline shared/theme-init.ts already did this before paint) and the
// low-end device class.
applyTheme(getTheme());
applyDeviceClass();

/** Loads the code (and strings) of the routes the page shows, so the first render matches the server's HTML. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Marks the document once the first render committed (the page answers clicks): browser tests wait for it. */
function ReadyMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return children;
}

async function start(): Promise<void> {
  const ssr = ssrState();
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  // Instant for English; a visitor who chose Bengali waits for its strings instead of seeing English first.
  await i18nReady.catch(() => undefined);
  if (ssr) {
    // the page was rendered in this language, with these strings (already in the translator's resources): so is the first render
    if (i18n.language !== ssr.language) await i18n.changeLanguage(ssr.language);
    await i18n.loadNamespaces(Object.keys(ssr.strings[ssr.language] ?? {}));
    // The page's data is as fresh as the page: the server keeps a rendered page only until something it shows changes
    // (server/plugins/spa.ts), so it counts as fetched now, not when it was first rendered (no refetch on mount).
    const now = Date.now();
    for (const query of ssr.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, ssr.queries);
    // a learner's own page was rendered for its reader: the shell knows them from the first render, as the server did
    if (ssr.user) setSessionUser(ssr.user);
    await loadMatchedRoutes();
    // each step in a task of its own: the page is on screen and a phone's main thread stays free between them (decision 0048)
    await nextTask();
  }
  const router = createBrowserRouter(routes, {
    // the routes' loaders start a page's reads as it is entered; they do not hold the navigation (lib/page-data.ts)
    getContext: () => pageDataRouterContext({ client: queryClient, wait: false, signedIn: hasSignedInCookie }),
    // a rendered page's loaders ran on the server: its data is in the query client already
    ...(ssr ? { hydrationData: { loaderData: ssr.loaderData } } : {}),
  });
  // A navigation must not wait for a below-the-fold part that still waits to hydrate (components/ui/deferred.tsx).
  const initialKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === initialKey) return;
    openDeferredParts();
    unsubscribe();
  });
  const app = (
    <StrictMode>
      <RenderedSession value={ssr?.user ? getSession() : renderedSession(null)}>
        <Providers client={queryClient} iconSprite={ssr?.icons ? pageSprite(ssr.icons) : undefined}>
          <ReadyMark>
            <RouterProvider router={router} />
          </ReadyMark>
        </Providers>
      </RenderedSession>
    </StrictMode>
  );
  if (ssr && container.firstChild) {
    // Below-the-fold parts keep the server's HTML until they are needed (components/ui/deferred.tsx).
    holdDeferredParts(ssr.language);
    await nextTask();
    // A difference from the server's HTML is a defect (the page re-renders in the browser): say where it was.
    // As a transition, hydration is done in slices of a few milliseconds, yielding to the browser between them, instead
    // of one long task (issue 12: a phone's main thread stays free for the reader's input while the page hydrates).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error('hydration:', error, info.componentStack),
      });
    });
    // A language chosen before it was kept in a cookie (localStorage only): the server could not know it. Switch now;
    // switching writes the cookie, so the next page arrives in it.
    const preferred = storedLanguage();
    if (preferred !== ssr.language) void i18n.changeLanguage(preferred);
  } else createRoot(container).render(app);
}

void start();
recordVisit();
registerServiceWorker();

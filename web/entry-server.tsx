/**
 * Server rendering (decision 0036; issue 38). The server (server/plugins/spa.ts) calls `render` with the page's URL,
 * the reader's language and a `fetch` that answers from the API in the same process for that reader only; the result
 * is the page's HTML and the data it showed, which web/main.tsx hands to TanStack Query before hydrating, so the
 * browser asks for none of it again.
 *
 * One pass: the route's loaders (web/lib/page-data.ts) load the page's data into this render's own query client,
 * through this render's own API client, then the page is rendered once. The render waits for every lazily loaded
 * component (react-dom/static) and writes each Suspense boundary complete, in place, so the HTML is the whole page with
 * no inline script (the Content-Security-Policy allows none).
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from '#web/i18n/react.tsx';
import { SYMBOLS, VERSION } from 'virtual:react-icon-symbols';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { type RouteHandle, routes } from './app/routes.tsx';
import { namesOfSpriteFile, pageSpriteUrl, spriteDocument } from './components/icons/page-sprite.ts';
import { notingSprite } from './components/icons/sprite-icon.tsx';
import type { Translator } from './i18n/translator.ts';
import i18n, { ALL_NAMESPACES, i18nReady, type Language } from './i18n/index.ts';
import { ApiError, createApiClient } from './lib/api-client.ts';
import { HeadCollector, type PageHead } from './lib/head.tsx';
import { DrawnParts } from './lib/lazy-part.tsx';
import { pageDataRouterContext } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { RenderedSession, renderedSession, type SessionUser } from './lib/session.ts';
import type { SsrState } from './lib/ssr-state.ts';
import { profileKeys } from './api/profile.ts';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  language: Language;
  /** Answers `/api/...` requests (the server injects them into itself). */
  fetch: typeof fetch;
  /**
   * Whether `fetch` carries the reader's session (a learner's own page, shared/public-pages.ts's
   * LEARNER_RENDERED_PAGE): its loaders then read the signed-in user and their data. Never for a public page, which
   * is rendered for every visitor alike.
   */
  signedIn?: boolean;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The source files (under web/) of the lazily loaded modules the page drew: the server preloads their chunks. */
      modules: string[];
      /** What the page said of itself (title, description, picture, JSON-LD), for the server to write in <head>. */
      head?: PageHead;
      /** The queries the page read that its route's loaders did not load (each one a defect: it shows loading). */
      unloaded: string[];
      state: SsrState;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A learner's own page whose reader the server could not read (no session, or an expired one): the browser draws it. */
  | { kind: 'browser' };

/**
 * Where the page's sprite address goes until the render is done (decision 0046): a string no HTML escaping changes,
 * replaced once the render knows which icons it drew.
 */
const SPRITE_PLACEHOLDER = '/assets/icons/sprite-of-this-page.svg';

async function toHtml(node: ReactNode): Promise<string> {
  // A boundary is never outlined into a later segment (which would need an inline script to move it into place).
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** A query the render read that its route's loaders did not load: it would fetch in a browser (a loader to fix). */
function unloaded(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled;
  return isEnabled !== false && typeof queryFn === 'function';
}

export async function render(input: RenderInput): Promise<RenderResult> {
  await i18nReady;
  // Every namespace is in the server's memory (loaded once), so a component's strings are always ready and the HTML
  // never depends on which pages were rendered before. (A clone takes its language only once that language's strings
  // are in: wait for it, or it renders in English.)
  const translator = i18n.cloneInstance({ lng: input.language });
  await translator.changeLanguage(input.language);
  await translator.loadNamespaces(ALL_NAMESPACES);
  // This render's own API and query clients: its requests carry only this reader's address (and, on the learner's
  // pages, session); nothing of it is module-level.
  const api = createApiClient({ fetch: input.fetch, requestFailed: () => translator.t('common:requestFailed') });
  const client = createQueryClient(api);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')), {
    requestContext: pageDataRouterContext({ client, wait: true, signedIn: () => input.signedIn === true }),
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A learner's own page is drawn for its reader, as the session the render was given says; without one (or with one
  // that no longer signs in: its access token expired, the browser refreshes it) the browser draws the page.
  const readerPage = context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.reader);
  const reader = readerPage && input.signedIn ? readerOf(client) : null;
  if (readerPage && !reader) return { kind: 'browser' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const icons = new Set<string>();
  const parts = new Set<string>();
  let head: PageHead | undefined;
  let html = await toHtml(
    <I18nProvider i18n={translator}>
      <HeadCollector onHead={(declared) => (head = declared)}>
        <DrawnParts value={parts}>
          <RenderedSession value={renderedSession(reader)}>
            <Providers client={client} iconSprite={notingSprite(KNOWN_ICONS, icons, SPRITE_PLACEHOLDER)}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </RenderedSession>
        </DrawnParts>
      </HeadCollector>
    </I18nProvider>,
  );
  // The page's icons come from one sprite of exactly those (decision 0046); the browser hydrates with the same one.
  const known = ICONS.filter((name) => icons.has(name));
  const sprite = known.length > 0 ? { url: pageSpriteUrl(VERSION, ICONS, known), names: known } : undefined;
  if (sprite) html = html.replaceAll(SPRITE_PLACEHOLDER, sprite.url);
  const routeChunks = context.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle?.chunk ? [handle.chunk] : [];
  });
  const missing = client
    .getQueryCache()
    .getAll()
    .filter(unloaded)
    .map((query) => JSON.stringify(query.queryKey));

  const status =
    context.statusCode === 200 && (hasNotFound(context) || askedForMissing(client)) ? 404 : context.statusCode;
  return {
    kind: 'page',
    status,
    html,
    modules: [...routeChunks, ...parts],
    ...(head ? { head } : {}),
    unloaded: missing,
    state: {
      language: input.language,
      strings: stringsUsed(translator),
      queries: dehydrate(client),
      loaderData: context.loaderData,
      ...(sprite ? { icons: sprite } : {}),
      ...(reader ? { user: reader } : {}),
    },
  };
}

/** Every icon of the build, in the order of a sprite URL's bits. */
const ICONS = Object.keys(SYMBOLS).sort();
const KNOWN_ICONS: ReadonlySet<string> = new Set(ICONS);

/**
 * The sprite at `/assets/icons/<version>/<file>` (pageSpriteUrl): an SVG document of its icons' symbols; null when
 * the URL is not one of this build's (another build's bits name other icons).
 */
export function iconSprite(version: string, file: string): string | null {
  const names = version === VERSION ? namesOfSpriteFile(ICONS, file) : null;
  return names ? spriteDocument(SYMBOLS, names) : null;
}

/**
 * The strings of every namespace the render used, in the page's language and its fallback (English): the browser
 * renders its first frame with exactly the server's strings, without fetching any.
 */
function stringsUsed(translator: Translator): SsrState['strings'] {
  const used = [...translator.usedNamespaces];
  const strings: SsrState['strings'] = {};
  for (const language of new Set([translator.language, 'en'])) {
    for (const namespace of used) {
      const bundle = translator.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
      if (bundle) (strings[language] ??= {})[namespace] = bundle;
    }
  }
  return strings;
}

/** The signed-in reader the page's loaders read (GET /users/profile/me with the render's session), or null. */
function readerOf(client: QueryClient): SessionUser | null {
  const user = client.getQueryData<SessionUser>(profileKeys.me());
  return user
    ? {
        _id: user._id,
        name: user.name,
        email: user.email,
        role: user.role,
        avatar: user.avatar ?? null,
        courses: user.courses ?? [],
      }
    : null;
}

/** The page showed something the API does not have (a course that does not exist): the page answers 404. */
function askedForMissing(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
}

/** The catch-all route matched: the page answers 404, as a crawler should see it. */
function hasNotFound(context: { matches: { route: { path?: string } }[] }): boolean {
  return context.matches.some((match) => match.route.path === '*');
}

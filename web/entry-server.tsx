/**
 * Server rendering of the public pages (decision 0036). The server (server/plugins/spa.ts) calls `render` with the
 * page's URL, the reader's language and a `fetch` that answers from the API in the same process; the result is the
 * page's HTML and the data it showed, which web/main.tsx hands to TanStack Query before hydrating, so the browser asks
 * for none of it again.
 *
 * The data a page needs is what its components ask for: a render records the queries they declare (TanStack Query
 * builds them in the cache without fetching on a server), those are fetched, and the page renders again, until a
 * render asks for nothing new (a course page, say, asks for its reviews once the course is in). Each render waits for
 * every lazily loaded component (react-dom/static); the last one is written synchronously, so the HTML is the whole
 * page with no inline script.
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from '#web/i18n/react.tsx';
import { SYMBOLS, VERSION } from 'virtual:react-icon-symbols';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { type RouteHandle, routes } from './app/routes.tsx';
import { namesOfSpriteFile, pageSpriteUrl, spriteDocument } from './components/icons/page-sprite.ts';
import { type IconSprite, pageSprite, recordingSprite } from './components/icons/sprite-icon.tsx';
import type { Translator } from './i18n/translator.ts';
import i18n, { ALL_NAMESPACES, i18nReady, type Language } from './i18n/index.ts';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { HeadCollector, type PageHead } from './lib/head.tsx';
import { collectDrawnParts } from './lib/lazy-part.tsx';
import { createQueryClient } from './lib/query-client.ts';
import type { SsrState } from './lib/ssr-state.ts';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  language: Language;
  /** Answers `/api/...` requests (the server injects them into itself). */
  fetch: typeof fetch;
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
      state: SsrState;
    }
  | { kind: 'redirect'; status: number; location: string };

/** The most renders one page may take (each one can reveal queries that depend on the previous one's data). */
const MAX_PASSES = 4;

async function toHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** A query a render declared, still without data, that would fetch in a browser. */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled;
  return isEnabled !== false && typeof queryFn === 'function';
}

async function fetchWanted(client: QueryClient): Promise<boolean> {
  const queries = client.getQueryCache().getAll().filter(wanted);
  // a failure renders as the page's error state; the browser asks again after hydrating
  await Promise.all(queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  return queries.length > 0;
}

export async function render(input: RenderInput): Promise<RenderResult> {
  await i18nReady;
  setApiTransport(input.fetch);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // Every namespace is in the server's memory (loaded once), so a component's strings are always ready and the HTML
  // never depends on which pages were rendered before. (A clone takes its language only once that language's strings
  // are in: wait for it, or it renders in English.)
  const translator = i18n.cloneInstance({ lng: input.language });
  await translator.changeLanguage(input.language);
  await translator.loadNamespaces(ALL_NAMESPACES);

  const client = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (sprite: IconSprite) => (
    <I18nProvider i18n={translator}>
      <Providers client={client} iconSprite={sprite}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </I18nProvider>
  );
  // Each render notes the icons it drew; the last one, with all the page's data, drew what the page shows.
  let icons = new Set<string>();
  await toHtml(page(recordingSprite(icons)));
  for (let pass = 1; pass < MAX_PASSES && (await fetchWanted(client)); pass++) {
    icons = new Set();
    await toHtml(page(recordingSprite(icons)));
  }
  // The page's icons come from one sprite of exactly those (decision 0046); the browser hydrates with the same one.
  const known = ICONS.filter((name) => icons.has(name));
  const sprite = known.length > 0 ? { url: pageSpriteUrl(VERSION, ICONS, known), names: known } : undefined;
  // Every lazy component has loaded by now: one synchronous render writes each Suspense boundary complete, in place,
  // with none of the inline scripts a streamed boundary needs (the Content-Security-Policy allows no inline script).
  let head: PageHead | undefined;
  const { html, parts } = collectDrawnParts(() =>
    renderToString(
      <HeadCollector onHead={(declared) => (head = declared)}>
        {page(sprite ? pageSprite(sprite) : recordingSprite(new Set()))}
      </HeadCollector>,
    ),
  );
  const routeChunks = context.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle?.chunk ? [handle.chunk] : [];
  });

  const status =
    context.statusCode === 200 && (hasNotFound(context) || askedForMissing(client)) ? 404 : context.statusCode;
  return {
    kind: 'page',
    status,
    html,
    modules: [...routeChunks, ...parts],
    ...(head ? { head } : {}),
    state: {
      language: input.language,
      strings: stringsUsed(translator),
      queries: dehydrate(client),
      ...(sprite ? { icons: sprite } : {}),
    },
  };
}

/** Every icon of the build, in the order of a sprite URL's bits. */
const ICONS = Object.keys(SYMBOLS).sort();

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

/**
 * The service worker (decision 0041), built into dist/web/sw.js by scripts/build-service-worker.ts, which fills in
 * the files it keeps. Which request gets which answer is decided by rules.ts; this file wires those rules to Workbox.
 */
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isFresh,
  isKeepable,
  isPublicPage,
  NETWORK_TIMEOUT_S,
  offlineLanguage,
  strategyFor,
  type Strategy,
} from './rules.ts';
import { type ExtendableEvent, OFFLINE_PAGE, type WorkerMessage, type WorkerScope } from './worker-scope.ts';

/** The offline pages and the small files every page links (versioned by content; replaced by each new worker). */
declare const __SHELL_FILES__: { url: string; revision: string }[];
/** The built JavaScript and CSS of the public pages (hashed names), kept beside the files read at run time. */
declare const __PUBLIC_ASSETS__: string[];

const scope = self as unknown as WorkerScope;
const DAY_S = 24 * 60 * 60;
// Kept copies outlive a new version of the app: a page kept before an update still finds the files it was built with.
const CACHES = {
  pages: 'pathshala-pages',
  api: 'pathshala-api',
  assets: 'pathshala-assets',
  images: 'pathshala-images',
  meta: 'pathshala-meta',
} as const;
const ASSET_LIMITS = { maxEntries: 400, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true };
const LANGUAGE_KEY = '/__offline-language';

/** Keeps only what the server marked keepable (rules.ts `isKeepable`). */
const keepOnly = (strategy: Strategy): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (isKeepable(strategy, response) ? response : null),
});

/** Remembers the language of the last page the server sent (its Content-Language), for the offline page. */
const rememberLanguage: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    const language = response.headers.get('content-language');
    if (language === 'en' || language === 'bn')
      await (await caches.open(CACHES.meta)).put(LANGUAGE_KEY, new Response(language));
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  // a page fetched for keeping (a message, below) and one opened by the browser send different Accept headers
  matchOptions: { ignoreVary: true },
  plugins: [
    keepOnly('public-page'),
    rememberLanguage,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
  ],
});
const publicApi = new NetworkFirst({
  cacheName: CACHES.api,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [
    keepOnly('public-api'),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
  ],
});
const assets = new CacheFirst({
  cacheName: CACHES.assets,
  plugins: [keepOnly('asset'), new ExpirationPlugin(ASSET_LIMITS)],
});
const images = new CacheFirst({
  cacheName: CACHES.images,
  plugins: [
    keepOnly('public-image'),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
  ],
});

async function offlinePage(): Promise<Response> {
  const cookie = await scope.cookieStore?.get('pathshala_lang').catch(() => null); // web/i18n/index.ts LANGUAGE_COOKIE
  const lastPage = await (await caches.match(LANGUAGE_KEY, { cacheName: CACHES.meta }))?.text();
  const language = offlineLanguage({ cookie: cookie?.value, lastPage, browser: scope.navigator.language });
  return (await matchPrecache(OFFLINE_PAGE[language])) ?? Response.error();
}

/**
 * Updates take effect on the next visit: a new worker waits while pages of the old one are open, and is let in
 * when the last of them navigates (a reload, a link, a new visit) — the page that arrives is the new one's.
 */
async function letWaitingWorkerIn(): Promise<void> {
  const waiting = scope.registration.waiting;
  if (!waiting) return;
  const windows = await scope.clients.matchAll({ type: 'window' });
  if (windows.length <= 1) waiting.postMessage({ type: 'skip-waiting' } satisfies WorkerMessage);
}

/** A page answer: the strategy's, or the offline page when it has none. */
const pageRoute =
  (handle: (options: RouteHandlerCallbackOptions) => Promise<Response>) =>
  async (options: RouteHandlerCallbackOptions) => {
    options.event.waitUntil(letWaitingWorkerIn());
    try {
      return await handle(options);
    } catch {
      return offlinePage();
    }
  };

const when =
  (strategy: Strategy) =>
  ({ request }: { request: Request }) =>
    strategyFor(request, scope.location.origin) === strategy;

precacheAndRoute(__SHELL_FILES__, { cleanURLs: false });
cleanupOutdatedCaches();
registerRoute(
  when('public-page'),
  pageRoute((options) => pages.handle(options)),
);
registerRoute(
  when('other-page'),
  pageRoute(({ request }) => fetch(request)),
);
registerRoute(when('public-api'), publicApi);
registerRoute(when('asset'), assets);
registerRoute(when('public-image'), images);
// Everything else ('network-only') has no route: the browser fetches it as if there were no worker.

/** The public pages' code and styles, fetched once at install (mostly from the browser's cache: the page just loaded them). */
async function keepPublicAssets(): Promise<void> {
  const cache = await caches.open(CACHES.assets);
  const expiration = new CacheExpiration(CACHES.assets, ASSET_LIMITS);
  await Promise.all(
    __PUBLIC_ASSETS__.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
      await expiration.updateTimestamp(url);
    }),
  );
}

/** Keeps a public page read through the app's own links (the browser did not open it, so no page request passed here). */
async function keepPage(href: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(href);
  url.hash = '';
  if (!isPublicPage(url, scope.location.origin)) return;
  const kept = await caches.match(url.href, { cacheName: CACHES.pages, ignoreVary: true });
  if (kept && isFresh(kept.headers.get('date'), Date.now())) return;
  await pages.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event }).catch(() => undefined);
}

scope.addEventListener('install', (event) => event.waitUntil(keepPublicAssets()));
clientsClaim();
scope.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'skip-waiting') void scope.skipWaiting();
  if (message?.type === 'keep-page' && typeof message.url === 'string') event.waitUntil(keepPage(message.url, event));
});

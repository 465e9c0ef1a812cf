import { SERVER_RENDERED_PAGE } from '#shared/public-pages.ts';

/**
 * Which request the service worker answers how (decision 0041). Pure, so it is tested without a browser
 * (rules.test.ts); web/sw/sw.ts wires each strategy to Workbox. The small files of the offline page (precached with
 * it) are answered from the precache before these rules are asked.
 */
export type Strategy =
  /** A public page: the network within NETWORK_TIMEOUT_S, else the copy kept when it was read, else the offline page. */
  | 'public-page'
  /** Any other page (learner area, admin, payment result): the network only, never kept; the offline page when it fails. */
  | 'other-page'
  /** A public read of the pages: the network within NETWORK_TIMEOUT_S, else the copy kept (answers marked public only). */
  | 'public-api'
  /** A built file (hashed name: it never changes): the copy kept, else the network. */
  | 'asset'
  /** An uploaded public image (new name per upload: it never changes): the copy kept, else the network. */
  | 'public-image'
  /**
   * Left to the browser and never kept: the rest of /api (sign-in, payment, the reader's own data), /socket.io, other
   * uploads (avatars, covers), the worker and the manifest themselves, other sites, and every write.
   */
  | 'network-only';

/** How long a page or a public read waits for the network before the kept copy is shown (a flaky connection). */
export const NETWORK_TIMEOUT_S = 3;

/**
 * The public GET reads the pages make; every one is declared `cache: 'public'` in shared/endpoints (rules.test.ts
 * checks both lists agree). Even these are kept only when the answer says `Cache-Control: public`.
 */
export const PUBLIC_API: readonly RegExp[] = [
  /^\/api\/courses\/public\/(all-previews|suggestions|preview\/[^/]+)$/,
  /^\/api\/layouts\/public\/layout\/[^/]+$/,
  /^\/api\/(about-page|privacy-page)\/get-content$/,
  /^\/api\/payment-pages\/config$/,
  /^\/api\/testimonials\/active$/,
  /^\/api\/reviews\/course\/[^/]+$/,
];

/** Uploads shown on public pages (course thumbnails, instructors' pictures, banners); learners' avatars and covers are not kept. */
const PUBLIC_IMAGE = /^\/uploads\/(courses|instructors|banners)\/[^/]+$/;

export interface RequestLike {
  url: string;
  method: string;
  /** `navigate` for a page the browser opens. */
  mode: string;
}

/** A page of this site the worker may keep a copy of for reading offline. */
export function isPublicPage(url: URL, origin: string): boolean {
  return url.origin === origin && SERVER_RENDERED_PAGE.test(url.pathname);
}

export function strategyFor(request: RequestLike, origin: string): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network-only';
  if (request.mode === 'navigate') return isPublicPage(url, origin) ? 'public-page' : 'other-page';
  const path = url.pathname;
  if (PUBLIC_API.some((rule) => rule.test(path))) return 'public-api';
  if (path.startsWith('/assets/')) return 'asset';
  if (PUBLIC_IMAGE.test(path)) return 'public-image';
  return 'network-only';
}

/** What the server says an answer may be kept as: a page rendered for a visitor, or a read marked public. */
export function isKeepable(strategy: Strategy, response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200) return false;
  if (strategy === 'public-page') return response.headers.get('x-rendered-for') === 'visitor';
  if (strategy === 'public-api' || strategy === 'public-image')
    return /(^|,)\s*public\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
  return strategy === 'asset';
}

export type Language = 'en' | 'bn';
const asLanguage = (value: string | null | undefined): Language | null =>
  value === 'en' || value === 'bn' ? value : null;

/**
 * The offline page's language: the reader's choice (the language cookie, where the worker can read cookies), else
 * the language of the last page the server sent, else the browser's.
 */
export function offlineLanguage(choice: {
  cookie?: string | null;
  lastPage?: string | null;
  browser?: string | null;
}): Language {
  return (
    asLanguage(choice.cookie) ??
    asLanguage(choice.lastPage) ??
    (choice.browser?.toLowerCase().startsWith('bn') ? 'bn' : 'en')
  );
}

/** A kept page read again through the app's own links is fetched again when its copy is older than this. */
export const KEPT_PAGE_FRESH_MS = 10 * 60_000;

export function isFresh(dateHeader: string | null, now: number): boolean {
  const date = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  return Number.isFinite(date) && now - date < KEPT_PAGE_FRESH_MS;
}

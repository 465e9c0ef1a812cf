import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  APP_CHUNKS_ID,
  LEARNER_RENDERED_PAGE,
  RENDERED_FOR_HEADER,
  SERVER_RENDERED_PAGE,
  SSR_STATE_ID,
} from '#shared/public-pages.ts';
import { SIGNED_IN_COOKIE } from '#shared/session-cookie.ts';
import { compressKept, type KeptBytes, sendKeptBytes } from '../lib/cached-reply.ts';
import { projectRoot } from '../paths.ts';
import { htmlToText } from '#shared/html-text.ts';
import { SITE_NAME } from '#shared/brand.ts';
import { LANGUAGES, type Language } from '#shared/bilingual.ts';
import { readerLanguage } from '../lib/reader-language.ts';
import { ResponseCache } from './cache.ts';

/** What a page's `<head>` says of it: its title, description and picture for search engines and shared links. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string | undefined;
  /** Keeps the page out of search engines (the admin area). */
  noIndex?: boolean;
}

/** The site's own head, for a page whose render declared none (a page the browser draws, or a failed render). */
const SITE_META: PageMeta = { title: SITE_NAME, description: 'Learn anything, anywhere.' };
/** The admin area is kept out of search engines. */
const ADMIN_META: PageMeta = {
  title: `Admin | ${SITE_NAME}`,
  description: `${SITE_NAME} administration`,
  noIndex: true,
};
const isAdminPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

export const webRoot = path.join(projectRoot, 'dist/web');
/** The server rendering of the public pages (web/entry-server.tsx, built by scripts/build.ts). */
export const ssrEntry = path.join(projectRoot, 'dist/web-ssr/entry-server.js');

export interface SsrModule {
  render(input: { url: string; language: 'en' | 'bn'; fetch: typeof fetch; signedIn?: boolean }): Promise<
    | {
        kind: 'page';
        status: number;
        html: string;
        modules?: string[];
        head?: RenderedHead;
        /** Queries the page read that its route's loaders did not load (a defect: the page shows them loading). */
        unloaded?: string[];
        state: unknown;
      }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser' }
  >;
  /** A rendered page's icon sprite (decision 0046), or null for a URL this build did not make. */
  iconSprite?(version: string, file: string): string | null;
}

/**
 * The faces a page's text is drawn in, preloaded so they come with the page's first paint rather than after it:
 * fonts swap in (`font-display: swap`), and a face that comes late re-flows the text drawn in the fallback and moves
 * what is below it (decision 0044). For each script the page's HTML holds, the reader's first: Inter's one variable
 * face (every weight; decision 0045) and Noto Sans Bengali's (regular to bold; decision 0053).
 */
const PAGE_FONTS: { language: 'en' | 'bn'; files: RegExp[]; text: RegExp }[] = [
  {
    language: 'en',
    files: [/^assets\/inter-latin-wght-subset-[\w-]+\.woff2$/],
    text: /[A-Za-z]/,
  },
  {
    language: 'bn',
    files: [/^assets\/noto-sans-bengali-wght-subset-[\w-]+\.woff2$/],
    text: /[\u0980-\u09FF]/,
  },
];

export function fontPreloads(
  manifest: Record<string, { assets?: string[] }>,
  language: 'en' | 'bn',
  pageHtml: string,
): string {
  const assets = manifest['index.html']?.assets ?? [];
  const text = pageHtml.replace(/<[^>]*>/g, ' ');
  return PAGE_FONTS.filter((font) => font.language === language || font.text.test(text))
    .sort((a, b) => Number(b.language === language) - Number(a.language === language))
    .flatMap((font) => font.files.map((file) => assets.find((asset) => file.test(asset))))
    .filter((file) => file !== undefined)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('\n    ');
}

/** Puts `links` in <head> before the page's first script, module preload or style sheet (else at its end). */
function beforeFirstAsset(html: string, links: string): string {
  const first = /\n?[ \t]*<(script type="module"|link rel="modulepreload"|link rel="stylesheet")/.exec(html);
  const head = html.indexOf('</head>');
  if (!first || (head !== -1 && first.index > head)) return html.replace('</head>', `    ${links}\n  </head>`);
  return `${html.slice(0, first.index)}\n    ${links}${html.slice(first.index)}`;
}

/** Carries a redirect out of the rendered-page cache without keeping it. */
class RedirectAnswer {
  constructor(readonly answer: { kind: 'redirect'; status: number; location: string }) {}
}

/** What a rendered page said of itself (web/lib/head.tsx). */
interface RenderedHead {
  title: string;
  description?: string;
  image?: string;
  jsonLd?: Record<string, unknown>;
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}

/** The app's module: the page's entry (web/boot.ts) imports it (decision 0045). */
export const APP_MODULE = 'main.tsx';
/** The file the build makes of the app's module and what it imports (vite.config.ts's `main` group, decision 0051). */
export const APP_CHUNK_NAME = 'main';

/**
 * The app's chunk in the manifest: its module's own, or the `main` file that holds it, which the entry imports
 * dynamically (a group's file has no source module of its own in the manifest).
 */
function appChunkKey(manifest: Record<string, ManifestChunk>): string {
  if (manifest[APP_MODULE]) return APP_MODULE;
  const imported = manifest['index.html']?.dynamicImports ?? [];
  return imported.find((key) => manifest[key]?.name === APP_CHUNK_NAME) ?? APP_MODULE;
}

/**
 * The files of the app's module, of the lazily loaded modules a rendered page drew (its route and the parts above the
 * fold) and of everything they import, from Vite's manifest; minus what the HTML already loads (the entry and its
 * imports). Announced in the page, the browser fetches them all at once instead of one after the other.
 */
export function appChunks(manifest: Record<string, ManifestChunk>, modules: readonly string[]): string[] {
  const entry = manifest['index.html'];
  const known = new Set<string>(['index.html', ...(entry?.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    if (known.has(key)) return;
    known.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of [appChunkKey(manifest), ...modules]) visit(module);
  return files;
}

/**
 * How a page announces its chunks. A page the browser draws (the learner and admin areas) waits for the app: a
 * `<link rel="modulepreload">` for each, fetched with the page. A rendered page is drawn without it: the list, which
 * web/boot.ts preloads at once when the page has drawn its content, so the app's JavaScript never shares a phone's
 * bandwidth with the style sheet, the faces and the first picture (decision 0045).
 */
export function announceChunks(files: readonly string[], rendered: boolean): string {
  if (files.length === 0) return '';
  if (rendered) return `<script type="application/json" id="${APP_CHUNKS_ID}">${scriptJson(files)}</script>`;
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
}

/** The service worker and the app manifest are checked on every visit, so an update is never held back an hour (0041). */
const NEVER_STALE = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Invalidations that cannot change what a visitor's page shows: a reader's own session, profile, cart and enrolments.
 * Every other one (a course, a review, a layout, a page, '' after a Redis outage) drops the rendered pages.
 */
const PER_READER = /^(session:|user:|catalogue:cart:|catalogue:enrolments:)/;
export const affectsVisitorPages = (prefix: string) => !PER_READER.test(prefix);

/** The routes of the server-rendered pages (shared/public-pages.ts's SERVER_RENDERED_PAGE, as Fastify paths). */
const SERVER_RENDERED_ROUTES = ['/', '/courses', '/course/:id', '/about', '/privacy', '/faq', '/verify/:id'] as const;
/** The learner's own pages (LEARNER_RENDERED_PAGE), rendered per reader. */
const LEARNER_RENDERED_ROUTES = ['/course-access/:id', '/profile', '/profile/orders', '/payment/result'] as const;
/** A learner's page is theirs alone: no shared cache keeps it, nor the browser's (the service worker never does). */
const LEARNER_PAGE_CACHE = 'private, no-store';
const isLearnerPage = (pathname: string) => LEARNER_RENDERED_PAGE.test(pathname);

/** Rendered pages kept (per language and URL); each is a few tens of KB of HTML and state. */
const RENDERED_PAGES_MAX = 300;
/** How many forms of one rendered page (theme, address it was asked at) keep their bytes. */
const KEPT_FORMS_PER_PAGE = 4;

/**
 * The bytes of the documents made from one rendering, kept beside it (they live as long as it stays in the cache): the
 * document a visitor is sent is compressed once, at brotli's best quality, instead of per request at the quality a
 * per-request compressor can afford — the home page's document then fits, with its headers, in what a server sends
 * on a new connection before its first acknowledgement (decision 0048). A document is only sent from kept bytes that
 * hold exactly it.
 */
const keptDocuments = new WeakMap<object, { html: string; bytes: KeptBytes }[]>();

function keptDocument(rendering: object, html: string): KeptBytes {
  let forms = keptDocuments.get(rendering);
  if (!forms) keptDocuments.set(rendering, (forms = []));
  const kept = forms.find((form) => form.html === html);
  if (kept) return kept.bytes;
  const bytes = { body: Buffer.from(html) };
  if (forms.length >= KEPT_FORMS_PER_PAGE) forms.shift();
  forms.push({ html, bytes });
  return bytes;
}

/**
 * The reader's language (server/lib/reader-language.ts): a page's language form (`?lang=bn|en`, decision 0097), else
 * the cookie the web app's switch writes (web/i18n/index.ts), else Accept-Language, else English.
 */
const languageOf = (request: FastifyRequest): Language => readerLanguage(request);

/** JSON that is safe inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The picture a shared link shows for a page that has none of its own: the site's icon (web/public/icons). */
export const SITE_IMAGE = '/icons/icon-512.png';

/**
 * A page's one address for search engines: its path on this site without the query, so that the same page reached
 * with filters, a search or tracking parameters is counted once.
 */
export const canonicalUrl = (url: string): string => {
  const address = new URL(url);
  return address.origin + address.pathname;
};

/** A page's address in one language (decision 0097): its canonical address with `?lang=`, which the reader's choice follows. */
export const languageFormUrl = (url: string, language: Language): string => `${canonicalUrl(url)}?lang=${language}`;

/**
 * The head of a public page rendered in `language`: its canonical address is its language form, and every language form
 * is named as an alternate, with the address without a language (answered in the reader's) as `x-default`.
 */
function languageLinks(url: string, language: Language): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(languageFormUrl(url, language))}" />`,
    ...LANGUAGES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(languageFormUrl(url, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonicalUrl(url))}" />`,
  ];
}

/**
 * The `<head>` tags of a page: what its render declared (web/lib/head.tsx, the one place a page's head is built). A
 * public page's (`language` given) name its language forms.
 */
export function renderMeta(meta: PageMeta, url: string, language?: Language): string {
  const title = escapeHtml(htmlToText(meta.title));
  const description = escapeHtml(htmlToText(meta.description).slice(0, 300));
  const image = meta.image ?? new URL(SITE_IMAGE, url).toString();
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(language ? languageLinks(url, language) : [`<link rel="canonical" href="${escapeHtml(canonicalUrl(url))}" />`]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.noIndex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  return tags.join('\n    ');
}

/**
 * The home page's schema.org data: the site as an Organization and as a WebSite whose SearchAction is the course
 * list's title search (`/courses?title=`). Written here rather than by the home page's render, which would add it to
 * the page's JavaScript: it holds nothing but the site's name and address.
 */
export function siteJsonLd(base: string): Record<string, unknown> {
  const home = new URL('/', base).toString();
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: SITE_NAME,
        url: home,
        logo: new URL(SITE_IMAGE, base).toString(),
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: SITE_NAME,
        url: home,
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${new URL('/courses', base).toString()}?title={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** Who a render's API requests are made for: the reader's address (and, for their own pages, their session). */
export interface Reader {
  ip: string;
  /** The reader's Cookie header, on a learner's own page only: the API reads their session from it. */
  cookie?: string | undefined;
  /** The page's language, which the API's answers are asked in. */
  language?: Language | undefined;
}

/**
 * The `fetch` one render's API requests go through: into the app itself (the same routes, cache and rules as any
 * request), from this reader's address and for no one else. Made per render and handed to it (web/entry-server.tsx).
 */
export function inProcessFetch(app: FastifyInstance, reader: Reader): typeof fetch {
  return async (input, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      // a visitor's render asks in the page's language (a reader's own page sends their cookie, which holds theirs)
      headers: {
        accept: 'application/json',
        ...(reader.language ? { 'accept-language': reader.language } : {}),
        ...(reader.cookie ? { cookie: reader.cookie } : {}),
      },
      remoteAddress: reader.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The built web app's files as the URL paths that name them (`/assets/index-1.js`, `/favicon.svg`), listed once at
 * start; the build's own records (a folder or file whose name starts with a dot, such as `.vite/manifest.json`) are not
 * among them. Serving from this list, a request for anything else reaches the not-found handler without touching the
 * disk, and a file is found by its exact name: @fastify/static's wildcard route instead read every folder along the
 * path on every request, to refuse a differently spelled alias on a case-insensitive disk — every entry of the
 * assets folder for each file, the top folder for each page of the learner and admin areas and each unknown path,
 * which made built files and pages far slower to serve than the API's answers (issue 10).
 */
export function builtFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const url = `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
    if (!url.split('/').some((part) => part.startsWith('.'))) files.add(url);
  }
  return files;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, client routes fall back
 * to index.html with the page's meta tags filled in. Paths under /api, /uploads and /socket.io never fall back.
 */
export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { root?: string; ssrEntry?: string }) {
    const root = opts.root ?? webRoot;
    // A test's own web folder (opts.root) is served without the build's server rendering unless it names one.
    const ssrPath = opts.ssrEntry ?? (opts.root ? undefined : ssrEntry);
    let ssr: Promise<SsrModule | null> | undefined;
    const loadSsr = () =>
      (ssr ??=
        ssrPath && fs.existsSync(ssrPath)
          ? (import(pathToFileURL(ssrPath).href) as Promise<SsrModule>).catch((err: unknown) => {
              app.log.error({ err }, 'the server rendering could not be loaded; pages render in the browser');
              return null;
            })
          : Promise.resolve(null));

    const indexPath = path.join(root, 'index.html');
    const hasBuild = fs.existsSync(indexPath);
    let template: string | undefined;
    const readTemplate = () => (template ??= fs.readFileSync(indexPath, 'utf8'));
    const manifestPath = path.join(root, '.vite/manifest.json');
    let manifest: Record<string, ManifestChunk> | undefined;
    const readManifest = () =>
      (manifest ??= fs.existsSync(manifestPath)
        ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
        : {});

    if (hasBuild) {
      // `reply.sendFile` only: the one route below serves the files of the build's list (builtFiles).
      await app.register(fastifyStatic, {
        root,
        serve: false,
        index: false,
        // The build wrote each text file's brotli and gzip forms beside it (scripts/precompress.ts, decision 0049): one
        // is sent as it is, with Vary: Accept-Encoding; a file without them is compressed per request as before.
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else if (NEVER_STALE.has(path.basename(filePath).replace(/\.(br|gz)$/, ''))) {
            res.header('Cache-Control', 'no-cache');
          } else {
            res.header('Cache-Control', 'public, max-age=3600');
          }
        },
      });
      const files = builtFiles(root);
      // One route for every file (two routes per built file, registered at start, would cost the cold start;
      // decision 0011). A path that is no file goes on to the not-found handler: the app's pages, or the JSON 404.
      app.get('/*', { schema: { hide: true } }, (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        return files.has(pathname) ? reply.sendFile(pathname.slice(1)) : reply.callNotFound();
      });
    }

    // A page is rendered as a visitor sees it (decision 0036), so one rendering serves every reader of that language
    // until the data it showed changes: the response cache's invalidations, here and from other instances, drop it.
    const rendered = new ResponseCache(5 * 60_000, undefined, RENDERED_PAGES_MAX);
    app.cache.onInvalidate((prefix) => {
      if (affectsVisitorPages(prefix)) rendered.dropLocal('');
    });

    /** The page's HTML and its data, rendered by the web app's own code; null when it cannot be (then the browser renders). */
    const renderPage = async (request: FastifyRequest) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isLearnerPage(pathname)) return renderLearnerPage(request);
      if (!SERVER_RENDERED_PAGE.test(pathname)) return null;
      const module = await loadSsr();
      if (!module) return null;
      const language = languageOf(request);
      const inProcess = inProcessFetch(app, { ip: request.ip, language });
      try {
        const page = await rendered.get(`${language} ${request.url}`, async () => {
          const result = await module.render({ url: request.url, language, fetch: inProcess });
          // a redirect is cheap to work out again; a failed render is not kept
          if (result.kind === 'browser') throw new Error('a public page asked for a reader');
          if (result.kind !== 'page') throw new RedirectAnswer(result);
          if (result.unloaded?.length)
            request.log.warn({ queries: result.unloaded }, 'the page read data its route does not load');
          // which faces the page's text needs is worked out once per rendering, not per request
          return { ...result, fonts: fontPreloads(readManifest(), language, result.html) };
        });
        return page.value;
      } catch (err) {
        if (err instanceof RedirectAnswer) return err.answer;
        request.log.error({ err }, 'server rendering failed; the page renders in the browser');
        return null;
      }
    };

    /**
     * A learner's own page, rendered for the reader whose session cookie came with the request (issue 38): every
     * request renders afresh, with that reader's cookie on each of its API requests and no one else's; nothing of it
     * is kept. Without a session (or when it no longer signs in) the browser draws the page, as before.
     */
    const renderLearnerPage = async (request: FastifyRequest) => {
      const cookie = request.headers.cookie;
      if (request.cookies[SIGNED_IN_COOKIE] !== '1' || !cookie) return null;
      const module = await loadSsr();
      if (!module) return null;
      const language = languageOf(request);
      try {
        const fetch = inProcessFetch(app, { ip: request.ip, cookie });
        const result = await module.render({ url: request.url, language, fetch, signedIn: true });
        if (result.kind === 'browser') return null;
        if (result.kind === 'redirect') return result;
        if (result.unloaded?.length)
          request.log.warn({ queries: result.unloaded }, 'the page read data its route does not load');
        return { ...result, fonts: fontPreloads(readManifest(), language, result.html), reader: true as const };
      } catch (err) {
        request.log.error({ err }, 'server rendering failed; the page renders in the browser');
        return null;
      }
    };

    const serveIndex = async (
      request: FastifyRequest,
    ): Promise<{
      html: string;
      redirect: string | undefined;
      rendering?: object | undefined;
      status?: number;
      reader?: boolean;
    }> => {
      const pathname = request.url.split('?')[0] ?? '/';
      const base = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const theme = request.cookies.pathshala_theme;
      const rendered = await renderPage(request);
      if (rendered?.kind === 'redirect') return { redirect: rendered.location, html: '' };
      const pageUrl = base + request.url;
      // A rendered page's head comes from the same render as its content; the resolvers serve the other pages.
      const head = rendered?.kind === 'page' ? rendered.head : undefined;
      const absolute = (url: string | undefined) => (url ? new URL(url, base).toString() : undefined);
      const meta: PageMeta = head
        ? { title: head.title, description: head.description ?? '', image: absolute(head.image) }
        : isAdminPath(pathname)
          ? ADMIN_META
          : SITE_META;
      const publicPage = SERVER_RENDERED_PAGE.test(pathname);
      let headTags = renderMeta(meta, pageUrl, publicPage ? languageOf(request) : undefined);
      if (head?.jsonLd) {
        const image = typeof head.jsonLd.image === 'string' ? absolute(head.jsonLd.image) : undefined;
        const data = { ...head.jsonLd, url: pageUrl, ...(image ? { image } : {}) };
        headTags += `\n    <script type="application/ld+json">${scriptJson(data)}</script>`;
      } else if (pathname === '/') {
        headTags += `\n    <script type="application/ld+json">${scriptJson(siteJsonLd(base))}</script>`;
      }
      let html = readTemplate().replace(/<!--page-meta-->[\s\S]*?<!--\/page-meta-->/, headTags);
      const language = languageOf(request);
      html = html.replace(/<html lang="en">/, `<html lang="${language}"${theme === 'dark' ? ' class="dark"' : ''}>`);
      // The faces first, before the app's scripts take the browser's few connections (a page the browser draws, in the
      // learner and admin areas, still gets the faces of its reader's script); the route's chunks at the end of <head>.
      const page = rendered?.kind === 'page' ? rendered : undefined;
      const fonts = page ? page.fonts : fontPreloads(readManifest(), language, '');
      if (fonts) html = beforeFirstAsset(html, fonts);
      const chunks = announceChunks(appChunks(readManifest(), page?.modules ?? []), page !== undefined);
      if (chunks) html = html.replace('</head>', `    ${chunks}\n  </head>`);
      if (page) {
        html = html.replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div>` +
            `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(page.state)}</script>`,
        );
      }
      const reader = page !== undefined && 'reader' in page;
      return { html, redirect: undefined, rendering: page, status: page?.status ?? 200, reader };
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await serveIndex(request);
      if (page.redirect !== undefined) return reply.redirect(page.redirect);
      // a course that does not exist is a 404 page, as a crawler should see it
      const learner = isLearnerPage(request.url.split('?')[0] ?? '/');
      reply
        .status(page.status ?? 200)
        .header('Cache-Control', learner ? LEARNER_PAGE_CACHE : 'no-cache')
        .header('Content-Language', languageOf(request));
      // a reader's own page is sent as rendered, compressed per request like any answer (it is never the same twice)
      if (!page.rendering || page.reader) return reply.type('text/html; charset=utf-8').send(page.html);
      // A page rendered for a visitor holds no reader's data (decision 0036): the service worker may keep it (0041).
      reply.header(RENDERED_FOR_HEADER, 'visitor');
      const document = keptDocument(page.rendering, page.html);
      await compressKept(request, document);
      return sendKeptBytes(request, reply, document, 'text/html; charset=utf-8');
    };

    const isHtmlNavigation = (request: FastifyRequest) => {
      const pathname = request.url.split('?')[0] ?? '/';
      return (
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/(api|uploads|socket\.io)(\/|$)/.test(pathname) &&
        !/\.[a-z0-9]+$/i.test(pathname)
      );
    };
    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      return reply.status(404).send({
        success: false,
        message:
          hasBuild || !isHtmlNavigation(request)
            ? `No route ${request.method} ${pathname}`
            : 'The web app is not built: run npm run build',
        code: 'route_not_found',
      });
    };

    app.setNotFoundHandler(async (request, reply) =>
      isHtmlNavigation(request) && hasBuild ? sendPage(request, reply) : notFound(request, reply),
    );
    // The rendered pages are routes of their own (not the not-found handler), so the route hooks apply to them too:
    // compression above all (a course list is a large page of HTML that compresses well). The browser's own pages (the
    // learner and admin areas: the small index.html) and unknown paths still go through the not-found handler.
    if (hasBuild) {
      for (const url of [...SERVER_RENDERED_ROUTES, ...LEARNER_RENDERED_ROUTES])
        app.get(url, { schema: { hide: true } }, sendPage);
      // A rendered page's icons, one sprite per set of icons (web/components/icons/page-sprite.ts): the same URL always
      // holds the same drawings, so it is kept a year, like the built files.
      app.get<{ Params: { version: string; file: string } }>(
        '/assets/icons/:version/:file',
        { schema: { hide: true } },
        async (request, reply) => {
          const svg = (await loadSsr())?.iconSprite?.(request.params.version, request.params.file);
          if (!svg) return notFound(request, reply);
          return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(svg);
        },
      );
    }
  },
  { name: 'spa', dependencies: ['cache'] },
);

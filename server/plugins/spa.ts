import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CHUNKS_ID, RENDERED_FOR_HEADER, SERVER_RENDERED_PAGE, SSR_STATE_ID } from '#shared/public-pages.ts';
import { compressKept, type KeptBytes, sendKeptBytes } from '../lib/cached-reply.ts';
import { importModule } from '../lib/import-module.ts';
import { projectRoot } from '../paths.ts';
import { ResponseCache } from './cache.ts';

export interface PageMeta {
  title: string;
  description: string;
  image?: string | undefined;
  /** Keeps the page out of search engines (the admin area). */
  noIndex?: boolean;
}
/** Gives the meta tags of a public page, or null when the path is not one this resolver knows. */
export type PageMetaResolver = (pathname: string, request: FastifyRequest) => Promise<PageMeta | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add resolvers so shared links show real titles, descriptions and images. */
    addPageMeta(resolver: PageMetaResolver): void;
  }
}

export const webRoot = path.join(projectRoot, 'dist/web');
/** The server rendering of the public pages (web/entry-server.tsx, built by scripts/build.ts). */
export const ssrEntry = path.join(projectRoot, 'dist/web-ssr/entry-server.js');

interface SsrModule {
  render(input: {
    url: string;
    language: 'en' | 'bn';
    fetch: typeof fetch;
  }): Promise<
    | { kind: 'page'; status: number; html: string; modules?: string[]; head?: RenderedHead; state: unknown }
    | { kind: 'redirect'; status: number; location: string }
  >;
  /** A rendered page's icon sprite (decision 0046), or null for a URL this build did not make. */
  iconSprite?(version: string, file: string): string | null;
}

/**
 * The faces a page's text is drawn in, preloaded so they come with the page's first paint rather than after it:
 * fonts swap in (`font-display: swap`), and a face that comes late re-flows the text drawn in the fallback and moves
 * what is below it (decision 0044). For each script the page's HTML holds, the reader's first: Inter's one variable
 * face (every weight, ≈ 21 KB; decision 0045) and Noto Sans Bengali's (regular to bold, ≈ 68 KB; decision 0053).
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
const SERVER_RENDERED_ROUTES = ['/', '/courses', '/course/:id', '/about', '/privacy', '/faq'] as const;

/** Rendered pages kept (per language and URL); each is a few tens of KB of HTML and state. */
const RENDERED_PAGES_MAX = 300;
/** How many forms of one rendered page (theme, address it was asked at) keep their bytes. */
const KEPT_FORMS_PER_PAGE = 4;

/**
 * The bytes of the documents made from one rendering, kept beside it (they live as long as it stays in the cache): the
 * document a visitor is sent is compressed once, at brotli's best quality, instead of per request at the quality a
 * per-request compressor can afford — the home page's document then fits the first round trip of a new connection
 * (≈ 11.4 KB instead of 13.6 KB, with ≈ 1.3 KB of headers under the 14.6 KB a server sends before its first
 * acknowledgement; decision 0048). A document is only sent from kept bytes that hold exactly it.
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

/** The reader's language, from the cookie the web app's switch writes (web/i18n/index.ts); English otherwise. */
const languageOf = (request: FastifyRequest): 'en' | 'bn' => (request.cookies.pathshala_lang === 'bn' ? 'bn' : 'en');

/** JSON that is safe inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const stripTags = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function renderMeta(meta: PageMeta, url: string): string {
  const title = escapeHtml(stripTags(meta.title));
  const description = escapeHtml(stripTags(meta.description).slice(0, 300));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  if (meta.noIndex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  return tags.join('\n    ');
}

/**
 * The built web app's files as the URL paths that name them (`/assets/index-1.js`, `/favicon.svg`), listed once at
 * start; the build's own records (a folder or file whose name starts with a dot, such as `.vite/manifest.json`) are not
 * among them. Serving from this list, a request for anything else reaches the not-found handler without touching the
 * disk, and a file is found by its exact name: @fastify/static's wildcard route instead read every folder along the
 * path on every request, to refuse a differently spelled alias on a case-insensitive disk — the assets folder's ≈ 830
 * entries for each file, the top folder for each page of the learner and admin areas and each unknown path (a built
 * file 1,240 requests per second, the learner area's page 1,990, where the API answers ≈ 15,000; issue 10).
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
          ? importModule<SsrModule>(pathToFileURL(ssrPath).href).catch((err: unknown) => {
              app.log.error({ err }, 'the server rendering could not be loaded; pages render in the browser');
              return null;
            })
          : Promise.resolve(null));
    const resolvers: PageMetaResolver[] = [];
    app.decorate('addPageMeta', (resolver: PageMetaResolver) => void resolvers.push(resolver));

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
      // One route for every file (two routes per built file registered at start, ≈ 800 files, would cost the cold start;
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
      if (!SERVER_RENDERED_PAGE.test(pathname)) return null;
      const module = await loadSsr();
      if (!module) return null;
      const language = languageOf(request);
      // The page's API requests go through the app itself (same routes, cache and rules), as a visitor from the reader's address.
      const inProcess: typeof fetch = async (input, init) => {
        const res = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
          headers: { accept: 'application/json' },
          remoteAddress: request.ip,
          ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
        });
        return new Response(res.body, {
          status: res.statusCode,
          headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
        });
      };
      try {
        const page = await rendered.get(`${language} ${request.url}`, async () => {
          const result = await module.render({ url: request.url, language, fetch: inProcess });
          // a redirect is cheap to work out again; a failed render is not kept
          if (result.kind !== 'page') throw new RedirectAnswer(result);
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

    const serveIndex = async (
      request: FastifyRequest,
    ): Promise<{ html: string; redirect: string | undefined; rendering?: object | undefined; status?: number }> => {
      const pathname = request.url.split('?')[0] ?? '/';
      const base = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const theme = request.cookies.pathshala_theme;
      const rendered = await renderPage(request);
      if (rendered?.kind === 'redirect') return { redirect: rendered.location, html: '' };
      const pageUrl = base + request.url;
      // A rendered page's head comes from the same render as its content; the resolvers serve the other pages.
      const head = rendered?.kind === 'page' ? rendered.head : undefined;
      const absolute = (url: string | undefined) => (url ? new URL(url, base).toString() : undefined);
      let meta: PageMeta | null = head
        ? { title: head.title, description: head.description ?? '', image: absolute(head.image) }
        : null;
      for (const resolve of meta ? [] : resolvers) {
        meta = await resolve(pathname, request).catch((err: unknown) => {
          request.log.warn({ err }, 'page meta resolver failed');
          return null;
        });
        if (meta) break;
      }
      let headTags = renderMeta(meta ?? { title: 'Pathshala', description: 'Learn anything, anywhere.' }, pageUrl);
      if (head?.jsonLd) {
        const image = typeof head.jsonLd.image === 'string' ? absolute(head.jsonLd.image) : undefined;
        const data = { ...head.jsonLd, url: pageUrl, ...(image ? { image } : {}) };
        headTags += `\n    <script type="application/ld+json">${scriptJson(data)}</script>`;
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
      return { html, redirect: undefined, rendering: page, status: page?.status ?? 200 };
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await serveIndex(request);
      if (page.redirect !== undefined) return reply.redirect(page.redirect);
      // a course that does not exist is a 404 page, as a crawler should see it
      reply
        .status(page.status ?? 200)
        .header('Cache-Control', 'no-cache')
        .header('Content-Language', languageOf(request));
      if (!page.rendering) return reply.type('text/html; charset=utf-8').send(page.html);
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
    // compression above all (a course list is ≈ 95 KB of HTML, ≈ 15 KB compressed). The browser's own pages (the
    // learner and admin areas: the small index.html) and unknown paths still go through the not-found handler.
    if (hasBuild) {
      for (const url of SERVER_RENDERED_ROUTES) app.get(url, { schema: { hide: true } }, sendPage);
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

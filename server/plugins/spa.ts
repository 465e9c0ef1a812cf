import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { projectRoot } from '../paths.ts';

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
 * Serves the built web app: hashed assets cached for a year, index.html never cached, client routes fall back
 * to index.html with the page's meta tags filled in. Paths under /api, /uploads and /socket.io never fall back.
 */
export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { root?: string }) {
    const root = opts.root ?? webRoot;
    const resolvers: PageMetaResolver[] = [];
    app.decorate('addPageMeta', (resolver: PageMetaResolver) => void resolvers.push(resolver));

    const indexPath = path.join(root, 'index.html');
    const hasBuild = fs.existsSync(indexPath);
    let template: string | undefined;
    const readTemplate = () => (template ??= fs.readFileSync(indexPath, 'utf8'));

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else {
            res.header('Cache-Control', 'public, max-age=3600');
          }
        },
      });
    }

    const serveIndex = async (request: FastifyRequest) => {
      const pathname = request.url.split('?')[0] ?? '/';
      let meta: PageMeta | null = null;
      for (const resolve of resolvers) {
        meta = await resolve(pathname, request).catch((err: unknown) => {
          request.log.warn({ err }, 'page meta resolver failed');
          return null;
        });
        if (meta) break;
      }
      const base = app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const html = readTemplate().replace(
        /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/,
        renderMeta(meta ?? { title: 'Pathshala', description: 'Learn anything, anywhere.' }, base + request.url),
      );
      return html;
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isHtmlNavigation =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/^\/(api|uploads|socket\.io)(\/|$)/.test(pathname) &&
        !/\.[a-z0-9]+$/i.test(pathname);
      if (!isHtmlNavigation || !hasBuild) {
        return reply.status(404).send({
          success: false,
          message:
            hasBuild || !isHtmlNavigation
              ? `No route ${request.method} ${pathname}`
              : 'The web app is not built: run npm run build',
          code: 'route_not_found',
        });
      }
      const html = await serveIndex(request);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });

    if (hasBuild) {
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const html = await serveIndex(request);
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
      });
    }
  },
  { name: 'spa' },
);

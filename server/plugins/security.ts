import compress from '@fastify/compress';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { THEME_INIT_SCRIPT } from '#shared/theme-init.ts';
import { PLAYER_SCRIPT_SOURCES } from '#shared/video.ts';
import { COMPRESS_THRESHOLD } from '../lib/compression.ts';

/** The Content-Security-Policy source that allows the inline theme script, and only it, by its SHA-256. */
export const THEME_INIT_SOURCE = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/** Sources the web app really loads: video players, Google sign-in, and provider thumbnails. */
export const FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://player.vdocipher.com',
  'https://accounts.google.com',
];
export const IMAGE_SOURCES = [
  "'self'",
  'data:',
  'blob:',
  'https://i.ytimg.com',
  'https://i.vimeocdn.com',
  'https://lh3.googleusercontent.com',
];

/** The policy of every `/api/` answer: it loads nothing and may be framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers that only mean something on a document a browser renders (DNS prefetching of its links, IE8's download
 * dialog, Flash and Acrobat cross-domain policies, origin-keyed agent clusters, the legacy XSS auditor): an API
 * answer is data, so it goes without them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
  'x-xss-protection',
];

/**
 * The headers of `/api/` answers: the page headers without the document-only ones, and the strict API policy. What
 * protects data stays: nosniff, frame options, referrer policy, the cross-origin policies and (in production) HSTS.
 */
export function apiSecurityHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = { ...pageHeaders, 'content-security-policy': API_CONTENT_SECURITY_POLICY };
  for (const name of DOCUMENT_ONLY_HEADERS) delete headers[name];
  return headers;
}

/**
 * The headers helmet sets for these options, computed once: they do not depend on the request (no nonces), and
 * @fastify/helmet rebuilt every middleware and re-parsed the policy on each request (docs/decisions/0018).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const isProd = app.env.NODE_ENV === 'production';
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'", ...(app.env.UDDOKTAPAY_BASE_URL ? [new URL(app.env.UDDOKTAPAY_BASE_URL).origin] : [])],
          // the theme script inline in every page's <head> (shared/theme-init.ts, decision 0048), and no other; the
          // video players' own APIs, which the learning page loads to resume a video (decision 0086)
          scriptSrc: ["'self'", THEME_INIT_SOURCE, 'https://accounts.google.com/gsi/client', ...PLAYER_SCRIPT_SOURCES],
          // Toast and dialog libraries inject <style> elements; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          // Uploads kept in an S3-compatible store with a public address load from there (S3_PUBLIC_URL).
          imgSrc: [
            ...IMAGE_SOURCES,
            ...(app.env.S3_BUCKET && app.env.S3_PUBLIC_URL ? [new URL(app.env.S3_PUBLIC_URL).origin] : []),
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          frameSrc: FRAME_SOURCES,
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          ...(isProd ? { upgradeInsecureRequests: [] } : { upgradeInsecureRequests: null }),
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: isProd,
    });
    // API answers are data, never a document to render: the strictest policy, and a far shorter header (OWASP's
    // REST guidance). Pages, assets and uploads carry the app's policy above.
    const apiHeaders = apiSecurityHeaders(headers);
    // Every answer carries them; an answer that needs another policy (the payment sandbox page, the API docs page)
    // sets its own.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      done();
    });
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  },
  { name: 'security' },
);

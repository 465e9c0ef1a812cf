import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { compressBest, compressBestSync, COMPRESS_THRESHOLD, type KeptEncoding } from './compression.ts';
import { readerLanguage } from './reader-language.ts';

/** Public content is cached by browsers but revalidated on every use, so an admin's save shows at once. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The empty answer of a conditional GET whose ETag still matches (for route response schemas). */
export const NotModifiedSchema = z.null().describe('Not modified: the ETag sent in If-None-Match is current');

/** True when the request's If-None-Match names this ETag (weak or strong comparison, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Serves a public read through the in-process cache (`lookup` calls `app.cache.get`): sets ETag and Cache-Control, answers 304 when the client's
 * copy is current, otherwise returns the cached value for the handler to wrap.
 */
export async function cachedRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  lookup: () => Promise<{ value: T; etag: string }>,
): Promise<{ notModified: true } | { notModified: false; value: T }> {
  const { value, etag } = await lookup();
  if (isNotModified(request, reply, etag)) return { notModified: true };
  return { notModified: false, value };
}

/** An answer's bytes, and its compressed forms once a client has asked for them (each made once). */
export interface KeptBytes {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
type EncodedAnswer = KeptBytes;
/** The bytes of each cached value's answer, per route: they live as long as the value stays in the cache. */
const encodedAnswers = new WeakMap<object, Map<string, EncodedAnswer>>();

/** The answers for the Accept-Encoding values seen (browsers send a handful of them), parsed once each. */
const encodingChoices = new Map<string, KeptEncoding | null>();
const ENCODING_CHOICES_MAX = 64;

/** The encoding a client accepts that we keep (brotli, else gzip), or null (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): KeptEncoding | null {
  if (!acceptEncoding) return null;
  const known = encodingChoices.get(acceptEncoding);
  if (known !== undefined) return known;
  const choice = parseEncoding(acceptEncoding);
  if (encodingChoices.size < ENCODING_CHOICES_MAX) encodingChoices.set(acceptEncoding, choice);
  return choice;
}

function parseEncoding(acceptEncoding: string): KeptEncoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** The bytes kept for one cached value's answer on this route (exported for the tests). */
export function encodedAnswerOf(value: object, url: string): EncodedAnswer | undefined {
  return encodedAnswers.get(value)?.get(url);
}

/**
 * The bytes of the answer of a cached value, kept beside it: validated by the route's answer schema and serialised
 * once, compressed once per encoding when first asked for (brotli at its best quality, since it is paid once), so a
 * cached answer costs no serialisation or compression per request.
 */
function encodedAnswer(request: FastifyRequest, value: object, answer: () => object): EncodedAnswer {
  const url = request.routeOptions.url ?? request.url;
  let byRoute = encodedAnswers.get(value);
  if (!byRoute) encodedAnswers.set(value, (byRoute = new Map()));
  let encoded = byRoute.get(url);
  if (!encoded) {
    const schema = (request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
    const body = { success: true, ...answer() };
    encoded = { body: Buffer.from(JSON.stringify(schema ? schema.parse(body) : body)) };
    byRoute.set(url, encoded);
  }
  return encoded;
}

/** Compressions under way off the event loop, so that readers asking at once share one. */
const compressing = new WeakMap<KeptBytes, Partial<Record<KeptEncoding, Promise<Buffer>>>>();

/**
 * Makes the kept bytes' form in the encoding this client prefers, if it is not made yet, in Node's thread pool: brotli
 * at its best quality is slow on a large answer such as a rendered page, so the event loop does not wait for it.
 * `sendKeptBytes` then sends it.
 */
export async function compressKept(request: FastifyRequest, kept: KeptBytes): Promise<void> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || kept[encoding] || kept.body.length < COMPRESS_THRESHOLD) return;
  let underWay = compressing.get(kept);
  if (!underWay) compressing.set(kept, (underWay = {}));
  kept[encoding] = await (underWay[encoding] ??= compressBest(kept.body, encoding));
}

/** Sends a kept JSON answer in the encoding the client prefers. */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedAnswer): FastifyReply {
  return sendKeptBytes(request, reply, encoded, 'application/json; charset=utf-8');
}

/**
 * Sends kept bytes in the encoding the client prefers (brotli, else gzip, else as they are), compressing them the
 * first time an encoding is asked for and keeping the result: brotli at its best quality, since it is paid once per
 * answer, not per request (smaller than the per-request compression's, decision 0048).
 */
export function sendKeptBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptBytes,
  contentType: string,
): FastifyReply {
  const vary = reply.getHeader('vary');
  reply
    .header('content-type', contentType)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || kept.body.length < COMPRESS_THRESHOLD) return reply.send(kept.body);
  const bytes = (kept[encoding] ??= compressBestSync(kept.body, encoding));
  // @fastify/compress leaves an answer that already carries a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(bytes);
}

/** ETag and Cache-Control of a public answer; true when the client's copy is current (the answer is a 304). */
function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  // The content's language follows the cookie and Accept-Language when the URL has no `?lang=` (decision 0092).
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL).header('vary', 'accept-language, cookie');
  return etagMatches(request.headers['if-none-match'], etag);
}

/**
 * What a visitor's kept answer is remembered by: its URL and the reader's language, since a content answer is in
 * the language the cookie or Accept-Language asks for when the URL does not say it.
 */
export const keptAnswerKey = (request: Pick<FastifyRequest, 'url' | 'query' | 'cookies' | 'headers'>): string =>
  `${readerLanguage(request as FastifyRequest)} ${request.url}`;

/** A visitor's GET: the one kind of request whose answer from `servePublic` is the same for every sender of its URL. */
const isVisitorGet = (request: FastifyRequest) => request.method === 'GET' && request.sessionUser === null;

/**
 * A handler's whole answer for a public cached read: 304 when the client's copy is current, else the cached value
 * wrapped as the endpoint's answer fields, sent from bytes kept with the cache entry. A visitor's GET is remembered
 * by its URL (`app.cache.keepAnswer`), so the next visitor asking for the same URL is answered by
 * `answerVisitorFromKept` before the query is validated or the handler runs.
 */
export async function servePublic<T, A extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  lookup: () => Promise<{ value: T; etag: string }>,
  wrap: (value: T) => A,
): Promise<A | FastifyReply> {
  const read = await lookup();
  if (isNotModified(request, reply, read.etag)) return reply.status(304).send(null);
  const { value } = read;
  if (typeof value !== 'object' || value === null) return wrap(value);
  const encoded = encodedAnswer(request, value, () => wrap(value));
  if (isVisitorGet(request)) request.server.cache.keepAnswer(keptAnswerKey(request), read, encoded);
  return sendEncoded(request, reply, encoded);
}

/**
 * Sends a cached value's answer from the same kept bytes as `servePublic`, without its ETag and public Cache-Control:
 * for a caller whose answer happens to be the visitors' (a signed-in learner's catalogue page holding none of their
 * courses); the handler sets its own Cache-Control.
 */
export function sendKept<T extends object, A extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  value: T,
  wrap: (value: T) => A,
): FastifyReply {
  return sendEncoded(
    request,
    reply,
    encodedAnswer(request, value, () => wrap(value)),
  );
}

/**
 * The onRequest hook of public cached routes (route() adds it after the access check): a visitor's GET of a URL that
 * `servePublic` answered before, from a cache entry that is still current, is answered from the same kept bytes
 * (or a 304) at once — the same answer the handler would give, without validating the query, running the handler or
 * looking the entry up again. Anything else goes on to the handler.
 */
export function answerVisitorFromKept(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const kept = isVisitorGet(request)
    ? request.server.cache.keptAnswer<EncodedAnswer>(keptAnswerKey(request))
    : undefined;
  if (!kept) return done();
  if (isNotModified(request, reply, kept.etag)) reply.status(304).send(null);
  else sendEncoded(request, reply, kept.answer);
}

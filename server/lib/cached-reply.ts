import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

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
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
  if (etagMatches(request.headers['if-none-match'], etag)) return { notModified: true };
  return { notModified: false, value };
}

/**
 * A handler's whole answer for a public cached read: 304 when the client's copy is current, else the cached value
 * wrapped as the endpoint's answer fields.
 */
export async function servePublic<T, A>(
  request: FastifyRequest,
  reply: FastifyReply,
  lookup: () => Promise<{ value: T; etag: string }>,
  wrap: (value: T) => A,
): Promise<A | FastifyReply> {
  const read = await cachedRead(request, reply, lookup);
  return read.notModified ? reply.status(304).send(null) : wrap(read.value);
}

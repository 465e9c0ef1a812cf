import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBodySchema } from '#shared/api.ts';
import type { Endpoint, HandlerAnswer, ParsedBody, ParsedParams, ParsedQuery } from '#shared/endpoint.ts';
import { COMMON_ERROR_CODES, ERROR_STATUS, type ErrorCode } from '#shared/errors.ts';
import { messageIn } from '#shared/messages/index.ts';
import { refuseControlCharacters } from '#shared/text-input.ts';
import type { SessionUser } from '../plugins/access.ts';
import { answerVisitorFromKept, NotModifiedSchema } from './cached-reply.ts';
import { readerLanguage } from './reader-language.ts';

/** The Fastify instance a module's routes are registered on (zod schemas, typed). */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The signed-in caller for a route that needs one; maybe null on a public route. */
export type CallerOf<E extends Endpoint> = E['access'] extends 'public' ? SessionUser | null : SessionUser;

/** What a handler gets: the validated input, the caller, and the raw request and reply for the rare route that needs them. */
export interface HandlerContext<E extends Endpoint> {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  caller: CallerOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler returns the answer's fields (the route adds `success: true`), or the reply itself when it sent
 * something else (a 304, cached bytes).
 */
export type Handler<E extends Endpoint> = (context: HandlerContext<E>) => Promise<HandlerAnswer<E> | FastifyReply>;

/** Extra route options that are not part of the contract: rate limits and pre-handlers (limits keyed on the body). */
export interface RouteExtras {
  config?: Omit<NonNullable<RouteShorthandOptions['config']>, 'access' | 'endpoint'>;
  preHandler?: RouteShorthandOptions['preHandler'];
  /** A larger body than the app's default (uploads sent as data URLs). */
  bodyLimit?: number;
  /** Answers that are not the error envelope, by status (the health checks' 503 bodies); they replace the default. */
  responses?: Record<number, z.ZodType>;
  /** The media types of an answer that is not JSON (a CSV export), for the OpenAPI document. */
  produces?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (the error handler checks answered codes against it). */
    endpoint?: Endpoint;
  }
}

const CACHE_CONTROL = { private: 'private, no-cache', 'no-store': 'no-store' } as const;

/** The codes an endpoint may answer: declared ones, the common ones, and those its access level implies. */
export function answerableCodes(endpoint: Endpoint): Set<ErrorCode> {
  const codes = new Set<ErrorCode>([...COMMON_ERROR_CODES, ...(endpoint.errors ?? [])]);
  if (endpoint.access !== 'public') codes.add('unauthorized');
  if (endpoint.access === 'admin' || endpoint.access === 'superAdmin') codes.add('forbidden');
  if (endpoint.method !== 'GET') codes.add('foreign_origin');
  return codes;
}

/** The error answers of the OpenAPI document: one entry per status, naming the codes that come with it. */
function errorResponses(endpoint: Endpoint, hasRateLimit: boolean): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  const declared = new Set<ErrorCode>(endpoint.errors ?? []);
  const codes = [...answerableCodes(endpoint)].filter((code) => {
    if (declared.has(code)) return true;
    // Common codes are listed only where they can really happen on this route.
    if (code === 'too_many_requests') return hasRateLimit;
    if (code === 'validation_failed' || code === 'bad_request')
      return Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);
    if (code === 'invalid_json' || code === 'payload_too_large' || code === 'unsupported_media_type')
      return Boolean(endpoint.body);
    return true;
  });
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<number, z.ZodType> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[status] = ErrorBodySchema.describe(`Codes: ${list.join(', ')}`);
  }
  return out;
}

/**
 * Registers one route from its declaration: path, method, access (enforced by the access plugin before the body
 * is read), the zod schemas (validation, serialisation, OpenAPI) and the error answers. The handler gets typed
 * input and caller and returns the answer's fields.
 */
export function route<E extends Endpoint>(
  app: ApiApp,
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): void {
  const hasRateLimit = Boolean((extras.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...extras.config, access: endpoint.access, endpoint },
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    // A visitor's repeated read of a public cached answer is answered from its kept bytes (lib/cached-reply.ts).
    ...(endpoint.cache === 'public' ? { onRequest: answerVisitorFromKept } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      // Every input refuses control characters, once, here (shared/text-input.ts): a body's strings may hold tabs
      // and line breaks, a query's and a path's none.
      ...(endpoint.params ? { params: refuseControlCharacters(endpoint.params, 'singleLine') } : {}),
      ...(endpoint.query ? { querystring: refuseControlCharacters(endpoint.query, 'singleLine') } : {}),
      ...(endpoint.body ? { body: refuseControlCharacters(endpoint.body, 'multiLine') } : {}),
      response: {
        [endpoint.status ?? 200]: endpoint.answer,
        ...(endpoint.cache === 'public' ? { 304: NotModifiedSchema } : {}),
        ...errorResponses(endpoint, hasRateLimit),
        ...extras.responses,
      },
      ...(extras.produces ? { produces: extras.produces } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as ParsedParams<E>,
        query: request.query as ParsedQuery<E>,
        body: request.body as ParsedBody<E>,
        caller: request.sessionUser as CallerOf<E>,
        request,
        reply,
      });
      // A handler that sent its own answer (a 304, kept bytes) returns the reply; awaiting it (a thenable) resolves
      // once the answer is out, so check `sent` too, or Fastify would be asked to send a second answer.
      if ((result as unknown) === reply || reply.sent) return reply;
      answerHeaders(reply, endpoint);
      // A success message ("Question added successfully") is said in the caller's language (issue 34).
      const answer = result as { message?: unknown };
      if (typeof answer.message === 'string')
        return { success: true as const, ...answer, message: messageIn(answer.message, readerLanguage(request)) };
      return { success: true as const, ...(result as object) };
    },
  });
}

/** What route() sets on a handler's answer besides its body: the endpoint's status and Cache-Control. */
function answerHeaders(reply: FastifyReply, endpoint: Endpoint): void {
  if (endpoint.status) reply.status(endpoint.status);
  if (endpoint.cache && endpoint.cache !== 'public' && !reply.hasHeader('cache-control')) {
    reply.header('Cache-Control', CACHE_CONTROL[endpoint.cache]);
  }
}

/**
 * Sends an answer the handler serialised itself, from parts validated against the endpoint's schemas once and kept
 * (the signed-in user's profile: users.service's `profileJson`), as route() sends the fields it is given: the
 * endpoint's status and Cache-Control, JSON. No per-request validation or serialisation of the kept parts.
 */
export function sendSerialized(reply: FastifyReply, endpoint: Endpoint, json: string): FastifyReply {
  answerHeaders(reply, endpoint);
  return reply.type('application/json; charset=utf-8').send(json);
}

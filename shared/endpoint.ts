import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * An API endpoint, declared once (design.md §3): the server registers its route from this declaration (path,
 * access, schemas, error responses) and the web client is typed from the same object. `path` is the spec's path
 * without the `/api` prefix, with Fastify's `:param` segments.
 */
export const ACCESS_LEVELS = ['public', 'user', 'admin', 'superAdmin'] as const;
/** Who may call an endpoint: anyone, a signed-in user, an admin, or a super admin. */
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (`{ success: true, ... }`, built with `ok()`). */
  answer: z.ZodType;
  /** The success status when it is not 200 (201 for a creation, 204 for an answer with no body). */
  status?: 200 | 201 | 204;
  /** The error codes this endpoint can answer beyond the common ones (shared/errors.ts COMMON_ERROR_CODES). */
  errors?: readonly ErrorCode[];
  /**
   * How the answer may be cached: `public` answers carry an ETag and may be revalidated by any cache; `private`
   * ones only by the caller's browser; `no-store` ones never.
   */
  cache?: 'public' | 'private' | 'no-store';
}

export interface Endpoint extends EndpointSpec {
  tags: readonly string[];
}

/**
 * Declares the endpoints of one area under one OpenAPI tag. The object keeps its literal types, so
 * `cartApi.add.body` is the exact schema and the web client knows its input and answer. (The server adds the refusal
 * of control characters when it registers the route, server/lib/route.ts: this file is in every page's bundle, and
 * a runtime import of zod here would put zod there too.)
 */
export function endpoints<const T extends Record<string, EndpointSpec>>(
  tag: string,
  specs: T,
): { [K in keyof T]: T[K] & { tags: readonly [string] } } {
  const out = {} as Record<string, Endpoint>;
  for (const [name, spec] of Object.entries(specs)) out[name] = { ...spec, tags: [tag] };
  return out as { [K in keyof T]: T[K] & { tags: readonly [string] } };
}

type Infer<S, Fallback, Dir extends 'in' | 'out'> = S extends z.ZodType
  ? Dir extends 'in'
    ? z.input<S>
    : z.output<S>
  : Fallback;

/** What a caller sends: path params, query and body, each as the schema accepts it. */
export type EndpointInput<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** What a caller sends as the body (the web's mutation variables). */
export type EndpointBody<E extends EndpointSpec> = Infer<E['body'], undefined, 'in'>;
/** The success answer as it arrives in JSON (after the server's serialisation). */
export type EndpointAnswer<E extends EndpointSpec> = Infer<E['answer'], never, 'out'>;
/** What a handler returns: the answer's fields without the `success` flag the route adds. */
export type HandlerAnswer<E extends EndpointSpec> = Omit<Infer<E['answer'], never, 'in'>, 'success'>;
/** The validated input a handler receives. */
export type ParsedParams<E extends EndpointSpec> = Infer<E['params'], Record<string, never>, 'out'>;
export type ParsedQuery<E extends EndpointSpec> = Infer<E['query'], Record<string, never>, 'out'>;
export type ParsedBody<E extends EndpointSpec> = Infer<E['body'], undefined, 'out'>;

/** Fills `:name` segments of a declared path: `/cart/remove/:courseId` → `/cart/remove/3f…`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a URL query string (`?a=1&b=x`), leaving out undefined, null and empty values. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';
import type { TrustFunction } from './trust-proxy.ts';
import { logStream, type LogStream } from './log-stream.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming request id is kept only when it is this short and made of these characters (no spaces, no quotes). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._~:@+=/-]{1,128}$/;

/**
 * Fastify's `genReqId`: a well-formed `x-request-id` is kept when the connection comes from a trusted proxy (the
 * TRUST_PROXY rule that also gives `request.ip`), so one id follows a request through the proxy's log and ours;
 * otherwise, or when the header is missing or malformed, a new UUID. The id is sent back in the `x-request-id` answer
 * header (app.ts).
 */
export function requestIdGenerator(trusted: TrustFunction | false): (request: IncomingMessage) => string {
  if (!trusted) return () => randomUUID();
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) && peer !== undefined && trusted(peer, 0)
      ? sent
      : randomUUID();
  };
}

/** Field names whose values are secrets, at the top of a logged object or in a body, query, params, user or data. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'activationToken',
  'activation_token',
  'activationCode',
  'activation_code',
  'credential',
  'apiKey',
  'api_key',
  'secret',
  'authorization',
  'cookie',
];
/** Headers that carry credentials: sessions, bearer tokens, the payment gateway's key. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'rt-uddoktapay-api-key', 'x-api-key'];

export const REDACTED = '[redacted]';
export const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]),
  // Named containers, not `*.field`: a wildcard makes pino walk every logged object, which costs many times a
  // request's two log lines; these are a few property checks.
  ...SECRET_FIELDS.flatMap((f) => [f, ...['body', 'query', 'params', 'user', 'data'].map((c) => `${c}.${f}`)]),
  'err.params',
];

/** Query parameters whose values never reach the log (the request line of every request is logged). */
const SECRET_QUERY = /([?&](?:[^=&#]*(?:token|password|secret|key|code|signature|credential)[^=&#]*)=)[^&#]*/gi;

/** The URL as logged: secret-looking query values replaced. */
export const scrubUrl = (url: string): string => (url.includes('?') ? url.replace(SECRET_QUERY, `$1${REDACTED}`) : url);

/** Drizzle's query error puts every parameter (e-mails, hashes, tokens) in its message: the log keeps the query only. */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;

/**
 * The logger settings (pino through Fastify): JSON lines, or readable lines with LOG_FORMAT=pretty (the default when
 * stdout is a terminal); credentials redacted by path, secret query values scrubbed from request URLs, query
 * parameters dropped from database errors. `stream` (tests) receives the JSON lines instead of stdout.
 */
export async function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  options: { stream?: Writable; level?: string; isTerminal?: boolean } = {},
): Promise<Exclude<FastifyServerOptions['logger'], boolean | undefined>> {
  const pretty =
    !options.stream && (env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : (options.isTerminal ?? process.stdout.isTTY));
  let stream: Writable | LogStream | undefined = options.stream;
  if (!stream && !pretty) {
    // JSON to stdout through a stream that never blocks or throws on a slow or vanished reader (lib/log-stream.ts):
    // pino's own default retries a full pipe forever on the main thread, so not even the forced exit could run.
    stream = logStream();
  }
  if (pretty) {
    // Loaded only when used: the JSON path (production) never pays for it. Synchronous, so the lines written just
    // before process.exit (a refused start, the end of a shutdown) are not lost.
    const { default: pinoPretty } = await import('pino-pretty');
    stream = pinoPretty({
      colorize: true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      // One line per request event: `[id] incoming request GET /path`, `[id] request completed 200 in 3.1 ms`.
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: (log, messageKey) => {
        const req = log.req as { method?: string; url?: string } | undefined;
        const res = log.res as { statusCode?: number } | undefined;
        let line = `${log.reqId ? `[${String(log.reqId)}] ` : ''}${String(log[messageKey])}`;
        if (req?.method) line += ` ${req.method} ${req.url}`;
        if (res?.statusCode) line += ` ${res.statusCode}`;
        if (typeof log.responseTime === 'number') line += ` in ${log.responseTime.toFixed(1)} ms`;
        return line;
      },
    });
  }
  return {
    level: options.level ?? env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: scrubUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // Runs before the serializers: a database error is logged as a copy without its parameters.
    formatters: {
      log: (object: Record<string, unknown>) =>
        isDrizzleQueryError(object.err) ? { ...object, err: withoutParams(object.err) } : object,
    },
  };
}

/** Drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <every value>` in its message and stack. */
const isDrizzleQueryError = (error: unknown): error is Error & { query: string; params: unknown[] } =>
  error instanceof Error && Array.isArray((error as { params?: unknown }).params) && DRIZZLE_PARAMS.test(error.message);

function withoutParams(error: Error & { query: string }): Error {
  const copy = new Error(error.message.replace(DRIZZLE_PARAMS, `\nparams: ${REDACTED}`), { cause: error.cause });
  Object.setPrototypeOf(copy, Object.getPrototypeOf(error) as object);
  copy.name = error.name;
  copy.stack = error.stack?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
  return Object.assign(copy, { query: error.query });
}

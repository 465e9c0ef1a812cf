import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is wrong": the
 * error handler answers those 503 with Retry-After (design decision 0007), every other failure stays a 500.
 * Recognised, on the error itself or under the DrizzleQueryError / AggregateError that wraps it:
 * - socket failures of the pg driver (refused, reset, unreachable, timed out);
 * - PostgreSQL's SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, not yet accepting
 *   connections) and 53300 (too many connections);
 * - pg's own messages for a connection that ended, a connect or query timeout and a pool that was ended;
 * - PGlite closed or closing.
 * Only those wrappers are looked through: a failed `fetch` to another service (a TypeError whose cause is a
 * refused socket) is not the database.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
const MESSAGES = [
  /^Connection terminated/,
  /^timeout expired$/, // pg.Client's own connect timeout
  /^Query read timeout$/, // pg.Client's query_timeout: the server did not answer at all (a partition)
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof DrizzleQueryError) return isDatabaseUnavailable(error.cause, depth + 1);
  if (error instanceof AggregateError) return error.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
  return false;
}

/** The answer's message and how long a client should wait before trying again (seconds). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

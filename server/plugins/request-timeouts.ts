import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';

/**
 * Time limits on what a client sends (issue 32 §6; decision 0068), so an idle or trickling connection cannot be held
 * open. Node's HTTP server bounds the headers and, at the upload bound, every whole request (its own 408 and close);
 * the plugin below gives ordinary bodies a shorter bound. The server's options are Fastify's.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A socket with nothing read or written for this long is closed (a stalled client, a reader that stopped reading). */
export const IDLE_CONNECTION_TIMEOUT_MS = 60_000;
/** Routes whose declared body limit is above the app's take the upload bound (their bodies may carry images). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

/** Fastify's and Node's server options for the limits above. */
export function requestTimeoutOptions(env: Pick<Env, 'UPLOAD_TIMEOUT_MS'>) {
  return {
    requestTimeout: env.UPLOAD_TIMEOUT_MS,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    // Node checks both every connectionsCheckingInterval (30 s by default): checked each second, a limit holds.
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
  } satisfies Partial<FastifyServerOptions> & { http: object };
}

const hasBody = (request: FastifyRequest) => {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
};
/** An upload: a multipart body, or a route whose body may carry images (a larger declared limit). */
export const isUpload = (request: FastifyRequest) =>
  request.routeOptions.bodyLimit > DEFAULT_BODY_LIMIT ||
  request.headers['content-type']?.startsWith('multipart/form-data') === true;

/**
 * An ordinary body must arrive within BODY_TIMEOUT_MS of its headers; an upload within UPLOAD_TIMEOUT_MS (also Node's
 * whole-request bound, which this meets first). Past it: 408, and the connection is closed.
 */
export default fp(
  async function requestTimeoutsPlugin(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      if (!hasBody(request) || request.raw.complete) return done();
      const timer = setTimeout(
        () => {
          // Answered already (a refusal before the body is read): Node reads the rest within its own bound.
          if (request.raw.complete || reply.sent) return;
          reply.header('connection', 'close').send(new AppError('request_timeout', REQUEST_TIMEOUT_MESSAGE));
        },
        isUpload(request) ? app.env.UPLOAD_TIMEOUT_MS : app.env.BODY_TIMEOUT_MS,
      );
      timer.unref();
      const clear = () => clearTimeout(timer);
      request.raw.once('end', clear);
      request.raw.once('close', clear);
      reply.raw.once('close', clear);
      done();
    });
  },
  { name: 'request-timeouts' },
);

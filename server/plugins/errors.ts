import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#shared/api.ts';
import type { Language } from '#shared/bilingual.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { messageIn } from '#shared/messages/index.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import { AppError } from '../errors.ts';
import { readerLanguage } from '../lib/reader-language.ts';
import { answerableCodes } from '../lib/route.ts';

/** Fastify's own refusals (body parser, unknown content type) under the codes of shared/errors.ts. */
const FASTIFY_CODES: Record<number, ErrorCode> = {
  404: 'route_not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/**
 * One error handler for the whole API: every failure leaves as the envelope of design.md §4, its message (and each
 * field's) in the caller's language (issue 34: shared/messages).
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  // An outage fails every request: its log line is written once per 10 s with the number of answers since.
  let outageLoggedAt = 0;
  let outageAnswers = 0;
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const language = readerLanguage(request);
    const say = (text: string, code: ErrorCode) => messageIn(text, language, code);
    if (error instanceof AppError) {
      const endpoint = request.routeOptions.config.endpoint;
      // Under test, an answer with a code its endpoint does not declare is a bug in the declaration: say so loudly.
      if (app.env.NODE_ENV === 'test' && endpoint && !answerableCodes(endpoint).has(error.code)) {
        return reply.status(500).send({
          success: false,
          message: `${endpoint.method} ${endpoint.path} answered the undeclared error code ${error.code}`,
          code: 'internal_error',
        } satisfies ErrorBody);
      }
      const body: ErrorBody = { success: false, message: say(error.message, error.code), code: error.code };
      if (error.fields) body.fields = sayFields(error.fields, language);
      if (error.rows) body.errors = error.rows.map((row) => ({ ...row, message: messageIn(row.message, language) }));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (key && !fields[key])
          fields[key] = messageIn(issue.message ?? 'Invalid value', language, 'validation_failed');
      }
      const first = error.validation[0];
      const where = Object.keys(fields)[0];
      const text = first?.message ?? 'Invalid request';
      // Our schemas carry the spec's own messages, shown as they are; zod's generic ones get the field's name.
      const isGeneric = /^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(text);
      const message =
        where && isGeneric ? `${where}: ${say(text, 'validation_failed')}` : say(text, 'validation_failed');
      return reply.status(400).send({ success: false, message, code: 'validation_failed', fields } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, reqId: request.id }, 'response did not match its schema');
      return reply.status(500).send({
        success: false,
        message: say('Something went wrong', 'internal_error'),
        code: 'internal_error',
      } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: say so, and when to come back; the pool reconnects by itself.
      outageAnswers += 1;
      if (Date.now() - outageLoggedAt >= 10_000) {
        request.log.error({ err: error, answers: outageAnswers }, 'database unreachable: answering 503');
        outageLoggedAt = Date.now();
        outageAnswers = 0;
      }
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          success: false,
          message: say(DATABASE_UNAVAILABLE_MESSAGE, 'database_unreachable'),
          code: 'database_unreachable',
        } satisfies ErrorBody);
    }
    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        message: say(`Something went wrong (request ${request.id})`, 'internal_error'),
        code: 'internal_error',
      } satisfies ErrorBody);
    }
    if (status === 429) {
      return reply.status(429).send({
        success: false,
        message: say(fe.message || 'Too many attempts. Please try again later.', 'too_many_requests'),
        code: 'too_many_requests',
      } satisfies ErrorBody);
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to show.
    const code = FASTIFY_CODES[status] ?? 'bad_request';
    return reply.status(status).send({ success: false, message: say(fe.message, code), code } satisfies ErrorBody);
  });
});

function sayFields(fields: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, messageIn(text, language)]));
}

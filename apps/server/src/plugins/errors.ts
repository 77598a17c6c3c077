import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  parseMessage,
  renderMessage,
  SERVER_MESSAGES as S,
  type ErrorCode,
  type ErrorResponse,
} from '@netclass/shared';
import { closedByClient } from '../lib/client-gone.js';
import { AppError, rateLimited, serviceUnavailable } from '../lib/errors.js';
import { isDatabaseUnavailable, postgresCode } from '../lib/pg-errors.js';
import { issueCode } from '../lib/validation.js';
import { requestLanguage } from './message-language.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Errors also carry `error` (= message): the old client reads it on material routes. */
    errorField?: boolean;
  }
}

const byFastifyCode: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: S.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_TYPE', message: S.mediaTypeUnsupported },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION', message: S.bodyMissing },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION', message: S.jsonInvalid },
};

/**
 * PostgreSQL refuses some text outright (a NUL character: 22021, untranslatable: 22P05).
 * That is the client's input, not a server fault: answer 400 instead of 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * Every failure leaves as `{message, code}` with the right status, never a stack trace: the
 * message worded in the request's language, with its `key` and `params` when it is one of the
 * message locales' (docs/decisions/041); a 400 about one field also names it: `field`.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const withErrorField = request.routeOptions.config?.errorField === true;
    const language = requestLanguage(request);
    const send = (status: number, { message, ...rest }: ErrorResponse) => {
      const keyed = parseMessage(message);
      const body: ErrorResponse = {
        message: renderMessage(message, language),
        ...rest,
        ...(keyed ? { key: keyed.key, ...(keyed.params ? { params: keyed.params } : {}) } : {}),
      };
      return reply.status(status).send(withErrorField ? { ...body, error: body.message } : body);
    };
    // The database restarting or unreachable is not this request's fault: 503, try again soon.
    const databaseDown = isDatabaseUnavailable(thrown);
    if (databaseDown) request.log.warn({ err: thrown }, 'the database is unavailable; answered 503');
    const error = databaseDown ? serviceUnavailable() : thrown;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return send(error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? S.invalid;
      const code = issueCode(first?.params);
      // zod's own (English) messages name the field; a message of the locales (or one with its own code) stands as it is.
      const named = field && code === 'VALIDATION' && !parseMessage(message);
      return send(400, { message: named ? `${field}: ${message}` : message, code, ...(field ? { field } : {}) });
    }
    if (UNSTORABLE_TEXT.has(postgresCode(error) ?? '')) {
      return send(400, { message: S.textUnstorable, code: 'VALIDATION' });
    }
    const known = error.code ? byFastifyCode[error.code] : undefined;
    if (known) return send(known.status, { message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return send(429, { message: rateLimited().message, code: 'RATE_LIMITED' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { message: S.requestInvalid, code: 'VALIDATION' });
    }
    if (closedByClient(error, request.raw)) {
      request.log.info({ reason: error.message }, 'the client closed the request before it was answered');
      return send(400, { message: S.requestAborted, code: 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    // The id a user can quote: it finds this request's log lines.
    return send(500, { message: S.internal, code: 'INTERNAL', requestId: request.id });
  });
});

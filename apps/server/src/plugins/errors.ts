import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@netclass/shared';
import { AppError } from '../lib/errors.js';

const byFastifyCode: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Dữ liệu gửi lên quá lớn.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_TYPE', message: 'Định dạng dữ liệu không được hỗ trợ.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION', message: 'Thiếu dữ liệu gửi lên.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION', message: 'Dữ liệu JSON không hợp lệ.' },
};

/**
 * PostgreSQL refuses some text outright (a NUL character: 22021, untranslatable: 22P05).
 * That is the client's input, not a server fault: answer 400 instead of 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function postgresCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Every failure leaves as `{message, code}` with the right status; never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorResponse) => reply.status(status).send(body);
    if (error instanceof AppError) {
      return send(error.statusCode, { message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Dữ liệu không hợp lệ.';
      return send(400, { message: field && !/[À-ỹ]/.test(message) ? `${field}: ${message}` : message, code: 'VALIDATION' });
    }
    if (UNSTORABLE_TEXT.has(postgresCode(error) ?? '')) {
      return send(400, { message: 'Dữ liệu chứa ký tự không hợp lệ.', code: 'VALIDATION' });
    }
    const known = error.code ? byFastifyCode[error.code] : undefined;
    if (known) return send(known.status, { message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return send(429, { message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.', code: 'RATE_LIMITED' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { message: 'Yêu cầu không hợp lệ.', code: 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Lỗi server', code: 'INTERNAL' });
  });
});

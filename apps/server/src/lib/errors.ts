import {
  LINK_MESSAGES,
  PASSWORD_CHANGE_REQUIRED,
  PROFILE_MESSAGES,
  SERVER_MESSAGES as S,
  type ErrorCode,
} from '@netclass/shared';

/**
 * An error a service throws on purpose; the error plugin turns it into `{message, code, key, params}`.
 * `message` is a message key (packages/shared/src/message-keys.ts), rendered in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Sent as the Retry-After header (seconds) when set: a 429 or 503 says when to try again. */
    readonly retryAfterSeconds?: number,
    /** The request field a 400 is about (dotted path), sent as `field`. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION', field?: string) =>
  new AppError(400, code, message, undefined, field);
export const unauthenticated = (message: string = S.unauthenticated) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = S.forbidden, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
/** The account must first replace the password someone else set (docs/decisions/022-first-login-password.md). */
export const passwordChangeRequired = () =>
  new AppError(403, PASSWORD_CHANGE_REQUIRED, PROFILE_MESSAGES.passwordChangeRequired);
export const notFound = (message: string = S.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);
/** Too many tries or writes: Retry-After says how long to wait (the web app names it; the message cannot). */
export const rateLimited = (retryAfterSeconds?: number) =>
  new AppError(429, 'RATE_LIMITED', S.rateLimited, retryAfterSeconds);
/** The database is restarting or unreachable (docs/decisions/001): try again in a few seconds. */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', S.serviceUnavailable, retryAfterSeconds);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedType = (message: string) => new AppError(415, 'UNSUPPORTED_TYPE', message);
/** A signed link (upload or download) that is forged, for another purpose, or past its time. */
export const linkRefused = (reason: 'invalid' | 'expired') =>
  reason === 'expired'
    ? new AppError(403, 'LINK_EXPIRED', LINK_MESSAGES.expired)
    : new AppError(403, 'LINK_INVALID', LINK_MESSAGES.invalid);

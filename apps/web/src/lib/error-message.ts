import type { ErrorCode } from '@netclass/shared';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from './api-client';

/**
 * Codes whose meaning is fixed, shown as a translated text. Broad codes (VALIDATION,
 * CONFLICT, NOT_FOUND) are not listed: for them the server's own message says more.
 */
const TRANSLATED_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'LOGIN_MISSING_FIELDS',
  'LOGIN_NO_SUCH_USER',
  'LOGIN_WRONG_PASSWORD',
  'LOGIN_ACCOUNT_LOCKED',
  'PASSWORD_FIELDS_REQUIRED',
  'PASSWORD_MISMATCH',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_WRONG_CURRENT',
  'EMAIL_REQUIRED',
  'USER_ID_TAKEN',
  'CANNOT_DELETE_SELF',
  'CANNOT_DELETE_LAST_ADMIN',
] as const satisfies readonly ErrorCode[];
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

const isTranslated = (code: string | undefined): code is TranslatedCode =>
  TRANSLATED_CODES.includes(code as TranslatedCode);

/** Codes whose server message names the limit or the rule (upload size, file type). */
const PRECISE_SERVER_CODES: readonly string[] = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_TYPE'];

/**
 * The text to show for a failed call: a translated text for a known code, else the
 * server's message, else `fallback`, else a generic text with the status (SPEC §8).
 * `serverFirst` (materials: the server's `error` says which file type or size is refused)
 * shows the server's message for a too-large or wrong-type answer too.
 */
export function errorMessage(error: unknown, t: TFunction, fallback?: string, options: { serverFirst?: boolean } = {}): string {
  if (error instanceof NetworkError) {
    return error.reason === 'timeout' ? t('errors.timeout') : t('errors.network');
  }
  if (error instanceof ApiError) {
    if (options.serverFirst && error.serverMessage && PRECISE_SERVER_CODES.includes(error.code ?? '')) return error.serverMessage;
    if (isTranslated(error.code)) return t(`errors.codes.${error.code}`);
    return error.serverMessage ?? fallback ?? t('errors.status', { status: error.status });
  }
  return fallback ?? t('errors.unknown');
}

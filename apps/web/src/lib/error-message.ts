import type { TFunction } from 'i18next';
import type vi from '../locales/vi.json';
import { ApiError, NetworkError } from './api-client';
import { i18n } from './i18n';

type TranslatedCode = keyof (typeof vi)['errors']['codes'];

/**
 * The locale key of an error code with a fixed meaning. The locales hold `errors.codes.<CODE>`
 * exactly for those codes (the Vietnamese text is the server's message); broad codes
 * (VALIDATION, CONFLICT, NOT_FOUND) and those whose message names a limit or a file type
 * (PAYLOAD_TOO_LARGE, UNSUPPORTED_TYPE, TEXT_TOO_LONG) have none: their server message says more.
 */
function codeKey(code: string | undefined): `errors.codes.${TranslatedCode}` | null {
  if (!code) return null;
  const key = `errors.codes.${code}`;
  return i18n.exists(key) ? (key as `errors.codes.${TranslatedCode}`) : null;
}

/**
 * The text to show for a failed call: the translation of its code when the locales have one,
 * else the server's message, else `fallback`, else a generic text with the status (SPEC §8).
 */
export function errorMessage(error: unknown, t: TFunction, fallback?: string): string {
  if (error instanceof NetworkError) {
    return error.reason === 'timeout' ? t('errors.timeout') : t('errors.network');
  }
  if (error instanceof ApiError) {
    const key = codeKey(error.code);
    if (key) return t(key);
    return error.serverMessage ?? fallback ?? t('errors.status', { status: error.status });
  }
  return fallback ?? t('errors.unknown');
}

import type { TFunction } from 'i18next';
import type vi from '../locales/vi.json';
import { ApiError, NetworkError } from './api-client';
import { localizeMessage, messageKey } from './forms/localize-message';
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
 * How long a call refused for going too fast (429 RATE_LIMITED) says to wait, from its
 * Retry-After: in seconds under two minutes, else in whole minutes; null for any other failure.
 */
export function rateLimitWait(error: unknown): { unit: 'seconds' | 'minutes'; count: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED' || !error.retryAfterSeconds) return null;
  const seconds = error.retryAfterSeconds;
  return seconds < 120 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/**
 * The text to show for a failed call: how long to wait when it went too fast, the translation
 * of its code when the locales have one, else the message the server names by its key (in the
 * reader's language, forms/localize-message.ts), else the server's message, else `fallback`, else a
 * generic text with the status (docs/product/messages.md#errors).
 */
export function errorMessage(error: unknown, t: TFunction, fallback?: string): string {
  if (error instanceof NetworkError) {
    return error.reason === 'timeout' ? t('errors.timeout') : t('errors.network');
  }
  const wait = rateLimitWait(error);
  if (wait) {
    return wait.unit === 'seconds'
      ? t('errors.tooFastSeconds', { count: wait.count })
      : t('errors.tooFastMinutes', { count: wait.count });
  }
  if (error instanceof ApiError) {
    const key = codeKey(error.code);
    if (key) return t(key);
    const byKey = error.key && i18n.exists(messageKey(error.key));
    if (byKey) return String(t(messageKey(error.key ?? '') as never, (error.params ?? {}) as never));
    return (
      (error.serverMessage && localizeMessage(error.serverMessage, t)) ||
      fallback ||
      t('errors.status', { status: error.status })
    );
  }
  return fallback ?? t('errors.unknown');
}

import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../../../lib/api-client';

const LOGIN_CODES = [
  'LOGIN_MISSING_FIELDS',
  'LOGIN_NO_SUCH_USER',
  'LOGIN_WRONG_PASSWORD',
  'LOGIN_ACCOUNT_LOCKED',
  'RATE_LIMITED',
] as const;
type LoginCode = (typeof LOGIN_CODES)[number];
const isLoginCode = (code: string | undefined): code is LoginCode => LOGIN_CODES.includes(code as LoginCode);

/** Refused for too many attempts: how long to wait, in seconds under two minutes, else in minutes. */
function throttledMessage(seconds: number, t: TFunction): string {
  return seconds < 120 ? t('login.throttledSeconds', { count: seconds }) : t('login.throttledMinutes', { count: Math.ceil(seconds / 60) });
}

/** The login result text of SPEC §8 for a failed attempt, keyed by the server's code. */
export function loginFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('login.cannotConnect');
  if (error instanceof ApiError && error.code === 'RATE_LIMITED' && error.retryAfterSeconds) {
    return throttledMessage(error.retryAfterSeconds, t);
  }
  if (error instanceof ApiError && isLoginCode(error.code)) return t(`errors.codes.${error.code}`);
  return t('login.failed');
}

import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { rateLimitWait } from '../../../lib/error-message';

const LOGIN_CODES = [
  'LOGIN_MISSING_FIELDS',
  'LOGIN_NO_SUCH_USER',
  'LOGIN_WRONG_PASSWORD',
  'LOGIN_ACCOUNT_LOCKED',
  'RATE_LIMITED',
] as const;
type LoginCode = (typeof LOGIN_CODES)[number];
const isLoginCode = (code: string | undefined): code is LoginCode => LOGIN_CODES.includes(code as LoginCode);

/** The login result text of docs/product/messages.md#errors for a failed attempt, keyed by the server's code. */
export function loginFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('login.cannotConnect');
  // Refused for too many attempts: how long to wait.
  const wait = rateLimitWait(error);
  if (wait)
    return wait.unit === 'seconds'
      ? t('login.throttledSeconds', { count: wait.count })
      : t('login.throttledMinutes', { count: wait.count });
  if (error instanceof ApiError && isLoginCode(error.code)) return t(`errors.codes.${error.code}`);
  return t('login.failed');
}

import { TEXT_LIMITS } from '@netclass/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/**
 * The text for a failed chat call: the codes with a fixed meaning in the reader's language,
 * else the server's message, else `fallback`.
 */
export function chatErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'MESSAGE_CONTENT_REQUIRED') return t('chat.contentRequired');
    if (error.code === 'TEXT_TOO_LONG') return t('chat.tooLong', { max: TEXT_LIMITS.chatMessage });
    if (error.code === 'TEXT_INVALID') return t('chat.textInvalid');
  }
  return errorMessage(error, t, fallback);
}

import { TEXT_LIMITS } from '@netclass/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/**
 * The text for a failed comment call: the codes with a fixed meaning in the reader's
 * language, else the server's message, else `fallback` (docs/product/messages.md#errors: 'Lỗi khi … bình luận!').
 */
export function commentErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'COMMENT_CONTENT_REQUIRED') return t('comments.contentRequired');
    if (error.code === 'TEXT_TOO_LONG') return t('comments.tooLong', { max: TEXT_LIMITS.comment });
    if (error.code === 'TEXT_INVALID') return t('comments.textInvalid');
  }
  return errorMessage(error, t, fallback);
}

import { splitMessage } from '@netclass/shared';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n';

/** The locale key of a message key (packages/shared/src/message-keys.ts): its texts are the locales' `messages` section. */
export const messageKey = (key: string) => `messages.${key}`;

/**
 * A message in the reader's language: by its error code when the locales word that code
 * (errors.codes), else by its message key and values (a shared schema's check, or the key
 * the server gives with its answer), else as it is (a text from elsewhere, already worded).
 */
export function localizeMessage(message: string, t: TFunction, code?: string): string {
  if (code && i18n.exists(`errors.codes.${code}`)) return t(`errors.codes.${code}` as never);
  const { key, params } = splitMessage(message);
  return i18n.exists(messageKey(key)) ? String(t(messageKey(key) as never, (params ?? {}) as never)) : message;
}

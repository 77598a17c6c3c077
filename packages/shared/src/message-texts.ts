import en from './locales/messages.en.json';
import vi from './locales/messages.vi.json';
import { splitMessage, type MessageParams } from './message-keys.js';

/**
 * The texts of every message the shared schemas and the server answer with (message-keys.ts):
 * two locale files with the same keys, locales/messages.vi.json and messages.en.json
 * (docs/decisions/041). The web app merges them into its i18next texts as the `messages` section.
 */
export const MESSAGE_LANGUAGES = ['vi', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

type Texts = Record<string, Record<string, string>>;
export const MESSAGE_TEXTS: Record<MessageLanguage, Texts> = { vi, en };

const textOf = (key: string, language: MessageLanguage): string | undefined => {
  const dot = key.indexOf('.');
  return dot > 0 ? MESSAGE_TEXTS[language][key.slice(0, dot)]?.[key.slice(dot + 1)] : undefined;
};

/** The key and values of a message, or null when `message` is no key of the locales (a text kept as written, e.g. zod's own). */
export function parseMessage(message: string): { key: string; params?: MessageParams } | null {
  const parsed = splitMessage(message);
  return textOf(parsed.key, 'vi') === undefined ? null : parsed;
}

/** `text` with each `{{name}}` replaced by its value (as i18next does). */
export const interpolate = (text: string, params: MessageParams = {}): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** A message in `language` (a text that is no message key stays as it is). */
export function renderMessage(message: string, language: MessageLanguage = 'vi'): string {
  const parsed = parseMessage(message);
  if (!parsed) return message;
  return interpolate(textOf(parsed.key, language) ?? message, parsed.params);
}

/** The language an `Accept-Language` header prefers among the messages' languages (by weight), else undefined. */
export function acceptedLanguage(header: string | undefined): MessageLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().toLowerCase().split(';');
      const weight = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0 && MESSAGE_LANGUAGES.includes(entry.language as MessageLanguage))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language as MessageLanguage | undefined;
}

import en from './locales/exports.en.json';
import vi from './locales/exports.vi.json';
import type { MessageLanguage } from './message-texts.js';

/**
 * The words of the server's downloads (spreadsheet column headers, sheet and file names, the
 * calendar's event titles), in the locale files locales/exports.vi.json and exports.en.json
 * (the same keys; `{{name}}` stands for a value, filled with `interpolate`). A download is
 * worded in the language of the request that asks for it, as the server's messages are
 * (docs/decisions/045).
 */
export type ExportTexts = typeof vi;

/** By language; the English file must have the Vietnamese one's shape (the type check says so). */
export const EXPORT_TEXTS: Record<MessageLanguage, ExportTexts> = { vi, en };

/** The download words of `language` (Vietnamese by default). */
export const exportTexts = (language: MessageLanguage = 'vi'): ExportTexts => EXPORT_TEXTS[language];

import { z } from 'zod';
import { FILE_NAME_MAX_LENGTH } from '../constants.js';
import type { ErrorCode } from './common.js';
import { TEXT_MESSAGES } from '../messages.js';

/**
 * THE text schema: every text a person types or names (names, titles, file names,
 * descriptions, lesson content, announcements, notifications, comments, chat, notes) goes
 * through `requiredText` or `optionalText`. The rule (docs/decisions/010-ids-and-text.md):
 * - Normalized to NFC, so Vietnamese typed as NFD (base letter + combining marks) is stored
 *   and counted as the same letters as NFC.
 * - Single-line texts (names, titles, file names) refuse control characters, invisible
 *   format characters (bidirectional controls such as U+202E RIGHT-TO-LEFT OVERRIDE, zero-width
 *   characters, U+FEFF) and line or paragraph separators: TEXT_INVALID, nothing is changed
 *   behind the author's back in what identifies a thing.
 * - Multi-line texts keep line breaks and tabs (\r\n, \r, U+2028 and U+2029 become \n); invisible format
 *   characters, which pasted text often carries, are removed; any other control character
 *   is refused (TEXT_INVALID).
 * - Emoji sequences keep their joiners and tags (👩‍💻, 🏴󠁧󠁢󠁳󠁣󠁴󠁿): they are visible, not deceptive.
 * - Then trimmed; blank answers `required`; longer than `max` (UTF-16 code units, as a
 *   textarea's `maxLength` counts) answers `tooLong` with TEXT_TOO_LONG, never cut.
 * `cleanText` applies the same rule, so a form counts exactly what the server will count.
 */

/** 'single': names, titles, file names; 'multi': descriptions, content, messages, notes. */
export type TextLines = 'single' | 'multi';

/**
 * An emoji sequence (kept whole), else one character that is never shown as such: a
 * control or format character, a line or paragraph separator, or half a surrogate pair.
 * Built at run time: the `v` flag (for \p{RGI_Emoji}) is newer than the compile target.
 */
const HIDDEN = () => new RegExp('(\\p{RGI_Emoji})|[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}]', 'gv');
const KEPT_IN_MULTI_LINE = new Set(['\n', '\t']);
const LINE_BREAKS = new Set(['\u2028', '\u2029']);
const FORMAT = /^\p{Cf}$/u;

/** `value` as the server stores it (before trimming), and whether it must be refused. */
export function cleanText(value: string, lines: TextLines): { text: string; invalid: boolean } {
  // Nothing to clean: spares compiling HIDDEN (tens of ms on a phone) for every empty field a page shows.
  if (value === '') return { text: '', invalid: false };
  let invalid = false;
  const normalized = lines === 'multi' ? value.normalize('NFC').replace(/\r\n?/g, '\n') : value.normalize('NFC');
  const text = normalized.replace(HIDDEN(), (match: string, emoji: string | undefined) => {
    if (emoji !== undefined || (lines === 'multi' && KEPT_IN_MULTI_LINE.has(match))) return match;
    if (lines === 'multi' && FORMAT.test(match)) return '';
    if (lines === 'multi' && LINE_BREAKS.has(match)) return '\n';
    invalid = true;
    return match;
  });
  return { text: text.trim(), invalid };
}

interface TextOptions {
  lines: TextLines;
  max: number;
  /** The field's own TEXT_TOO_LONG message (the spec's, e.g. 'Bình luận tối đa 2000 ký tự.'). */
  tooLong: string;
}

type Context = z.core.$RefinementCtx<unknown>;
const fail = (ctx: Context, message: string, code: ErrorCode) => {
  ctx.addIssue({ code: 'custom', message, params: { code } });
  return z.NEVER;
};

/** The cleaned text, '' when blank, or a failure (invalid characters, too long). */
function check(value: string | null | undefined, options: TextOptions, ctx: Context): string {
  const { text, invalid } = cleanText(value ?? '', options.lines);
  if (invalid) return fail(ctx, TEXT_MESSAGES.invalid, 'TEXT_INVALID');
  if (text.length > options.max) return fail(ctx, options.tooLong, 'TEXT_TOO_LONG');
  return text;
}

type RequiredOptions = TextOptions & { required: string; code?: ErrorCode };

/** The checked text; missing, null or blank answers `required` (with `code`, default VALIDATION). */
const toRequired = (options: RequiredOptions) => (value: string | null | undefined, ctx: Context) => {
  const text = check(value, options, ctx);
  return text === '' ? fail(ctx, options.required, options.code ?? 'VALIDATION') : text;
};

/** A text that must be given. */
export const requiredText = (options: RequiredOptions) =>
  z
    .string({ error: options.required })
    .nullish()
    .transform(toRequired(options))
    .describe(`Text, at most ${options.max} characters`);

/** A text that may be left out: missing, null or blank is null. */
export const optionalText = (options: TextOptions) =>
  z
    .string({ error: TEXT_MESSAGES.wrongType })
    .nullish()
    .transform((value, ctx) => check(value, options, ctx) || null)
    .describe(`Text, at most ${options.max} characters; blank or missing: none`);

/**
 * A file's name as a browser sends it: its last path segment (older browsers send
 * `C:\fakepath\…`), then the single-line rule, at most FILE_NAME_MAX_LENGTH characters.
 */
export const fileNameText = (required: string) => {
  const toName = toRequired({
    lines: 'single',
    required,
    max: FILE_NAME_MAX_LENGTH,
    tooLong: TEXT_MESSAGES.fileNameTooLong,
  });
  return z
    .string({ error: required })
    .nullish()
    .transform((value, ctx) => toName(value?.split(/[/\\]/).pop(), ctx))
    .describe(`A file name, at most ${FILE_NAME_MAX_LENGTH} characters`);
};

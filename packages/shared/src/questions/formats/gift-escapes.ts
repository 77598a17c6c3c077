/**
 * GIFT's escapes (`\~ \= \# \{ \} \:` and `\\`, `\n` for a line break). While a question is
 * parsed, each escaped mark stands as a private-use character, so the parser can split on
 * the marks without looking back for backslashes; `restore` turns them into the plain marks.
 */
const MARKS = ['~', '=', '#', '{', '}', ':', '\\'] as const;
const HIDE_BASE = 0xe000;
const hidden = (mark: string) => String.fromCharCode(HIDE_BASE + MARKS.indexOf(mark as (typeof MARKS)[number]));

/** The text with escaped marks hidden, `\n` a line break, and stray private-use characters of those code points dropped. */
export const hideEscapes = (text: string) =>
  text
    .replace(/[\ue000-\ue006]/g, '')
    .replace(/\\([~=#{}:\\n])/g, (_, mark: string) => (mark === 'n' ? '\n' : hidden(mark)));

/** The text with hidden marks shown as the marks themselves. */
export const restoreEscapes = (text: string) =>
  text.replace(/[\ue000-\ue006]/g, (char) => MARKS[char.charCodeAt(0) - HIDE_BASE]!);

/** A text written into GIFT: every mark and backslash escaped, line breaks as `\n`, so no blank line ends the question. */
export const escapeGift = (text: string) => text.replace(/[~=#{}:\\]/g, (mark) => `\\${mark}`).replace(/\n/g, '\\n');

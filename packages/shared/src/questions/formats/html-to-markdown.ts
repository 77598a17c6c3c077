import { questionImageMarkdown } from '../question-images.js';

/**
 * HTML question text (GIFT `[html]`, Moodle XML `format="html"`) as the bank's Markdown: the
 * app renders Markdown with raw HTML off (docs/decisions/018), so tags must go. Paragraphs,
 * line breaks, list items, bold, italic, code and pictures keep their meaning; other tags
 * are dropped, keeping their text. A picture of the import (`@@PLUGINFILE@@/name`) becomes
 * `question-image:name`; a web picture keeps its address; any other source shows its alt text.
 */
export function htmlToMarkdown(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/\s+/g, ' ')
      .replace(/<img\b[^>]*>/gi, picture)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(/<\/?(p|div|ul|ol|h[1-6]|table|tr|blockquote|pre)\b[^>]*>/gi, '\n\n')
      .replace(/<\/?(strong|b)\b[^>]*>/gi, '**')
      .replace(/<\/?(em|i)\b[^>]*>/gi, '*')
      .replace(/<\/?code\b[^>]*>/gi, '`')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((value) => value !== undefined);

function picture(tag: string): string {
  const alt = decodeEntities(attribute(tag, 'alt') ?? '');
  const source = decodeEntities(attribute(tag, 'src') ?? '');
  const imported = /^@@PLUGINFILE@@\/(.+)$/.exec(source);
  if (imported) return questionImageMarkdown(alt, safeDecode(imported[1]!));
  if (/^https?:\/\//i.test(source)) return `![${alt}](${source.replace(/[()\s]/g, urlEscape)})`;
  return alt;
}

/** A character that would end a Markdown link's address, percent-encoded. */
const urlEscape = (char: string) => ({ '(': '%28', ')': '%29' })[char] ?? encodeURIComponent(char);

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Named (the common ones), decimal and hexadecimal character references. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

import { htmlToMarkdown } from './html-to-markdown.js';

/** A parsed Moodle XML element: attributes as plain keys, text as `#text`, child elements by name. */
export type XmlNode = { [key: string]: unknown };

export const asNode = (value: unknown): XmlNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : {};
export const asList = (value: unknown): XmlNode[] =>
  Array.isArray(value) ? value.map(asNode) : value === undefined ? [] : [asNode(value)];

/** An element's own text, or that of its `<text>` child (Moodle wraps most texts in one). */
export function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  const node = asNode(value);
  if ('text' in node) return textOf(Array.isArray(node.text) ? node.text[0] : node.text);
  return typeof node['#text'] === 'string' ? node['#text'] : '';
}

/** The text in the bank's Markdown: HTML (Moodle's usual format) converted, other formats as written. */
export function markdownOf(value: unknown): string {
  const text = textOf(value);
  return asNode(value).format === 'html' ? htmlToMarkdown(text) : text.trim();
}

/** The text as Markdown, or null when blank. */
export const optionalMarkdown = (value: unknown) => markdownOf(value) || null;

/** An attribute or element holding a number; NaN when missing or not a number. */
export const numberOf = (value: unknown) => {
  const text = textOf(value).trim();
  return text === '' ? NaN : Number(text);
};

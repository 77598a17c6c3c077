import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import shell from 'highlight.js/lib/languages/shell';
import MarkdownIt from 'markdown-it';
import { ciscoIos } from './cisco-ios.js';

hljs.registerLanguage('ios', ciscoIos);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('shell', shell);
hljs.registerLanguage('json', json);
hljs.registerLanguage('python', python);
hljs.registerLanguage('plaintext', plaintext);

/** How Markdown names a picture uploaded with a lesson: `![diagram](lesson-image:<uuid>)`. */
export const LESSON_IMAGE_SCHEME = 'lesson-image:';
/**
 * A picture stored for the course: `lesson-image:<uuid>` in lessons, `question-image:<uuid>`
 * in the question bank (the same pictures, docs/decisions/028).
 */
const LESSON_IMAGE_SRC = /^(?:lesson|question)-image:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Links may go to the web, to mail, or within the app; nothing else (javascript:, data:, vbscript:…). */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|#|\/(?!\/))/i;

const md = new MarkdownIt('default', { html: false, linkify: true, breaks: true, typographer: false });
const { escapeHtml } = md.utils;
md.validateLink = (url) => SAFE_LINK.test(url) || LESSON_IMAGE_SRC.test(url);

/** Code keeps its layout: monospace, scrolled sideways (focusable, for the keyboard), highlighted when its language is known. */
function codeBlock(code: string, info: string): string {
  const language = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  const known = language !== '' && hljs.getLanguage(language) !== undefined;
  const body = known ? hljs.highlight(code, { language, ignoreIllegals: true }).value : escapeHtml(code);
  const label = known ? ` language-${escapeHtml(language)}` : '';
  return `<pre class="code-block" tabindex="0"><code class="hljs${label}">${body}</code></pre>\n`;
}

md.renderer.rules.fence = (tokens, idx) => codeBlock(tokens[idx]!.content, tokens[idx]!.info);
md.renderer.rules.code_block = (tokens, idx) => codeBlock(tokens[idx]!.content, '');

// The lesson title is the page's h1: `#` becomes h2, and so on down to h6.
const shiftHeading: NonNullable<typeof md.renderer.rules.heading_open> = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.heading_open = shiftHeading;
md.renderer.rules.heading_close = shiftHeading;

// Web links open in a new tab without access to this page.
md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href') ?? '';
  if (LESSON_IMAGE_SRC.test(href)) token.attrs = [];
  else if (/^https?:/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, idx, options);
};

/**
 * Only pictures stored for the course are shown: they get a `lesson-image:` source,
 * which the reader's signed link replaces (lesson-content.ts). Any other picture (another
 * site, data:) shows as its alt text.
 */
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const alt = escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  const id = LESSON_IMAGE_SRC.exec(token.attrGet('src') ?? '')?.[1];
  if (!id) return alt;
  const title = token.attrGet('title');
  return `<img src="${LESSON_IMAGE_SCHEME}${id}" alt="${alt}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
};

/**
 * Lesson Markdown to HTML, the one renderer of the app (preview and lesson page alike). Raw
 * HTML is shown as text, links are limited to SAFE_LINK, so the output is safe to insert.
 */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** One line of Markdown (a choice, a matching prompt) to HTML without a paragraph: the same rules as renderMarkdown. */
export function renderInlineMarkdown(source: string): string {
  return md.renderInline(source);
}

/** Pictures as renderMarkdown leaves them: `<img src="lesson-image:<id>" alt="…"…>`. */
const IMAGE_REFERENCE = /<img src="lesson-image:([0-9a-f-]{36})" alt="([^"]*)"([^>]*)>/g;

/** The ids of the lesson pictures rendered `html` shows. */
export function lessonImageIds(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(IMAGE_REFERENCE), (match) => match[1]!))];
}

/** Gives each lesson picture its URL; a picture with none shows as its alt text. */
export function replaceLessonImages(html: string, urls: ReadonlyMap<string, string>): string {
  return html.replace(IMAGE_REFERENCE, (_match, id: string, alt: string, rest: string) => {
    const url = urls.get(id);
    return url === undefined ? alt : `<img src="${escapeHtml(url)}" alt="${alt}"${rest}>`;
  });
}

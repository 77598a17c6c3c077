import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { renderMarkdown } from '../../lib/markdown/render-markdown.js';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

/** What migration 0010 makes of a plain-text lesson. */
async function migrated(text: string): Promise<string> {
  const result = await h.db.execute<{ markdown: string }>(
    sql`select public.plain_text_to_markdown(${text}) as markdown`,
  );
  return result.rows[0]!.markdown;
}

/** The rendered lesson as a reader sees its text: paragraphs and line breaks as new lines, entities decoded. */
function readerText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<br>\n/g, '\n')
    .replace(/<\/?p>\n?/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ')
    .trimEnd();
}

describe('migration 0010: plain-text lessons become Markdown that reads the same', () => {
  test.each([
    ['line breaks and blank lines', 'Bài 1: Mô hình OSI\nTầng 1 - Vật lý\n\nTầng 2 - Liên kết dữ liệu'],
    [
      'list and heading look-alikes',
      '# không phải tiêu đề\n- không phải danh sách\n1. cũng không\n* và + cũng vậy\n> không trích dẫn',
    ],
    [
      'emphasis, links, code and tables look-alikes',
      '*a* _b_ `c` [d](https://e.example) ![f](g.png) | h | i |\n---\n~~j~~ <b>k</b> &amp; \\ l',
    ],
    ['indented lines (not code blocks)', 'R1(config)#interface g0/0\n    ip address 10.0.0.1 255.0.0.0\n\tno shutdown'],
    ['addresses and URLs as text', 'Gateway 192.168.1.1/24, xem https://netacad.com'],
  ])('%s', async (_case, text) => {
    const html = renderMarkdown(await migrated(text));
    expect(html).not.toMatch(/<(h\d|ul|ol|li|em|strong|code|pre|a|img|table|blockquote|del|b)\b/);
    expect(readerText(html)).toBe(text.replace(/\t/g, '    '));
  });

  test('an empty text stays empty', async () => {
    expect(await migrated('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.js';

describe('HTML question text as Markdown', () => {
  it('keeps paragraphs, breaks, lists and emphasis, drops other tags and scripts', () => {
    const html =
      '<p>Một <em>hai</em></p>\n<p>ba<br/>bốn <span style="x">năm</span></p><ul><li>a</li><li><code>b</code></li></ul><script>alert(1)</script>';
    expect(htmlToMarkdown(html)).toBe('Một *hai*\n\nba\nbốn năm\n\n- a\n- `b`');
  });
  it('decodes named, decimal and hexadecimal references', () => {
    expect(htmlToMarkdown('a &lt;b&gt; &amp;&nbsp;&#273;&#x1EA1; &bogus;')).toBe('a <b> & đạ &bogus;');
  });
  it('pictures: imported files and web addresses are kept, other sources show their alt text', () => {
    expect(htmlToMarkdown('<img src="@@PLUGINFILE@@/a%20b.png" alt="A">')).toBe('![A](question-image:a%20b.png)');
    expect(htmlToMarkdown("<img alt='W' src='https://example.com/x (1).png'>")).toBe(
      '![W](https://example.com/x%20%281%29.png)',
    );
    expect(htmlToMarkdown('<img src="javascript:alert(1)" alt="bad">')).toBe('bad');
  });
});

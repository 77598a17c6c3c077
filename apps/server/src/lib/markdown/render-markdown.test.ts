import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown, renderMarkdown } from './render-markdown.js';

const IMAGE_ID = '3f2a1b4c-1111-4222-8333-444455556666';

describe('renderMarkdown: what a lesson can hold', () => {
  it('shifts headings below the page title, and renders lists, emphasis and tables', () => {
    const html = renderMarkdown(
      '# Định tuyến\n\n## OSPF\n\n- **một**\n- *hai*\n\n1. ba\n\n| Thiết bị | IP |\n|---|:-:|\n| R1 | 10.0.0.1 |',
    );
    expect(html).toContain('<h2>Định tuyến</h2>');
    expect(html).toContain('<h3>OSPF</h3>');
    expect(html).toContain('<ul>\n<li><strong>một</strong></li>\n<li><em>hai</em></li>\n</ul>');
    expect(html).toContain('<ol>\n<li>ba</li>\n</ol>');
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Thiết bị<\/th>\s*<th style="text-align:center">IP<\/th>/);
    expect(html).toContain('<td>R1</td>');
  });

  it('keeps single line breaks', () => {
    expect(renderMarkdown('dòng 1\ndòng 2')).toBe('<p>dòng 1<br>\ndòng 2</p>\n');
  });

  it('opens web links in a new tab without access to the page, and links bare URLs', () => {
    expect(renderMarkdown('[Cisco](https://www.cisco.com)')).toContain(
      '<a href="https://www.cisco.com" target="_blank" rel="noopener noreferrer">Cisco</a>',
    );
    expect(renderMarkdown('xem https://example.com nhé')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>',
    );
    expect(renderMarkdown('[bài 2](/lesson/2)')).toContain('<a href="/lesson/2">bài 2</a>');
  });
});

describe('renderMarkdown: nothing unsafe gets through', () => {
  it('shows raw HTML as text', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<a href="#" onclick="alert(1)">x</a>',
    );
    expect(html).not.toMatch(/<script|<img|<a /);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](//evil.example/steal)',
    '<javascript:alert(1)>',
  ])('refuses the link %s', (source) => {
    expect(renderMarkdown(source)).not.toContain('<a ');
  });

  it('does not let an attribute out of its quotes', () => {
    const html = renderMarkdown(
      '[x](https://a.example/" onmouseover="alert(1)) ![a" onerror="alert(1)](lesson-image:' +
        IMAGE_ID +
        ' "t\\" onload=\\"x")',
    );
    const attributeNames =
      html
        .replace(/"[^"]*"/g, '""')
        .match(/<[^>]*>/g)
        ?.join(' ') ?? '';
    expect(attributeNames).not.toMatch(/\son\w+=/);
    expect(html).toContain('alt="a&quot; onerror=&quot;alert(1)"');
  });

  it('shows pictures from outside the lesson as their alt text only', () => {
    for (const src of [
      'https://evil.example/x.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '/api/files/abc/x.png',
      'lesson-image:../../etc/passwd',
      'question-image:net.png',
    ]) {
      const html = renderMarkdown(`![sơ đồ](${src})`);
      expect(html).not.toContain('<img');
      expect(html).toContain('sơ đồ');
    }
  });

  it('keeps a picture uploaded with the lesson as a reference to resolve for the reader', () => {
    expect(renderMarkdown(`![Sơ đồ <mạng>](lesson-image:${IMAGE_ID})`)).toContain(
      `<img src="lesson-image:${IMAGE_ID}" alt="Sơ đồ &lt;mạng&gt;" loading="lazy">`,
    );
  });

  it('takes a question-bank picture for the same stored picture', () => {
    expect(renderMarkdown(`![Sơ đồ](question-image:${IMAGE_ID})`)).toContain(
      `<img src="lesson-image:${IMAGE_ID}" alt="Sơ đồ" loading="lazy">`,
    );
  });

  it('renders one line without a paragraph, under the same rules', () => {
    expect(renderInlineMarkdown(`**255.255.255.0** ![mặt nạ](question-image:${IMAGE_ID}) <b>x</b>`)).toBe(
      `<strong>255.255.255.0</strong> <img src="lesson-image:${IMAGE_ID}" alt="mặt nạ" loading="lazy"> &lt;b&gt;x&lt;/b&gt;`,
    );
  });

  it('escapes code whatever its language says', () => {
    const html = renderMarkdown('```"><script>alert(1)</script>\n<b>x</b>\n```');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('renderMarkdown: code blocks and Cisco IOS', () => {
  const config = [
    'Router>enable',
    'Switch(config-if)#switchport mode access',
    'R1(config)#interface GigabitEthernet0/1',
    ' ip address 192.168.10.1 255.255.255.0',
    ' ipv6 address 2001:DB8:ACAD:10::1/64',
    '!',
    ' description Nối tới R2',
    'R1#show clock',
    '*10:30:15.123 UTC',
  ].join('\n');
  const html = renderMarkdown('```ios\n' + config + '\n```');

  it('keeps the layout in a focusable, scrollable block', () => {
    expect(html.startsWith('<pre class="code-block" tabindex="0"><code class="hljs language-ios">')).toBe(true);
    expect(html.replace(/<[^>]+>/g, '').replaceAll('&gt;', '>')).toBe(config + '\n\n');
  });

  it('marks prompts, comments, commands, interfaces and addresses', () => {
    expect(html).toContain('<span class="hljs-meta prompt_">Router&gt;</span>');
    expect(html).toContain('<span class="hljs-meta prompt_">Switch(config-if)#</span>');
    expect(html).toContain('<span class="hljs-comment">!</span>');
    expect(html).toContain('<span class="hljs-keyword">switchport</span>');
    expect(html).toContain('<span class="hljs-variable">GigabitEthernet0/1</span>');
    expect(html).toContain(
      '<span class="hljs-number">192.168.10.1</span> <span class="hljs-number">255.255.255.0</span>',
    );
    expect(html).toContain('<span class="hljs-number">2001:DB8:ACAD:10::1/64</span>');
    expect(html).toContain('<span class="hljs-string">Nối tới R2</span>');
    expect(html).toContain('<span class="hljs-built_in">show</span>');
  });

  it('does not take a time for an IPv6 address', () => {
    expect(html).not.toContain('<span class="hljs-number">10:30:15');
  });

  it('knows the cisco alias, and leaves unknown or unnamed languages plain', () => {
    expect(renderMarkdown('```cisco\nR1#show ip route\n```')).toContain('language-cisco');
    expect(renderMarkdown('```cobol\nR1#show\n```')).toBe(
      '<pre class="code-block" tabindex="0"><code class="hljs">R1#show\n</code></pre>\n',
    );
    expect(renderMarkdown('    R1#show')).toBe(
      '<pre class="code-block" tabindex="0"><code class="hljs">R1#show\n</code></pre>\n',
    );
  });
});

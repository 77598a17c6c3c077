import { describe, expect, it } from 'vitest';
import { applyFormat, insertText, type EditorState } from './markdown-format';

/** `|` marks the selection's ends (one `|`: the caret). */
function state(marked: string): EditorState {
  const start = marked.indexOf('|');
  const end = marked.indexOf('|', start + 1);
  return end === -1
    ? { value: marked.replace('|', ''), start, end: start }
    : { value: marked.replace(/\|/g, ''), start, end: end - 1 };
}
function marked({ value, start, end }: EditorState): string {
  return start === end
    ? value.slice(0, start) + '|' + value.slice(start)
    : value.slice(0, start) + '|' + value.slice(start, end) + '|' + value.slice(end);
}

describe('applyFormat', () => {
  it.each([
    ['heading on the caret line', 'một\nh|ai\nba', 'heading', 'một\n## hai|\nba'],
    ['list on every selected line', 'R|1\nR2|\nR3', 'list', '- R1\n- R2|\nR3'],
    ['list leaves a listed line as it is', '- |a', 'list', '- a|'],
    ['bold around the selection', 'cấu |hình| IOS', 'bold', 'cấu **hình**| IOS'],
    ['bold with nothing selected puts the caret inside', 'a |b', 'bold', 'a **|**b'],
    ['link selects the address to type', 'xem |Cisco|', 'link', 'xem [Cisco](|https://|)'],
    ['table as a block of its own', 'Bảng:|', 'table', 'Bảng:\n\n| |A | B |\n| --- | --- |\n|  |  |'],
    [
      'IOS code block around the selection',
      'Cấu hình:\n|R1#show ip route|\nxong',
      'code',
      'Cấu hình:\n\n```ios\nR1#show ip route|\n```\n\nxong',
    ],
    ['IOS code block in an empty text', '|', 'code', '```ios\n|\n```'],
  ] as const)('%s', (_case, before, format, after) => {
    expect(marked(applyFormat(state(before), format))).toBe(after);
  });
});

describe('insertText', () => {
  it('replaces the selection and leaves the caret after the text', () => {
    expect(marked(insertText(state('a |xyz| b'), '![sơ đồ](lesson-image:1)'))).toBe('a ![sơ đồ](lesson-image:1)| b');
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUESTION_IMAGE_MAX_BYTES } from '../../constants.js';
import { importMoodleXml } from './moodle-xml-import.js';
import { worded, wordedMessage } from '../worded.fixtures.js';

const sample = fs.readFileSync(new URL('./fixtures/networking.moodle.xml', import.meta.url), 'utf8');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const wrap = (questions: string) => `<?xml version="1.0"?>\n<quiz>\n${questions}\n</quiz>`;
const withFile = (name: string, data: string) =>
  wrap(
    `<question type="truefalse"><name><text>F</text></name><questiontext format="html"><text>x</text>` +
      `<file name="${name}" encoding="base64">${data}</file></questiontext>
<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`,
  );

describe('Moodle XML import of the sample export', () => {
  const { questions, errors } = importMoodleXml(sample);
  const byTitle = (title: string) => questions.find((item) => item.title === title)!;

  it('reads every type with its number, line and category', () => {
    expect(
      questions.map((item) => [item.index, item.line, item.category, item.question.type, item.question.default_points]),
    ).toEqual([
      [1, 11, 'Mạng máy tính/Tầng mạng', 'single_choice', 2],
      [2, 42, 'Mạng máy tính/Tầng mạng', 'multiple_choice', 1],
      [3, 53, 'Mạng máy tính/Tầng mạng', 'true_false', 1],
      [4, 61, 'Mạng máy tính/Tầng mạng', 'short_answer', 1],
      [5, 70, 'Mạng máy tính/Tầng mạng', 'numeric', 1],
      [6, 79, 'Mạng máy tính/Tầng mạng', 'matching', 3],
      [7, 89, 'Mạng máy tính/Tầng mạng', 'ordering', 1],
    ]);
  });

  it('refuses the essay and an unsupported type, with their lines and titles', () => {
    expect(worded(errors)).toEqual([
      {
        index: 8,
        line: 101,
        title: 'Tự luận',
        message: 'Câu hỏi tự luận chưa được hỗ trợ: hãy tạo trực tiếp trong ngân hàng câu hỏi.',
      },
      { index: 9, line: 106, title: 'Tính toán', message: 'Loại câu hỏi chưa được hỗ trợ: calculated' },
    ]);
  });

  it('turns CDATA HTML into Markdown and returns the embedded picture as an attachment', () => {
    const item = byTitle('Sơ đồ mạng');
    expect(item.question).toEqual({
      type: 'single_choice',
      title: 'Sơ đồ mạng',
      text: 'Trong sơ đồ ![sơ đồ mạng](question-image:so%20do.png), thiết bị nào nối hai mạng & chọn đường?',
      default_points: 2,
      general_feedback: 'Router hoạt động ở **tầng mạng**.',
      options: [
        { id: 1, text: 'Router', fraction: 1, feedback: 'Đúng.' },
        { id: 2, text: 'Switch', fraction: 0, feedback: null },
      ],
    });
    expect(item.attachments).toEqual([
      { name: 'so do.png', mime: 'image/png', bytes: new Uint8Array(Buffer.from(PNG, 'base64')) },
    ]);
  });

  it('maps each type’s own elements', () => {
    expect(byTitle('Địa chỉ riêng').question).toMatchObject({
      options: [{ correct: true }, { correct: true }, { correct: false, feedback: 'Đây là địa chỉ công cộng.' }],
    });
    expect(byTitle('IPv6').question).toMatchObject({
      text: 'IPv6 dài 128 bit.',
      correct: true,
      feedback_true: 'Đúng vậy.',
      feedback_false: 'IPv6 có 128 bit.',
    });
    expect(byTitle('Lệnh').question).toMatchObject({
      ignore_case: false,
      answers: [
        { text: 'show ip route', fraction: 1 },
        { text: 'sh ip ro', fraction: 0.5 },
      ],
    });
    expect(byTitle('Số host').question).toMatchObject({ answers: [{ value: 62, tolerance: 0, fraction: 1 }] });
    expect(byTitle('Ghép tầng').question).toMatchObject({
      pairs: [
        { id: 1, prompt: 'IP', answer: 'Tầng mạng' },
        { id: 2, prompt: 'TCP', answer: 'Tầng giao vận' },
      ],
      distractors: [{ id: 3, text: 'Tầng vật lý' }],
    });
    expect(byTitle('Bắt tay ba bước').question).toMatchObject({
      scoring: 'all_or_nothing',
      items: [{ text: 'SYN' }, { text: 'SYN-ACK' }, { text: 'ACK' }],
    });
  });
});

describe('Moodle XML import of bad input', () => {
  it('never throws on any cut of the sample export', () => {
    for (let end = 0; end < sample.length; end += 97) expect(() => importMoodleXml(sample.slice(0, end))).not.toThrow();
  });

  it('reports a file that is not XML, has a DOCTYPE or is not a Moodle export as one error', () => {
    const notXml = importMoodleXml('<quiz>\n<question>\n</quiz>');
    expect(notXml.questions).toEqual([]);
    expect(worded(notXml.errors)).toEqual([{ index: 0, line: 3, message: 'Tệp XML không hợp lệ.' }]);
    expect(
      wordedMessage(importMoodleXml('<!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz>&a;</quiz>').errors[0]?.message),
    ).toBe('Tệp XML không hợp lệ.');
    expect(worded(importMoodleXml('<html><body/></html>').errors)).toEqual([
      { index: 0, message: 'Tệp không phải định dạng Moodle XML (thiếu thẻ <quiz>).' },
    ]);
    expect(worded(importMoodleXml(wrap('')).errors)).toEqual([
      { index: 0, message: 'Không tìm thấy câu hỏi nào trong tệp.' },
    ]);
  });

  it('refuses a question whose picture is too large, not a picture, or not base64', () => {
    const tooLarge = 'A'.repeat(Math.ceil((QUESTION_IMAGE_MAX_BYTES * 4) / 3) + 8);
    expect(worded(importMoodleXml(withFile('big.png', tooLarge)).errors)).toEqual([
      { index: 1, line: 3, title: 'F', message: 'Ảnh vượt quá 5 MB, không được nhập.' },
    ]);
    expect(wordedMessage(importMoodleXml(withFile('evil.svg', PNG)).errors[0]?.message)).toBe(
      'Tệp đính kèm không phải ảnh jpg, jpeg, png, gif, webp mã hóa base64.',
    );
    expect(wordedMessage(importMoodleXml(withFile('a.png', 'not base64!')).errors[0]?.message)).toBe(
      'Tệp đính kèm không phải ảnh jpg, jpeg, png, gif, webp mã hóa base64.',
    );
    expect(importMoodleXml(withFile('a.png', PNG)).questions[0]?.attachments[0]?.bytes.length).toBe(70);
  });

  it('a question failing the bank’s rules is an error with the rule’s message', () => {
    const noRight = wrap(
      '<question type="multichoice"><questiontext><text>x</text></questiontext><single>true</single><answer ' +
        'fraction="0"><text>a</text></answer><answer fraction="50"><text>b</text></answer></question>',
    );
    expect(worded(importMoodleXml(noRight).errors)).toEqual([
      { index: 1, line: 3, message: 'Cần ít nhất một phương án được 100% điểm.' },
    ]);
  });
});

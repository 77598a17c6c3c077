import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUESTION_IMPORT_MAX_CHARS } from '../../constants.js';
import { importGift } from './gift-import.js';
import { worded, wordedMessage } from '../worded.fixtures.js';

const sample = fs.readFileSync(new URL('./fixtures/networking.gift', import.meta.url), 'utf8');
const common = { default_points: 1, general_feedback: null };
const category = 'Mạng máy tính/IPv4';

describe('GIFT import of the sample file', () => {
  const { questions, errors } = importGift(sample);
  const byTitle = (title: string) => questions.find((item) => item.title === title)!;

  it('reads every supported type with its number, first line and category', () => {
    expect(questions.map((item) => [item.index, item.line, item.question.type])).toEqual([
      [1, 6, 'single_choice'],
      [2, 14, 'multiple_choice'],
      [3, 22, 'true_false'],
      [4, 24, 'true_false'],
      [5, 26, 'short_answer'],
      [6, 28, 'numeric'],
      [7, 30, 'numeric'],
      [8, 32, 'numeric'],
      [9, 34, 'numeric'],
      [10, 39, 'matching'],
      [11, 46, 'short_answer'],
      [12, 48, 'short_answer'],
      [13, 50, 'short_answer'],
    ]);
    expect(new Set(questions.map((item) => item.category))).toEqual(new Set([category]));
  });

  it('reports the essay and the question without answers on their lines, with their titles', () => {
    expect(worded(errors)).toEqual([
      {
        index: 14,
        line: 52,
        title: 'Tự luận',
        message: 'Câu hỏi tự luận chưa được hỗ trợ: hãy tạo trực tiếp trong ngân hàng câu hỏi.',
      },
      { index: 15, line: 54, title: 'Thiếu đáp án', message: 'Thiếu phần đáp án trong dấu ngoặc { }.' },
    ]);
  });

  it('single choice: = right, ~ wrong, ~%50% partial, feedback, general feedback', () => {
    expect(byTitle('Cổng mặc định').question).toEqual({
      ...common,
      type: 'single_choice',
      title: 'Cổng mặc định',
      text: 'Thiết bị nào chuyển gói tin ra khỏi mạng LAN?',
      general_feedback: 'Cổng mặc định là địa chỉ của router trên mạng LAN.',
      options: [
        { id: 1, text: 'Router', fraction: 1, feedback: 'Đúng: router là cổng mặc định.' },
        { id: 2, text: 'Switch', fraction: 0, feedback: 'Switch chỉ chuyển khung trong LAN.' },
        { id: 3, text: 'Firewall có định tuyến', fraction: 0.5, feedback: null },
        { id: 4, text: 'Hub', fraction: 0, feedback: null },
      ],
    });
  });

  it('multiple choice: no = sign, positive weights are the right options', () => {
    expect(byTitle('Giao thức tầng giao vận').question).toMatchObject({
      type: 'multiple_choice',
      text: 'Chọn **các** giao thức tầng giao vận:',
      scoring: 'partial',
      options: [
        { id: 1, text: 'TCP', correct: true },
        { id: 2, text: 'UDP', correct: true },
        { id: 3, text: 'IP', correct: false, feedback: 'IP thuộc tầng mạng.' },
        { id: 4, text: 'HTTP', correct: false },
      ],
    });
  });

  it('true/false: the first feedback is for a wrong answer, the second for a right one', () => {
    expect(byTitle('Lớp địa chỉ').question).toMatchObject({
      correct: false,
      feedback_true: 'Sai: 192 thuộc lớp C.',
      feedback_false: 'Chính xác.',
    });
    expect(byTitle('MAC').question).toMatchObject({ correct: true, feedback_true: null, feedback_false: null });
  });

  it('short answer with weights, missing word, escapes and formats', () => {
    expect(byTitle('Viết tắt').question).toMatchObject({
      answers: [
        { text: 'ARP', fraction: 1, feedback: null },
        { text: 'address resolution protocol', fraction: 0.5, feedback: 'Viết tắt là ARP.' },
      ],
      ignore_case: true,
      collapse_spaces: true,
    });
    expect(byTitle('Điền từ').question).toMatchObject({
      text: 'Lệnh _____ dùng giao thức ICMP để kiểm tra kết nối.',
      answers: [{ text: 'ping' }],
    });
    expect(byTitle('Ký tự đặc biệt').question).toMatchObject({
      text: 'Trong C, biểu thức a = b { c } có dấu ~ # : nào?',
      answers: [{ text: 'dấu = và {}', feedback: 'Đúng #1' }],
    });
    expect(byTitle('HTML').question.text).toBe('Giao thức nào dùng cổng **53**?');
  });

  it('numeric: exact, with tolerance, a range, several answers', () => {
    const answersOf = (title: string) => (byTitle(title).question as { answers: unknown }).answers;
    expect(answersOf('Số máy')).toEqual([{ value: 254, tolerance: 0, fraction: 1, feedback: null }]);
    expect(answersOf('Pi')).toEqual([{ value: 3.14, tolerance: 0.005, fraction: 1, feedback: 'Xấp xỉ 3,14.' }]);
    expect(answersOf('Khoảng')).toEqual([{ value: 3, tolerance: 2, fraction: 1, feedback: null }]);
    expect(answersOf('Nhiều đáp án số')).toEqual([
      { value: 443, tolerance: 0, fraction: 1, feedback: null },
      { value: 8443, tolerance: 0, fraction: 0.5, feedback: 'Cổng thay thế, chỉ được một nửa.' },
    ]);
  });

  it('matching with a distractor', () => {
    expect(byTitle('Ghép cổng').question).toMatchObject({
      pairs: [
        { id: 1, prompt: 'HTTP', answer: '80' },
        { id: 2, prompt: 'HTTPS', answer: '443' },
        { id: 3, prompt: 'SSH', answer: '22' },
      ],
      distractors: [{ id: 4, text: '25' }],
    });
  });
});

describe('GIFT details as Moodle reads them', () => {
  it('true/false keeps later # marks in the right-answer feedback; general feedback follows the last ####', () => {
    expect(importGift('x {T#sai#đúng#1 ####a####chung}').questions[0]?.question).toMatchObject({
      feedback_false: 'sai',
      feedback_true: 'đúng#1 ####a',
      general_feedback: 'chung',
    });
  });
  it('[html] applies to options and feedback too; short answers stay plain text', () => {
    expect(importGift('[html]<p>Chọn</p> {=<b>A</b>#<i>đúng</i> ~B&amp;C}').questions[0]?.question).toMatchObject({
      text: 'Chọn',
      options: [
        { text: '**A**', feedback: '*đúng*' },
        { text: 'B&C', feedback: null },
      ],
    });
    expect(importGift('[html]<p>Thẻ?</p> {=<b>}').questions[0]?.question).toMatchObject({ answers: [{ text: '<b>' }] });
  });
});

describe('GIFT import of bad input', () => {
  it('never throws on any cut of the sample file', () => {
    for (let end = 0; end < sample.length; end += 5) expect(() => importGift(sample.slice(0, end))).not.toThrow();
  });
  it('never throws, and says what is wrong per question', () => {
    const source = [
      '::A::x {=a',
      '',
      '::B::y {#abc}',
      '',
      '::C::z {=a -> b ~c}',
      '',
      '::D::w {~a ~b}',
      '',
      '{=x}',
    ].join('\n');
    expect(worded(importGift(source).errors)).toEqual([
      { index: 1, line: 1, title: 'A', message: 'Thiếu dấu } đóng phần đáp án.' },
      { index: 2, line: 3, title: 'B', message: 'Đáp án số không hợp lệ.' },
      { index: 4, line: 7, title: 'D', message: 'Cần ít nhất một phương án đúng.' },
      { index: 5, line: 9, message: 'Vui lòng nhập nội dung câu hỏi.' },
    ]);
    expect(wordedMessage(importGift('::M::m {=a -> b =c}').errors[0]?.message)).toBe(
      'Mỗi cặp ghép phải có dạng =câu hỏi -> đáp án.',
    );
    expect(wordedMessage(importGift('::S::s {a b}').errors[0]?.message)).toBe(
      'Phần đáp án trộn lẫn nhiều loại câu hỏi.',
    );
  });
  it('refuses a file past the import size as one error', () => {
    const result = importGift('x'.repeat(QUESTION_IMPORT_MAX_CHARS + 1));
    expect(result.questions).toEqual([]);
    expect(worded(result.errors)).toEqual([{ index: 0, message: 'Tệp nhập quá lớn.' }]);
  });
  it('an empty file or one of comments has no questions', () => {
    expect(worded(importGift('// only a comment\n\n').errors)).toEqual([
      { index: 0, message: 'Không tìm thấy câu hỏi nào trong tệp.' },
    ]);
  });
  it('reads Windows line breaks and a category change between questions', () => {
    const { questions } = importGift('$CATEGORY: top/A\r\n\r\nq1 {T}\r\n\r\n$CATEGORY: $course$/B\r\nq2 {F}\r\n');
    expect(questions.map((item) => [item.category, item.line, item.question.text])).toEqual([
      ['A', 3, 'q1'],
      ['B', 6, 'q2'],
    ]);
  });
});

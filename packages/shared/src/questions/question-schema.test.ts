import { describe, expect, it } from 'vitest';
import { QUESTION_LIMITS } from '../constants.js';
import { questionSchema } from './question-schema.js';
import { questionImageKeys, questionImageMarkdown, replaceQuestionImageKeys } from './question-images.js';
import { wordedMessage } from './worded.fixtures.js';

const firstMessage = (input: unknown) => wordedMessage(questionSchema.safeParse(input).error?.issues[0]?.message);
const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, text: `Phương án ${i + 1}`, fraction: i === 0 ? 1 : 0 }));

describe('question schema', () => {
  it('fills the defaults and cleans texts', () => {
    const parsed = questionSchema.parse({
      type: 'short_answer',
      text: '  Giao thức nào?\r\n ',
      answers: [{ text: ' TCP ', fraction: 1 }],
    });
    expect(parsed).toEqual({
      type: 'short_answer',
      title: null,
      text: 'Giao thức nào?',
      default_points: 1,
      general_feedback: null,
      answers: [{ text: 'TCP', fraction: 1, feedback: null }],
      ignore_case: true,
      collapse_spaces: true,
    });
  });
  it('answers in Vietnamese for each broken rule', () => {
    expect(firstMessage({ type: 'essay', text: 'x' })).toBe('Loại câu hỏi không hợp lệ.');
    expect(firstMessage({ type: 'true_false', text: '  ', correct: true })).toBe('Vui lòng nhập nội dung câu hỏi.');
    expect(firstMessage({ type: 'true_false', text: 'x'.repeat(QUESTION_LIMITS.text + 1), correct: true })).toBe(
      'Nội dung câu hỏi tối đa 10000 ký tự.',
    );
    expect(firstMessage({ type: 'single_choice', text: 'x', options: options(1) })).toBe(
      'Câu hỏi cần từ 2 đến 20 phương án.',
    );
    expect(firstMessage({ type: 'single_choice', text: 'x', options: options(21) })).toBe(
      'Câu hỏi cần từ 2 đến 20 phương án.',
    );
    expect(
      firstMessage({ type: 'single_choice', text: 'x', options: options(2).map((o) => ({ ...o, fraction: 0.5 })) }),
    ).toBe('Cần ít nhất một phương án được 100% điểm.');
    expect(firstMessage({ type: 'single_choice', text: 'x', options: options(2).map((o) => ({ ...o, id: 1 })) })).toBe(
      'Mã phương án bị trùng.',
    );
    expect(
      firstMessage({ type: 'single_choice', text: 'x', options: [...options(2), { id: 3, text: 'y', fraction: 1.5 }] }),
    ).toBe('Tỉ lệ điểm phải từ 0 đến 100%.');
    expect(
      firstMessage({
        type: 'multiple_choice',
        text: 'x',
        options: options(2).map((o) => ({ ...o, fraction: undefined, correct: false })),
      }),
    ).toBe('Cần ít nhất một phương án đúng.');
    expect(firstMessage({ type: 'numeric', text: 'x', answers: [{ value: 1, tolerance: -1, fraction: 1 }] })).toBe(
      'Sai số phải là một số không âm.',
    );
    expect(firstMessage({ type: 'numeric', text: 'x', answers: [{ value: Infinity, fraction: 1 }] })).toBe(
      'Giá trị phải là một số.',
    );
    expect(firstMessage({ type: 'short_answer', text: 'x', answers: [] })).toBe('Câu hỏi cần từ 1 đến 20 đáp án.');
    expect(firstMessage({ type: 'true_false', text: 'x', correct: true, default_points: 101 })).toBe(
      'Điểm mặc định phải từ 0 đến 100.',
    );
    const pairs = [1, 2].map((id) => ({ id, prompt: `P${id}`, answer: `A${id}` }));
    expect(firstMessage({ type: 'matching', text: 'x', pairs, distractors: [{ id: 2, text: 'D' }] })).toBe(
      'Mã phương án bị trùng.',
    );
    expect(firstMessage({ type: 'ordering', text: 'x', items: [{ id: 1, text: 'a' }] })).toBe(
      'Câu sắp xếp cần từ 2 đến 20 mục.',
    );
  });
});

describe('question pictures', () => {
  it('finds and relinks imported picture names, leaving web pictures alone', () => {
    const text = `Xem ${questionImageMarkdown('sơ đồ [1]', 'my net.png')} và ![web](https://example.com/a.png)`;
    expect(text).toContain('![sơ đồ 1](question-image:my%20net.png)');
    expect(questionImageKeys(text)).toEqual(['my net.png']);
    expect(replaceQuestionImageKeys(text, new Map([['my net.png', 'a1b2']]))).toBe(
      'Xem ![sơ đồ 1](question-image:a1b2) và ![web](https://example.com/a.png)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { answerSchema, type AnswerRequest } from '../answer-schema.js';
import { questionSchema, type QuestionInput } from '../question-schema.js';
import { scoreAnswer } from './score-answer.js';
import { wordedMessage } from '../worded.fixtures.js';

const score = (question: QuestionInput, answer: AnswerRequest) =>
  scoreAnswer(questionSchema.parse(question), answerSchema.parse(answer));
const base = { text: 'Câu hỏi' };

describe('single choice', () => {
  const question: QuestionInput = {
    ...base,
    type: 'single_choice',
    options: [
      { id: 1, text: 'Đúng', fraction: 1, feedback: 'Chính xác' },
      { id: 2, text: 'Gần đúng', fraction: 0.5 },
      { id: 7, text: 'Sai', fraction: 0, feedback: 'Xem lại' },
    ],
  };
  it('gives the chosen option its fraction and feedback, by id', () => {
    expect(score(question, { type: 'single_choice', option_id: 1 })).toEqual({ fraction: 1, feedback: ['Chính xác'] });
    expect(score(question, { type: 'single_choice', option_id: 2 })).toEqual({ fraction: 0.5, feedback: [] });
    expect(score(question, { type: 'single_choice', option_id: 7 })).toEqual({ fraction: 0, feedback: ['Xem lại'] });
  });
  it('scores an unknown id or an answer of another type 0', () => {
    expect(score(question, { type: 'single_choice', option_id: 3 }).fraction).toBe(0);
    expect(score(question, { type: 'true_false', value: true })).toEqual({ fraction: 0, feedback: [] });
  });
});

describe('multiple choice', () => {
  const options = [
    { id: 1, text: 'A', correct: true, feedback: 'A đúng' },
    { id: 2, text: 'B', correct: true },
    { id: 3, text: 'C', correct: false, feedback: 'C sai' },
    { id: 4, text: 'D', correct: false },
  ];
  const question: QuestionInput = { ...base, type: 'multiple_choice', options };
  const chose = (...ids: number[]) => score(question, { type: 'multiple_choice', option_ids: ids });
  it('partial: +1/k for each right option chosen, -1/k for each wrong one, floor 0', () => {
    expect(chose(1, 2).fraction).toBe(1);
    expect(chose(1).fraction).toBe(0.5);
    expect(chose(1, 2, 3).fraction).toBe(0.5);
    expect(chose(1, 3).fraction).toBe(0);
    expect(chose(1, 3, 4).fraction).toBe(0);
    expect(chose(1, 2, 3, 4).fraction).toBe(0);
    expect(chose().fraction).toBe(0);
  });
  it('marks each option and gives the chosen options feedback; unknown and repeated ids change nothing', () => {
    expect(chose(1, 1, 3, 99)).toEqual({
      fraction: 0,
      perPart: [
        { id: 1, correct: true },
        { id: 2, correct: false },
        { id: 3, correct: false },
        { id: 4, correct: true },
      ],
      feedback: ['A đúng', 'C sai'],
    });
  });
  it('three right options of three add up to exactly 1', () => {
    const three: QuestionInput = {
      ...base,
      type: 'multiple_choice',
      options: [1, 2, 3].map((id) => ({ id, text: `${id}`, correct: true })),
    };
    expect(score(three, { type: 'multiple_choice', option_ids: [1, 2, 3] }).fraction).toBe(1);
  });
  it('all or nothing: only exactly the right options score', () => {
    const strict = { ...question, scoring: 'all_or_nothing' } as QuestionInput;
    expect(score(strict, { type: 'multiple_choice', option_ids: [2, 1] }).fraction).toBe(1);
    expect(score(strict, { type: 'multiple_choice', option_ids: [1] }).fraction).toBe(0);
    expect(score(strict, { type: 'multiple_choice', option_ids: [1, 2, 4] }).fraction).toBe(0);
  });
});

describe('true/false', () => {
  const question: QuestionInput = {
    ...base,
    type: 'true_false',
    correct: false,
    feedback_true: 'Không, sai rồi',
    feedback_false: 'Đúng vậy',
  };
  it('scores the right value 1 and shows the feedback of the value given', () => {
    expect(score(question, { type: 'true_false', value: false })).toEqual({ fraction: 1, feedback: ['Đúng vậy'] });
    expect(score(question, { type: 'true_false', value: true })).toEqual({ fraction: 0, feedback: ['Không, sai rồi'] });
  });
});

describe('short answer', () => {
  const answers = [
    { text: 'Default Gateway', fraction: 1, feedback: 'Đúng' },
    { text: 'gateway', fraction: 0.5 },
  ];
  const question: QuestionInput = { ...base, type: 'short_answer', answers };
  const given = (text: string, options: Partial<{ ignore_case: boolean; collapse_spaces: boolean }> = {}) =>
    score({ ...question, ...options } as QuestionInput, { type: 'short_answer', text });
  it('by default ignores letter case and collapses spaces', () => {
    expect(given('  default   GATEWAY ')).toEqual({ fraction: 1, feedback: ['Đúng'] });
    expect(given('Gateway').fraction).toBe(0.5);
    expect(given('router').fraction).toBe(0);
  });
  it('folds Vietnamese letters and accepts NFD input', () => {
    const vietnamese: QuestionInput = {
      ...base,
      type: 'short_answer',
      answers: [{ text: 'Địa chỉ mạng', fraction: 1 }],
    };
    expect(score(vietnamese, { type: 'short_answer', text: 'ĐỊA CHỈ MẠNG'.normalize('NFD') }).fraction).toBe(1);
  });
  it('case sensitive and exact spaces when the options say so', () => {
    expect(given('default gateway', { ignore_case: false }).fraction).toBe(0);
    expect(given('Default  Gateway', { ignore_case: false }).fraction).toBe(1);
    expect(given('Default  Gateway', { collapse_spaces: false }).fraction).toBe(0);
    expect(given(' Default Gateway', { collapse_spaces: false }).fraction).toBe(0);
    expect(given('default gateway', { collapse_spaces: false }).fraction).toBe(1);
  });
  it('takes the best of several matching answers', () => {
    const twice: QuestionInput = {
      ...base,
      type: 'short_answer',
      answers: [
        { text: 'ip', fraction: 0.5 },
        { text: 'IP', fraction: 1 },
      ],
    };
    expect(score(twice, { type: 'short_answer', text: 'ip' }).fraction).toBe(1);
  });
});

describe('numeric', () => {
  const question: QuestionInput = {
    ...base,
    type: 'numeric',
    answers: [
      { value: 3.14, tolerance: 0.01, fraction: 1, feedback: 'Chuẩn' },
      { value: 3, tolerance: 0.5, fraction: 0.5 },
    ],
  };
  const given = (value: number | string) => score(question, { type: 'numeric', value });
  it('accepts within the tolerance, both ends included despite float rounding', () => {
    expect(given(3.14)).toEqual({ fraction: 1, feedback: ['Chuẩn'] });
    expect(given(3.15).fraction).toBe(1);
    expect(given(3.13).fraction).toBe(1);
    expect(given(3.151).fraction).toBe(0.5);
    expect(given(2.5).fraction).toBe(0.5);
    expect(given(2.49).fraction).toBe(0);
    expect(given(-3.14).fraction).toBe(0);
  });
  it('reads a decimal comma or point typed as text', () => {
    expect(given('3,14').fraction).toBe(1);
    expect(given(' 3.13 ').fraction).toBe(1);
    expect(answerSchema.safeParse({ type: 'numeric', value: '3,1,4' }).success).toBe(false);
    expect(wordedMessage(answerSchema.safeParse({ type: 'numeric', value: 'ba' }).error?.issues[0]?.message)).toBe(
      'Giá trị phải là một số.',
    );
  });
  it('an exact answer (tolerance 0) accepts only its value', () => {
    const exact: QuestionInput = { ...base, type: 'numeric', answers: [{ value: 0.3, fraction: 1 }] };
    expect(score(exact, { type: 'numeric', value: 0.1 + 0.2 }).fraction).toBe(1);
    expect(score(exact, { type: 'numeric', value: 0.3001 }).fraction).toBe(0);
  });
});

describe('matching', () => {
  const question: QuestionInput = {
    ...base,
    type: 'matching',
    pairs: [
      { id: 1, prompt: 'HTTP', answer: 'Tầng ứng dụng' },
      { id: 2, prompt: 'DNS', answer: 'Tầng ứng dụng' },
      { id: 3, prompt: 'TCP', answer: 'Tầng giao vận' },
    ],
    distractors: [{ id: 4, text: 'Tầng vật lý' }],
  };
  const matches = (...pairs: [number, number][]) =>
    score(question, { type: 'matching', matches: pairs.map(([prompt_id, choice_id]) => ({ prompt_id, choice_id })) });
  it('a prompt is right when its chosen answer has its text, whichever pair holds it', () => {
    expect(matches([1, 2], [2, 1], [3, 3]).fraction).toBe(1);
    expect(matches([1, 1], [2, 4], [3, 3])).toEqual({
      fraction: 2 / 3,
      perPart: [
        { id: 1, correct: true },
        { id: 2, correct: false },
        { id: 3, correct: true },
      ],
      feedback: [],
    });
  });
  it('an unanswered prompt or unknown choice is wrong; only the first match of a prompt counts', () => {
    expect(matches([1, 1]).fraction).toBeCloseTo(1 / 3);
    expect(matches([1, 99], [3, 3], [3, 4]).fraction).toBeCloseTo(1 / 3);
  });
});

describe('ordering', () => {
  const items = ['Physical', 'Data link', 'Network', 'Transport', 'Application'].map((text, i) => ({
    id: i + 1,
    text,
  }));
  const question: QuestionInput = { ...base, type: 'ordering', items };
  const order = (...ids: number[]) => score(question, { type: 'ordering', order: ids });
  it('partial: (longest run in the right relative order - 1) / (n - 1)', () => {
    expect(order(1, 2, 3, 4, 5).fraction).toBe(1);
    expect(order(5, 4, 3, 2, 1).fraction).toBe(0);
    expect(order(2, 3, 4, 5, 1).fraction).toBe(3 / 4);
    expect(order(2, 1, 4, 3, 5).fraction).toBe(2 / 4);
    expect(order().fraction).toBe(0);
  });
  it('marks the items of that run right', () => {
    expect(order(2, 3, 4, 5, 1).perPart).toEqual([
      { id: 1, correct: false },
      { id: 2, correct: true },
      { id: 3, correct: true },
      { id: 4, correct: true },
      { id: 5, correct: true },
    ]);
  });
  it('ignores repeated and unknown ids; a missing item is not in the run', () => {
    expect(order(1, 1, 9, 2, 3, 4).fraction).toBe(3 / 4);
  });
  it('all or nothing: the exact order only', () => {
    const strict = { ...question, scoring: 'all_or_nothing' } as QuestionInput;
    expect(score(strict, { type: 'ordering', order: [1, 2, 3, 4, 5] }).fraction).toBe(1);
    expect(score(strict, { type: 'ordering', order: [1, 2, 3, 5, 4] }).fraction).toBe(0);
    expect(score(strict, { type: 'ordering', order: [1, 2, 3, 4] }).fraction).toBe(0);
  });
});

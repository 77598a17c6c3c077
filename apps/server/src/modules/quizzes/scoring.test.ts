import { describe, expect, test } from 'vitest';
import { questionSchema, type QuizAttemptQuestionBody } from '@netclass/shared';
import { buildQuestion } from '@netclass/shared/networking-questions';
import { scoreAttemptQuestion } from './scoring.js';

const multiple: QuizAttemptQuestionBody = {
  kind: 'bank',
  question: questionSchema.parse({
    type: 'multiple_choice',
    text: 'Giao thức nào thuộc tầng giao vận?',
    options: [
      { id: 1, text: 'TCP', correct: true, feedback: 'Đúng.' },
      { id: 2, text: 'UDP', correct: true },
      { id: 3, text: 'IP', correct: false, feedback: 'IP thuộc tầng mạng.' },
    ],
  }),
};
/** 192.168.1.130/26: network .128, broadcast .191, hosts .129 to .190, 62 usable (worked by hand). */
const subnet: QuizAttemptQuestionBody = {
  kind: 'generated',
  question: buildQuestion('ipv4-subnet-facts', { address: '192.168.1.130', prefix: 26 }, 'seed'),
};

describe('scoreAttemptQuestion', () => {
  test('a bank question: its fraction of the points, to the hundredth, with the feedback of what was chosen', () => {
    expect(scoreAttemptQuestion(multiple, 3, { type: 'multiple_choice', option_ids: [1, 2] })).toMatchObject({
      score: 3,
      marks: { fraction: 1, feedback: ['Đúng.'] },
    });
    // One right of two and one wrong: 1/2 - 1/2 = 0; one right alone: 1/2 of 3 points.
    expect(scoreAttemptQuestion(multiple, 3, { type: 'multiple_choice', option_ids: [1, 3] }).score).toBe(0);
    expect(scoreAttemptQuestion(multiple, 3, { type: 'multiple_choice', option_ids: [2] }).score).toBe(1.5);
    expect(scoreAttemptQuestion(multiple, 1, { type: 'multiple_choice', option_ids: [1] }).score).toBe(0.5);
  });

  test('no answer, an answer of another type, or a stored answer of the wrong shape scores 0', () => {
    for (const saved of [
      null,
      undefined,
      { type: 'true_false', value: true },
      { type: 'multiple_choice', option_ids: 'all' },
      { type: 'generated', fields: { network: '1' } },
    ]) {
      expect(scoreAttemptQuestion(multiple, 2, saved)).toEqual({ score: 0, marks: { fraction: 0, feedback: [] } });
    }
  });

  test('a generated question: field by field, any reasonable notation, missing fields wrong', () => {
    const all = {
      network: '192.168.1.128',
      broadcast: '192.168.1.191',
      firstHost: '192.168.1.129',
      lastHost: '192.168.1.190',
      mask: '255.255.255.192',
      usableHosts: '62',
    };
    expect(scoreAttemptQuestion(subnet, 6, { type: 'generated', fields: { ...all, mask: '/26' } })).toMatchObject({
      score: 6,
      marks: { correct: 6, total: 6 },
    });
    const half = scoreAttemptQuestion(subnet, 2, {
      type: 'generated',
      fields: { network: '192.168.1.128', broadcast: '192.168.1.191', usableHosts: '62' },
    });
    expect(half).toMatchObject({ score: 1, marks: { correct: 3, total: 6 } });
    expect(
      scoreAttemptQuestion(subnet, 1, {
        type: 'generated',
        fields: { network: '192.168.1.129', broadcast: '192.168.1.191' },
      }).score,
    ).toBe(0.17);
    expect(scoreAttemptQuestion(subnet, 2, { type: 'single_choice', option_id: 1 })).toMatchObject({
      score: 0,
      marks: { correct: 0, total: 6 },
    });
  });
});

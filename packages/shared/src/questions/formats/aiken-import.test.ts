import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importAiken } from './aiken-import.js';
import { worded } from '../worded.fixtures.js';

const sample = fs.readFileSync(new URL('./fixtures/networking.aiken.txt', import.meta.url), 'utf8');

describe('Aiken import', () => {
  const { questions, errors } = importAiken(sample);

  it('reads single-choice questions with "A." and "A)" options and the ANSWER letter in either case', () => {
    expect(questions.map((item) => [item.index, item.line, item.category])).toEqual([
      [1, 1, null],
      [2, 8, null],
      [4, 17, null],
    ]);
    expect(questions[0]!.question).toEqual({
      type: 'single_choice',
      title: null,
      text: 'Tầng nào của mô hình OSI chịu trách nhiệm định tuyến?',
      default_points: 1,
      general_feedback: null,
      options: [
        { id: 1, text: 'Tầng liên kết dữ liệu', fraction: 0, feedback: null },
        { id: 2, text: 'Tầng mạng', fraction: 1, feedback: null },
        { id: 3, text: 'Tầng giao vận', fraction: 0, feedback: null },
        { id: 4, text: 'Tầng ứng dụng', fraction: 0, feedback: null },
      ],
    });
    expect(questions[1]!.question).toMatchObject({
      options: [
        { text: 'TCP', fraction: 0 },
        { text: 'UDP', fraction: 1 },
      ],
    });
  });

  it('reports the question without its ANSWER line on its first line, and goes on', () => {
    expect(worded(errors)).toEqual([{ index: 3, line: 13, message: 'Thiếu dòng "ANSWER: X" sau các phương án.' }]);
  });

  it('reports too few options, an unknown answer letter, and a next question that starts before ANSWER', () => {
    const source = 'Q1\nA. only\nANSWER: A\nQ2\nA. x\nB. y\nANSWER: C\nQ3\nA. x\nB. y\nQ4\nA. x\nB. y\nANSWER: B';
    const result = importAiken(source);
    expect(worded(result.errors)).toEqual([
      { index: 1, line: 1, message: 'Câu hỏi Aiken cần ít nhất hai phương án dạng "A." hoặc "A)".' },
      { index: 2, line: 4, message: 'Dòng ANSWER chỉ tới một phương án không có.' },
      { index: 3, line: 8, message: 'Thiếu dòng "ANSWER: X" sau các phương án.' },
    ]);
    expect(result.questions.map((item) => [item.index, item.line])).toEqual([[4, 11]]);
  });

  it('never throws on any cut of the sample file', () => {
    for (let end = 0; end < sample.length; end += 3) expect(() => importAiken(sample.slice(0, end))).not.toThrow();
  });
  it('an empty file has no questions', () => {
    expect(worded(importAiken('\n\n').errors)).toEqual([
      { index: 0, message: 'Không tìm thấy câu hỏi nào trong tệp.' },
    ]);
  });
});

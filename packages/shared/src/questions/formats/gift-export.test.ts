import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionSchema, type Question, type QuestionInput } from '../question-schema.js';
import { exportGift } from './gift-export.js';
import { importGift } from './gift-import.js';
import { importMoodleXml } from './moodle-xml-import.js';
import { worded } from '../worded.fixtures.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const parse = (input: QuestionInput) => questionSchema.parse(input);
const MARKS = 'a ~ b = c # d { e } f : g \\ h \\n i';

/** Questions whose every text holds GIFT's marks, line breaks and a picture. */
const tricky: Question[] = [
  parse({
    type: 'single_choice',
    title: 'Tiêu đề :: có dấu',
    text: `Dòng 1: ${MARKS}\n\nDòng 3 ![sơ đồ](question-image:so%20do.png)`,
    general_feedback: `Chung ${MARKS}\nhai dòng`,
    options: [
      { id: 1, text: `Đúng ${MARKS}`, fraction: 1, feedback: `Phản hồi # ${MARKS}` },
      { id: 2, text: 'Một nửa', fraction: 0.5 },
      { id: 3, text: 'Một phần tư', fraction: 0.25, feedback: 'x' },
      { id: 4, text: 'Sai', fraction: 0 },
    ],
  }),
  parse({
    type: 'multiple_choice',
    text: 'Ba trong năm',
    options: [1, 2, 3, 4, 5].map((id) => ({
      id,
      text: `Phương án ${id} = ${id}`,
      correct: id <= 3,
      feedback: id === 5 ? 'sai #5' : null,
    })),
  }),
  parse({
    type: 'true_false',
    text: 'Đúng, phản hồi hai phía',
    correct: true,
    feedback_true: 'Phải',
    feedback_false: 'Trái',
  }),
  parse({
    type: 'true_false',
    text: 'Sai, chỉ phản hồi đúng',
    correct: false,
    feedback_false: 'Chỉ khi trả lời sai (đúng)',
  }),
  parse({
    type: 'true_false',
    text: 'Sai, chỉ phản hồi sai',
    correct: false,
    feedback_true: 'Trả lời đúng là sai',
    general_feedback: 'Chung',
  }),
  parse({ type: 'true_false', text: 'Đúng, chỉ phản hồi chung', correct: true, general_feedback: 'Chung #' }),
  parse({
    type: 'short_answer',
    text: 'Ngắn',
    answers: [
      { text: 'a=b', fraction: 1, feedback: 'ok' },
      { text: 'a {b}', fraction: 0.5 },
    ],
  }),
  parse({
    type: 'numeric',
    text: 'Số',
    answers: [
      { value: -2.5, tolerance: 0.125, fraction: 1, feedback: 'Âm' },
      { value: 1e-7, tolerance: 0, fraction: 0.5 },
    ],
  }),
  parse({
    type: 'matching',
    text: 'Ghép',
    pairs: [
      { id: 1, prompt: 'A: {x}', answer: 'một = 1' },
      { id: 2, prompt: 'B # hai', answer: 'hai ~ 2' },
    ],
    distractors: [{ id: 3, text: 'ba' }],
  }),
];

describe('GIFT export', () => {
  it('round trip: the sample files’ questions and tricky texts come back equal', () => {
    const moodle = importMoodleXml(fixture('networking.moodle.xml')).questions.filter(
      (item) => item.question.type !== 'ordering',
    );
    const sources = [
      ...importGift(fixture('networking.gift')).questions,
      ...moodle.map((item) => ({ ...item, question: { ...item.question, default_points: 1 } })),
    ];
    const items = [
      ...sources.map(({ question, category }) => ({ question, category })),
      ...tricky.map((question) => ({ question, category: 'Khó/Dấu' })),
    ];
    const { text, skipped } = exportGift(items);
    expect(skipped).toEqual([]);
    const back = importGift(text);
    expect(back.errors).toEqual([]);
    expect(back.questions.map(({ question, category }) => ({ question, category }))).toEqual(
      items.map(({ question, category }) => ({
        question: question.type === 'short_answer' ? { ...question, ignore_case: true } : question,
        category,
      })),
    );
  });

  it('writes the marks escaped, line breaks as \\n, and categories when they change', () => {
    const { text } = exportGift([
      { question: tricky[6]!, category: 'A' },
      { question: tricky[2]!, category: 'A' },
      { question: tricky[3]!, category: null },
    ]);
    expect(text).toBe(
      [
        '$CATEGORY: A',
        '',
        '[markdown]Ngắn {\n\t=a\\=b#ok\n\t=%50%a \\{b\\}\n}',
        '',
        '[markdown]Đúng, phản hồi hai phía {\n\tTRUE#Trái#Phải\n}',
        '',
        '$CATEGORY: ',
        '',
        '[markdown]Sai, chỉ phản hồi đúng {\n\tFALSE##Chỉ khi trả lời sai (đúng)\n}',
        '',
      ].join('\n'),
    );
    expect(exportGift([{ question: tricky[0]! }]).text).toContain(
      '::Tiêu đề \\:\\: có dấu::[markdown]Dòng 1\\: a \\~ b \\= c \\# d \\{ e \\} f \\: g \\\\ h \\\\n i\\n\\nDòng 3',
    );
  });

  it('leaves out ordering questions, which GIFT cannot hold, and says so', () => {
    const ordering = parse({
      type: 'ordering',
      title: 'Thứ tự',
      text: 'x',
      items: [
        { id: 1, text: 'a' },
        { id: 2, text: 'b' },
      ],
    });
    expect(worded(exportGift([{ question: tricky[2]! }, { question: ordering }]).skipped)).toEqual([
      { index: 2, title: 'Thứ tự', message: 'Định dạng GIFT không có câu hỏi sắp xếp: câu này không được xuất.' },
    ]);
  });

  it('writes what GIFT cannot say as GIFT can: points 1, partial multiple choice, default short-answer options', () => {
    const strict = parse({
      type: 'multiple_choice',
      text: 'x',
      default_points: 5,
      scoring: 'all_or_nothing',
      options: [
        { id: 1, text: 'a', correct: true },
        { id: 2, text: 'b', correct: false },
      ],
    });
    const [back] = importGift(exportGift([{ question: strict }]).text).questions;
    expect(back?.question).toEqual({ ...strict, default_points: 1, scoring: 'partial' });
  });
});

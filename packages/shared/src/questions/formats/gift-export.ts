import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import type { Question, QuestionOf } from '../question-schema.js';
import { escapeGift } from './gift-escapes.js';
import type { ImportError } from './import-result.js';

/** `%50%` for 0.5; Moodle's own weights carry five decimals (33.33333). */
const weight = (fraction: number) => `%${Number((fraction * 100).toFixed(5))}%`;
const feedback = (text: string | null | undefined) => (text ? `#${escapeGift(text)}` : '');

function singleChoice(question: QuestionOf<'single_choice'>) {
  return question.options.map((option) => {
    const mark = option.fraction === 1 ? '=' : option.fraction > 0 ? `~${weight(option.fraction)}` : '~';
    return `${mark}${escapeGift(option.text)}${feedback(option.feedback)}`;
  });
}

/** Right options share 100% (each 1/k), wrong ones take off as much: the partial rule; all-or-nothing has no GIFT form. */
function multipleChoice(question: QuestionOf<'multiple_choice'>) {
  const share = 1 / question.options.filter((option) => option.correct).length;
  return question.options.map(
    (option) => `~${weight(option.correct ? share : -share)}${escapeGift(option.text)}${feedback(option.feedback)}`,
  );
}

/** The first feedback is for a wrong answer, the second for a right one (Moodle's order). */
function trueFalse(question: QuestionOf<'true_false'>) {
  const [right, wrong] = question.correct
    ? [question.feedback_true, question.feedback_false]
    : [question.feedback_false, question.feedback_true];
  return [
    `${question.correct ? 'TRUE' : 'FALSE'}${right ? `#${escapeGift(wrong ?? '')}#${escapeGift(right)}` : feedback(wrong)}`,
  ];
}

const shortAnswer = (question: QuestionOf<'short_answer'>) =>
  question.answers.map(
    (answer) =>
      `=${answer.fraction === 1 ? '' : weight(answer.fraction)}${escapeGift(answer.text)}${feedback(answer.feedback)}`,
  );

const numericAnswer = (answer: QuestionOf<'numeric'>['answers'][number]) =>
  `=${answer.fraction === 1 ? '' : weight(answer.fraction)}${answer.value}:${answer.tolerance}${feedback(answer.feedback)}`;

const numeric = (question: QuestionOf<'numeric'>) => [
  `#${question.answers.map((answer) => numericAnswer(answer)).join(' ')}`,
];

const matching = (question: QuestionOf<'matching'>) => [
  ...question.pairs.map((pair) => `=${escapeGift(pair.prompt)} -> ${escapeGift(pair.answer)}`),
  ...question.distractors.map((distractor) => `= -> ${escapeGift(distractor.text)}`),
];

/** The answer lines of a question, or null for a type GIFT cannot hold (ordering). */
function answerLines(question: Question): string[] | null {
  switch (question.type) {
    case 'single_choice':
      return singleChoice(question);
    case 'multiple_choice':
      return multipleChoice(question);
    case 'true_false':
      return trueFalse(question);
    case 'short_answer':
      return shortAnswer(question);
    case 'numeric':
      return numeric(question);
    case 'matching':
      return matching(question);
    case 'ordering':
      return null;
  }
}

/**
 * Writes questions as GIFT, each `[markdown]` with its title, feedback and general feedback,
 * every text escaped; a category line when it changes. GIFT has no ordering questions, points,
 * all-or-nothing multiple choice or short-answer case and space options: ordering questions
 * are left out (listed in `skipped`), the rest is written as GIFT can say it.
 */
export function exportGift(questions: { question: Question; category?: string | null }[]): {
  text: string;
  skipped: ImportError[];
} {
  const parts: string[] = [];
  const skipped: ImportError[] = [];
  let category: string | null = null;
  questions.forEach(({ question, category: wanted = null }, i) => {
    const lines = answerLines(question);
    if (!lines) {
      skipped.push({
        index: i + 1,
        ...(question.title ? { title: question.title } : {}),
        message: M.orderingNotInGift,
      });
      return;
    }
    if (wanted !== category) parts.push(`$CATEGORY: ${(wanted ?? '').replace(/\s+/g, ' ')}`);
    category = wanted;
    const title = question.title ? `::${escapeGift(question.title)}::` : '';
    const general = question.general_feedback ? [`####${escapeGift(question.general_feedback)}`] : [];
    parts.push(
      `${title}[markdown]${escapeGift(question.text)} {\n${[...lines, ...general].map((line) => `\t${line}`).join('\n')}\n}`,
    );
  });
  return { text: parts.length ? `${parts.join('\n\n')}\n` : '', skipped };
}

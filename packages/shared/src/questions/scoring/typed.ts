import type { AnswerOf } from '../answer-schema.js';
import type { QuestionOf } from '../question-schema.js';
import { clampFraction, feedbackOf, type Score } from './score.js';

/** The best of the answers that `accepts`, or 0. */
function best<T extends { fraction: number; feedback?: string | null }>(
  answers: T[],
  accepts: (answer: T) => boolean,
): Score {
  const accepted = answers.filter(accepts).sort((a, b) => b.fraction - a.fraction)[0];
  return { fraction: accepted ? clampFraction(accepted.fraction) : 0, feedback: feedbackOf(accepted?.feedback) };
}

/** A short answer as compared: NFC, then (per the question's options) spaces collapsed and trimmed, letter case folded. */
export function normalizeShortAnswer(text: string, options: { ignore_case: boolean; collapse_spaces: boolean }) {
  let normalized = text.normalize('NFC');
  if (options.collapse_spaces) normalized = normalized.replace(/\s+/g, ' ').trim();
  return options.ignore_case ? normalized.toLocaleLowerCase('vi') : normalized;
}

export function scoreShortAnswer(question: QuestionOf<'short_answer'>, answer: AnswerOf<'short_answer'>): Score {
  const given = normalizeShortAnswer(answer.text, question);
  return best(question.answers, (accepted) => normalizeShortAnswer(accepted.text, question) === given);
}

/** Within the tolerance, both ends included; a rounding error of the last digits (0.1 + 0.2) does not push a value out. */
export const withinTolerance = (given: number, value: number, tolerance: number) =>
  Math.abs(given - value) <= tolerance + 1e-9 * Math.max(1, Math.abs(value), tolerance);

export function scoreNumeric(question: QuestionOf<'numeric'>, answer: AnswerOf<'numeric'>): Score {
  return best(question.answers, (accepted) => withinTolerance(answer.value, accepted.value, accepted.tolerance));
}

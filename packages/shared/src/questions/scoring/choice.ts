import type { AnswerOf } from '../answer-schema.js';
import type { QuestionOf } from '../question-schema.js';
import { clampFraction, feedbackOf, type Score } from './score.js';

/** The chosen option's fraction and feedback; an unknown id scores 0. */
export function scoreSingleChoice(question: QuestionOf<'single_choice'>, answer: AnswerOf<'single_choice'>): Score {
  const chosen = question.options.find((option) => option.id === answer.option_id);
  return { fraction: chosen ? clampFraction(chosen.fraction) : 0, feedback: feedbackOf(chosen?.feedback) };
}

/**
 * Partial: with k right options, each chosen right option gives +1/k and each chosen wrong
 * option -1/k, floored at 0 (choosing everything earns nothing unless few options are wrong).
 * All or nothing: exactly the right options give 1. Each option's part is right when it was
 * chosen exactly if it is a right option. Unknown ids are ignored.
 */
export function scoreMultipleChoice(
  question: QuestionOf<'multiple_choice'>,
  answer: AnswerOf<'multiple_choice'>,
): Score {
  const chosen = new Set(answer.option_ids);
  const perPart = question.options.map((option) => ({
    id: option.id,
    correct: chosen.has(option.id) === option.correct,
  }));
  const right = question.options.filter((option) => option.correct).length;
  const hits = question.options.filter((option) => option.correct && chosen.has(option.id)).length;
  const misses = question.options.filter((option) => !option.correct && chosen.has(option.id)).length;
  const fraction =
    question.scoring === 'all_or_nothing'
      ? Number(perPart.every((part) => part.correct))
      : clampFraction((hits - misses) / right);
  const feedback = feedbackOf(
    ...question.options.filter((option) => chosen.has(option.id)).map((option) => option.feedback),
  );
  return { fraction, perPart, feedback };
}

export function scoreTrueFalse(question: QuestionOf<'true_false'>, answer: AnswerOf<'true_false'>): Score {
  return {
    fraction: Number(answer.value === question.correct),
    feedback: feedbackOf(answer.value ? question.feedback_true : question.feedback_false),
  };
}

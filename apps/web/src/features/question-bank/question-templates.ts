import type { QuestionInput, QuestionType } from '@netclass/shared';

type Common = Pick<QuestionInput, 'title' | 'text' | 'default_points' | 'general_feedback'>;

/** A new question of `type`, keeping what every type shares (a type change in the editor starts its own parts afresh). */
export function questionTemplate(
  type: QuestionType,
  common: Common = { title: '', text: '', default_points: 1, general_feedback: '' },
): QuestionInput {
  switch (type) {
    case 'single_choice':
      return {
        ...common,
        type,
        options: [
          { id: 1, text: '', fraction: 1, feedback: '' },
          { id: 2, text: '', fraction: 0, feedback: '' },
        ],
      };
    case 'multiple_choice':
      return {
        ...common,
        type,
        scoring: 'partial',
        options: [
          { id: 1, text: '', correct: true, feedback: '' },
          { id: 2, text: '', correct: false, feedback: '' },
        ],
      };
    case 'true_false':
      return { ...common, type, correct: true, feedback_true: '', feedback_false: '' };
    case 'short_answer':
      return {
        ...common,
        type,
        ignore_case: true,
        collapse_spaces: true,
        answers: [{ text: '', fraction: 1, feedback: '' }],
      };
    case 'numeric':
      return { ...common, type, answers: [{ value: 0, tolerance: 0, fraction: 1, feedback: '' }] };
    case 'matching':
      return {
        ...common,
        type,
        pairs: [
          { id: 1, prompt: '', answer: '' },
          { id: 2, prompt: '', answer: '' },
        ],
        distractors: [],
      };
    case 'ordering':
      return {
        ...common,
        type,
        scoring: 'partial',
        items: [
          { id: 1, text: '' },
          { id: 2, text: '' },
        ],
      };
  }
}

/** The next free part id of a question (options, pairs, distractors and items share one id space). */
export const nextPartId = (...lists: ({ id: number }[] | undefined)[]) =>
  Math.max(0, ...lists.flatMap((list) => (list ?? []).map((part) => part.id))) + 1;

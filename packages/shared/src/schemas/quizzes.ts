import type { NetworkingQuestion } from '../networking-questions/index.js';
import type { Question } from '../questions/index.js';

/**
 * Quizzes (docs/decisions/030-quizzes.md): the words of their settings and attempts. The request
 * and answer schemas of the quiz routes live beside these.
 */
export const QUIZ_GRADING_METHODS = ['highest', 'last', 'average'] as const;
export type QuizGradingMethod = (typeof QUIZ_GRADING_METHODS)[number];

/** When a review shows a part: after each submitted attempt, once the quiz has closed, never. */
export const QUIZ_REVIEW_TIMINGS = ['after_attempt', 'after_close', 'never'] as const;
export type QuizReviewTiming = (typeof QUIZ_REVIEW_TIMINGS)[number];

/** A fixed bank question, one drawn from a bank category, a generated networking question. */
export const QUIZ_SLOT_KINDS = ['question', 'random', 'generated'] as const;
export type QuizSlotKind = (typeof QUIZ_SLOT_KINDS)[number];

/** Who submitted an attempt: the student, the end-of-time job, a teacher. */
export const QUIZ_SUBMITTERS = ['student', 'timer', 'teacher'] as const;
export type QuizSubmitter = (typeof QUIZ_SUBMITTERS)[number];

/** What an attempt's question was when shown: a bank question at its version, or a generated one with its answer. */
export type QuizAttemptQuestionBody = { kind: 'bank'; question: Question } | { kind: 'generated'; question: NetworkingQuestion };

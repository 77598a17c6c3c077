import { z } from 'zod';
import { PRACTICE_ANSWER_MAX_LENGTH } from '../constants.js';
import { QUESTION_MESSAGES as M } from '../question-messages.js';
import type { NetworkingQuestion } from '../networking-questions/index.js';
import { answerSchema, type Question } from '../questions/index.js';

/** More than any generated type asks (a VLSM plan of five subnets asks ten). */
const MAX_GENERATED_FIELDS = 20;

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
export type QuizAttemptQuestionBody =
  { kind: 'bank'; question: Question } | { kind: 'generated'; question: NetworkingQuestion };

/** A generated question's answer: the typed text of each field, by key (a missing field counts as wrong). */
export const generatedAnswerSchema = z.object({
  type: z.literal('generated'),
  fields: z
    .record(
      z.string().max(40, M.answerInvalid),
      z.string({ error: M.answerInvalid }).max(PRACTICE_ANSWER_MAX_LENGTH, M.answerTooLong),
      { error: M.answerInvalid },
    )
    .refine((fields) => Object.keys(fields).length <= MAX_GENERATED_FIELDS, M.answerInvalid),
});

/** An answer saved in an attempt: a bank question's (answer-schema.ts) or a generated question's. */
export const quizAnswerSchema = z.union([answerSchema, generatedAnswerSchema], { error: M.answerInvalid });
export type QuizAnswer = z.output<typeof quizAnswerSchema>;

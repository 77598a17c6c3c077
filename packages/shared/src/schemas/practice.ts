import { z } from 'zod';
import { PRACTICE_ANSWER_MAX_LENGTH } from '../constants.js';
import { PRACTICE_MESSAGES as M } from '../question-messages.js';
import { ANSWER_KINDS, FIELD_LABELS, NETWORKING_QUESTION_TYPES, STEP_KEYS } from '../networking-questions/index.js';

/**
 * Practice mode (issue 15 item 5, docs/decisions/027): unlimited ungraded generated questions
 * per type, checked at once. The server owns each question; the prompt leaves it without
 * answer or seed. A subpath of its own (`@netclass/shared/practice`): it names the question
 * types, so it carries the question library, which pages without questions do not load.
 */

/** More than any type asks (a VLSM plan of five subnets asks ten). */
const MAX_ANSWER_FIELDS = 20;

export const practiceTypeSchema = z.enum(NETWORKING_QUESTION_TYPES, { error: M.typeInvalid });

export const createPracticeQuestionSchema = z.object({ type: practiceTypeSchema });
export type CreatePracticeQuestionRequest = z.input<typeof createPracticeQuestionSchema>;

export const practiceAnswersSchema = z.object({
  /** The typed answer of each field, by the field's key; a missing field counts as wrong. */
  answers: z
    .record(
      z.string().max(40, M.answersInvalid),
      z.string({ error: M.answersInvalid }).max(PRACTICE_ANSWER_MAX_LENGTH, M.answerTooLong),
      { error: M.answersInvalid },
    )
    .refine((answers) => Object.keys(answers).length <= MAX_ANSWER_FIELDS, M.answersInvalid),
});
export type PracticeAnswersRequest = z.input<typeof practiceAnswersSchema>;

const answerFieldSchema = z.object({
  key: z.string(),
  kind: z.enum(ANSWER_KINDS),
  label: z.enum(FIELD_LABELS),
  labelParams: z.record(z.string(), z.number()).optional(),
});

export const practiceQuestionSchema = z.object({
  id: z.number().int(),
  type: practiceTypeSchema,
  /** The question's numbers as `generateQuestion` made them (structured per type, decision 027). */
  params: z.record(z.string(), z.unknown()),
  fields: z.array(answerFieldSchema),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;
export const practiceQuestionResponseSchema = z.object({ question: practiceQuestionSchema });
export type PracticeQuestionResponse = z.infer<typeof practiceQuestionResponseSchema>;

export const practiceCheckResponseSchema = z.object({
  /** Each field's mark, the count of correct fields and the score (correct / total). */
  result: z.object({
    fields: z.array(z.object({ key: z.string(), correct: z.boolean() })),
    correct: z.number().int(),
    total: z.number().int(),
    score: z.number(),
  }),
  /** The answers checked: the first ones sent (an item is checked once; a second send answers the stored result). */
  answers: z.record(z.string(), z.string()),
  /** The expected answer of each field. */
  answer: z.record(z.string(), z.string()),
  /** The worked steps (`networkingQuestions.steps.<key>` with params). */
  explanation: z.array(
    z.object({
      key: z.enum(STEP_KEYS),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      answers: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type PracticeCheckResponse = z.infer<typeof practiceCheckResponseSchema>;

export const practiceSummarySchema = z.object({
  /** Per type answered so far: items answered, and those with every field right. Types never answered are left out. */
  types: z.array(z.object({ type: practiceTypeSchema, attempted: z.number().int(), correct: z.number().int() })),
  /** Consecutive days (Asia/Ho_Chi_Minh) with an answered item, up to today, or up to yesterday while today has none yet. */
  streak: z.number().int(),
  practised_today: z.boolean(),
});
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;

import { z } from 'zod';
import { QUESTION_LIMITS as L } from '../constants.js';
import { QUESTION_MESSAGES as M } from '../question-messages.js';

/**
 * What a student submits for each question type. Choices are named by their ids (stable
 * across shuffling), never by position or text. A numeric answer may be typed with a decimal
 * comma (Vietnamese) or point; it is read into a number here.
 */
const partId = z
  .number({ error: M.answerInvalid })
  .int(M.answerInvalid)
  .min(1, M.answerInvalid)
  .max(L.maxPartId, M.answerInvalid);
const ids = z.array(partId, { error: M.answerInvalid }).max(L.maxParts + L.maxDistractors, M.answerInvalid);
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/** A number, or its text with a decimal point or comma ('3,14', '-2.5', '1e3'). */
export const numericAnswerValue = z
  .union([z.number(), z.string()], { error: M.numberInvalid })
  .transform((value, ctx) => {
    const number =
      typeof value === 'number' ? value : NUMBER.test(value.trim()) ? Number(value.trim().replace(',', '.')) : NaN;
    if (Number.isFinite(number)) return number;
    ctx.addIssue({ code: 'custom', message: M.numberInvalid });
    return z.NEVER;
  });

export const answerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('single_choice'), option_id: partId }),
    z.object({ type: z.literal('multiple_choice'), option_ids: ids }),
    z.object({ type: z.literal('true_false'), value: z.boolean({ error: M.answerInvalid }) }),
    z.object({
      type: z.literal('short_answer'),
      text: z.string({ error: M.answerInvalid }).max(L.answer, M.answerTooLong),
    }),
    z.object({ type: z.literal('numeric'), value: numericAnswerValue }),
    z.object({
      type: z.literal('matching'),
      /** A choice is a pair's id (its answer text) or a distractor's id. */
      matches: z
        .array(z.object({ prompt_id: partId, choice_id: partId }), { error: M.answerInvalid })
        .max(L.maxParts, M.answerInvalid),
    }),
    z.object({ type: z.literal('ordering'), order: ids }),
  ],
  { error: M.answerInvalid },
);
export type Answer = z.infer<typeof answerSchema>;
export type AnswerRequest = z.input<typeof answerSchema>;
export type AnswerOf<T extends Answer['type']> = Extract<Answer, { type: T }>;

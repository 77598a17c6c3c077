import { z } from 'zod';
import { QUESTION_LIMITS as L, TITLE_MAX_LENGTH } from '../constants.js';
import { QUESTION_MESSAGES as M } from '../question-messages.js';
import { optionalText, requiredText } from '../schemas/text.js';

/**
 * A bank question (docs/decisions/028-question-bank-formats.md): the fields every type has
 * and a body per type. Texts are Markdown (pictures as `![alt](question-image:<key>)`, see
 * question-images.ts); fractions are parts of the question's points, 0 to 1. Options, pairs
 * and items carry ids that stay the same when an attempt shuffles them: answers name ids.
 */
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_answer',
  'numeric',
  'matching',
  'ordering',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Multiple choice: each chosen right option +1/k, each chosen wrong option -1/k (k right options), floor 0; or all or nothing. */
export const MULTIPLE_CHOICE_SCORING = ['partial', 'all_or_nothing'] as const;
/** Ordering: the longest run of items kept in the right relative order, (run - 1) / (n - 1); or all or nothing. */
export const ORDERING_SCORING = ['partial', 'all_or_nothing'] as const;

const feedback = optionalText({ lines: 'multi', max: L.feedback, tooLong: M.feedbackTooLong });
const optionText = requiredText({
  lines: 'multi',
  max: L.option,
  required: M.optionRequired,
  tooLong: M.optionTooLong,
});
const answerText = requiredText({
  lines: 'single',
  max: L.answer,
  required: M.answerRequired,
  tooLong: M.answerTooLong,
});
const fraction = z.number({ error: M.fractionInvalid }).min(0, M.fractionInvalid).max(1, M.fractionInvalid);
const partId = z
  .number({ error: M.partIdInvalid })
  .int(M.partIdInvalid)
  .min(1, M.partIdInvalid)
  .max(L.maxPartId, M.partIdInvalid);
const finite = z.number({ error: M.numberInvalid }).refine(Number.isFinite, M.numberInvalid);
const parts = <T extends z.ZodType>(schema: T, message: string, min: number = L.minParts) =>
  z.array(schema, { error: message }).min(min, message).max(L.maxParts, message);

type Check<T> = { value: T; issues: z.core.$ZodRawIssue[] };
const demand = (ctx: Check<unknown>, ok: boolean, message: string, path: string) => {
  if (!ok) ctx.issues.push({ code: 'custom', message, path: [path], input: ctx.value });
};
/** Ids unique across the lists named. */
const uniqueIds =
  <T>(...lists: ((value: T) => { id: number }[])[]) =>
  (ctx: Check<T>) => {
    const ids = lists.flatMap((list) => list(ctx.value).map((part) => part.id));
    demand(ctx, new Set(ids).size === ids.length, M.partIdsDuplicate, 'id');
  };
const hasFull = (answers: { fraction: number }[]) => answers.some((answer) => answer.fraction === 1);

const common = {
  /** A short name for the bank's list (GIFT ::title::, Moodle <name>); none: the list shows the text's start. */
  title: optionalText({ lines: 'single', max: TITLE_MAX_LENGTH, tooLong: M.titleTooLong }),
  text: requiredText({ lines: 'multi', max: L.text, required: M.textRequired, tooLong: M.textTooLong }),
  default_points: z
    .number({ error: M.pointsInvalid })
    .min(0, M.pointsInvalid)
    .max(L.maxPoints, M.pointsInvalid)
    .default(1),
  /** Shown in review whatever the answer. */
  general_feedback: feedback,
};

const choiceOption = z.object({ id: partId, text: optionText, feedback });

export const singleChoiceSchema = z
  .object({
    ...common,
    type: z.literal('single_choice'),
    options: parts(choiceOption.extend({ fraction }), M.optionsCount),
  })
  .check(
    uniqueIds((q) => q.options),
    (ctx) => demand(ctx, hasFull(ctx.value.options), M.singleNeedsFull, 'options'),
  );

export const multipleChoiceSchema = z
  .object({
    ...common,
    type: z.literal('multiple_choice'),
    options: parts(choiceOption.extend({ correct: z.boolean() }), M.optionsCount),
    scoring: z.enum(MULTIPLE_CHOICE_SCORING).default('partial'),
  })
  .check(
    uniqueIds((q) => q.options),
    (ctx) =>
      demand(
        ctx,
        ctx.value.options.some((option) => option.correct),
        M.multipleNeedsCorrect,
        'options',
      ),
  );

export const trueFalseSchema = z.object({
  ...common,
  type: z.literal('true_false'),
  correct: z.boolean(),
  /** Shown to whoever answered true, and to whoever answered false. */
  feedback_true: feedback,
  feedback_false: feedback,
});

export const shortAnswerSchema = z
  .object({
    ...common,
    type: z.literal('short_answer'),
    answers: parts(z.object({ text: answerText, fraction, feedback }), M.answersCount, 1),
    /** Compare without regard to letter case (the default). */
    ignore_case: z.boolean().default(true),
    /** Trim, and count any run of spaces as one space (the default). */
    collapse_spaces: z.boolean().default(true),
  })
  .check((ctx) => demand(ctx, hasFull(ctx.value.answers), M.answersNeedFull, 'answers'));

export const numericSchema = z
  .object({
    ...common,
    type: z.literal('numeric'),
    /** Accepted when |given - value| <= tolerance; the first such answer (most points first) counts. No units. */
    answers: parts(
      z.object({
        value: finite,
        tolerance: z.number({ error: M.toleranceInvalid }).min(0, M.toleranceInvalid).default(0),
        fraction,
        feedback,
      }),
      M.answersCount,
      1,
    ),
  })
  .check((ctx) => demand(ctx, hasFull(ctx.value.answers), M.answersNeedFull, 'answers'));

export const matchingSchema = z
  .object({
    ...common,
    type: z.literal('matching'),
    /** Each prompt and its answer; two prompts may share an answer text. */
    pairs: parts(z.object({ id: partId, prompt: optionText, answer: answerText }), M.pairsCount),
    /** Answers that match no prompt. */
    distractors: z
      .array(z.object({ id: partId, text: answerText }), { error: M.distractorsCount })
      .max(L.maxDistractors, M.distractorsCount)
      .default([]),
  })
  .check(
    uniqueIds(
      (q) => q.pairs,
      (q) => q.distractors,
    ),
  );

export const orderingSchema = z
  .object({
    ...common,
    type: z.literal('ordering'),
    /** In the right order. */
    items: parts(z.object({ id: partId, text: optionText }), M.itemsCount),
    scoring: z.enum(ORDERING_SCORING).default('partial'),
  })
  .check(uniqueIds((q) => q.items));

export const questionSchema = z.discriminatedUnion(
  'type',
  [
    singleChoiceSchema,
    multipleChoiceSchema,
    trueFalseSchema,
    shortAnswerSchema,
    numericSchema,
    matchingSchema,
    orderingSchema,
  ],
  { error: M.typeInvalid },
);
/** A question as stored and scored. */
export type Question = z.infer<typeof questionSchema>;
/** A question as written by a form or an importer (defaults may be left out). */
export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;

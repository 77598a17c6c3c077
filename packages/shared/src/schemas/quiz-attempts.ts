import { z } from 'zod';
import { QUIZ_ATTEMPT_MESSAGES as M } from '../quiz-messages.js';
import { QUESTION_TYPES } from '../questions/question-schema.js';
import { practiceCheckResponseSchema, practiceQuestionSchema } from './practice.js';
import { idWith } from './common.js';
import { QUIZ_GRADING_METHODS, QUIZ_REVIEW_TIMINGS, QUIZ_SUBMITTERS, quizAnswerSchema } from './quizzes.js';

/**
 * A student's attempts at a quiz (issue 15 item 4, docs/decisions/030-quizzes.md): the intro,
 * the questions while answering (no keys, no seeds), each saved answer, the review as the quiz's
 * review timings allow. A subpath of its own (`@netclass/shared/quiz-attempts`): it carries the
 * generated questions' words, which pages without quizzes do not load.
 */
export const quizAttemptParamsSchema = z.object({ id: idWith(M.idInvalid) });
export const quizAnswerParamsSchema = z.object({
  id: idWith(M.idInvalid),
  position: z.coerce
    .number({ error: M.positionInvalid })
    .int(M.positionInvalid)
    .min(1, M.positionInvalid)
    .max(1000, M.positionInvalid),
});

/** One answer saved: `seq` is the client's counter for the question, above the last one stored (a repeat or a late save changes nothing). */
export const saveQuizAnswerSchema = z.object({
  answer: quizAnswerSchema,
  seq: z.number({ error: M.seqInvalid }).int(M.seqInvalid).min(1, M.seqInvalid).max(2_147_483_647, M.seqInvalid),
});
export type SaveQuizAnswerRequest = z.input<typeof saveQuizAnswerSchema>;
/** An answer as the client sends it (a numeric one may be the typed text, with a decimal comma). */
export type QuizAnswerDraft = SaveQuizAnswerRequest['answer'];

export const QUIZ_ATTEMPT_EVENT_KINDS = ['blur', 'hidden', 'visible'] as const;
export const quizAttemptEventSchema = z.object({ kind: z.enum(QUIZ_ATTEMPT_EVENT_KINDS, { error: M.eventInvalid }) });

/** Why a student may not start an attempt now. */
export const QUIZ_START_REFUSALS = ['not_open', 'closed', 'no_attempts_left', 'no_questions'] as const;
export type QuizStartRefusal = (typeof QUIZ_START_REFUSALS)[number];

export const quizAttemptSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  started_at: z.string(),
  ends_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  submitted_by: z.enum(QUIZ_SUBMITTERS).nullable(),
  /** Null while in progress, and while the quiz's review does not show marks. */
  points: z.number().nullable(),
  max_points: z.number(),
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;

/**
 * When each part of a submitted attempt's review shows (docs/decisions/038): the quiz's timings,
 * its close time, and whether the teacher has released the answers and solutions (which opens
 * what shows `after_close` before the close time).
 */
export const quizReviewScheduleSchema = z.object({
  answers: z.enum(QUIZ_REVIEW_TIMINGS),
  marks: z.enum(QUIZ_REVIEW_TIMINGS),
  feedback: z.enum(QUIZ_REVIEW_TIMINGS),
  close_at: z.string().nullable(),
  solutions_released: z.boolean(),
});
export type QuizReviewSchedule = z.infer<typeof quizReviewScheduleSchema>;

export const myQuizAttemptsSchema = z.object({
  quiz: z.object({
    id: z.number().int(),
    course_id: z.number().int(),
    title: z.string(),
    /** The description's Markdown rendered (sanitized HTML, the course's pictures signed). */
    description_html: z.string(),
    open_at: z.string().nullable(),
    close_at: z.string().nullable(),
    /** With the student's extra time. */
    time_limit_seconds: z.number().int().nullable(),
    /** With the student's extra attempts; null: unlimited. */
    max_attempts: z.number().int().nullable(),
    grading_method: z.enum(QUIZ_GRADING_METHODS),
    question_count: z.number().int(),
    max_points: z.number(),
    review: quizReviewScheduleSchema,
  }),
  attempts: z.array(quizAttemptSummarySchema),
  in_progress_id: z.number().int().nullable(),
  /** Null: a new attempt may start (or the one in progress goes on). */
  refusal: z.enum(QUIZ_START_REFUSALS).nullable(),
  now: z.string(),
});
export type MyQuizAttempts = z.infer<typeof myQuizAttemptsSchema>;

/** An option, an ordering item or a matching prompt: its one line of Markdown rendered (sanitized HTML, the course's pictures signed). */
const htmlPartSchema = z.object({ id: z.number().int(), html: z.string() });

/**
 * A bank question as the student answers it: its text and parts rendered from Markdown (as the
 * bank's preview shows them, docs/decisions/028), in the order shown, without fractions, correct
 * flags or feedback; the Markdown itself is not sent. Matching: the prompts, and the choices to
 * pick from as written (plain text: a select's options).
 */
export const studentBankQuestionSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  title: z.string().nullable(),
  text_html: z.string(),
  options: z.array(htmlPartSchema).optional(),
  items: z.array(htmlPartSchema).optional(),
  prompts: z.array(htmlPartSchema).optional(),
  choices: z.array(z.object({ id: z.number().int(), text: z.string() })).optional(),
});
export type StudentBankQuestion = z.infer<typeof studentBankQuestionSchema>;

/** What a review shows of one question, each part only when the quiz's review timings allow. */
export const quizQuestionReviewSchema = z.object({
  /** Marks: the points scored, and per part (bank) or per field (generated) right or not. */
  score: z.number().nullable(),
  parts: z.array(z.object({ id: z.union([z.number(), z.string()]), correct: z.boolean() })).nullable(),
  /** Answers: the right ones (bank: options' ids, true/false, accepted texts or values, pairs, the order; generated: each field's expected answer). */
  right_answer: z.unknown(),
  /** Feedback: the texts for what was answered and the general feedback (bank), rendered from Markdown as the question's text; the worked steps (generated). */
  feedback_html: z.array(z.string()).nullable(),
  explanation: practiceCheckResponseSchema.shape.explanation.nullable(),
});
export type QuizQuestionReview = z.infer<typeof quizQuestionReviewSchema>;

export const attemptQuestionSchema = z.object({
  position: z.number().int(),
  points: z.number(),
  question: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('bank'), bank: studentBankQuestionSchema }),
    z.object({ kind: z.literal('generated'), prompt: practiceQuestionSchema.omit({ id: true }) }),
  ]),
  /** The answer last saved, as the answer schema reads it; null: none yet. */
  answer: z.unknown(),
  seq: z.number().int(),
  review: quizQuestionReviewSchema.nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const quizAttemptViewSchema = z.object({
  attempt: quizAttemptSummarySchema.extend({
    quiz_id: z.number().int(),
    quiz_title: z.string(),
    student_id: z.number().int(),
  }),
  questions: z.array(attemptQuestionSchema),
  /** When the review's parts show to the student (staff see all of it always). */
  review_schedule: quizReviewScheduleSchema,
  /** The server's clock: the time left is `ends_at - now`, never the device's clock. */
  now: z.string(),
  /** Focus lost and tab switches (staff only; null for the student). */
  events: z.array(z.object({ kind: z.string(), at: z.string() })).nullable(),
});
export type QuizAttemptView = z.infer<typeof quizAttemptViewSchema>;

export const savedQuizAnswerSchema = z.object({
  position: z.number().int(),
  /** The stored seq: the one sent when saved, a higher one when this save was a repeat or late. */
  seq: z.number().int(),
  saved: z.boolean(),
  ends_at: z.string().nullable(),
  now: z.string(),
});
export type SavedQuizAnswer = z.infer<typeof savedQuizAnswerSchema>;

/** A teacher's preview of a quiz as a student sees it (docs/decisions/038): questions drawn as an attempt would, nothing recorded. */
export const quizPreviewSchema = z.object({
  quiz_id: z.number().int(),
  quiz_title: z.string(),
  max_points: z.number(),
  questions: z.array(attemptQuestionSchema),
  review_schedule: quizReviewScheduleSchema,
});
export type QuizPreview = z.infer<typeof quizPreviewSchema>;

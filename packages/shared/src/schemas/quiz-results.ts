import { z } from 'zod';
import { QUIZ_RESULTS_PAGE_LIMIT } from '../constants.js';
import { QUIZ_MESSAGES, QUIZ_RESULTS_MESSAGES as M } from '../quiz-messages.js';
import { idWith, isoDateTime } from './common.js';
import {
  SORT_ORDERS,
  pageNumberQuerySchema,
  pageNumberResponseFields,
  studentSearchQuerySchema,
} from './communication.js';
import { QUIZ_GRADING_METHODS, QUIZ_SLOT_KINDS } from './quizzes.js';

/**
 * A quiz's results for its teachers (docs/decisions/030-quizzes.md, "Results"): each student of
 * the class with their attempts and counted grade, the statistics of the grades and of each
 * question, and the regrade of questions whose key changed.
 */
/** The distribution's bins: 0–10 %, 10–20 %, …, 90–100 % of the maximum. */
export const QUIZ_GRADE_BINS = 10;
export const QUIZ_RESULT_SORTS = ['name', 'id', 'grade'] as const;
export type QuizResultSort = (typeof QUIZ_RESULT_SORTS)[number];

export const quizResultsParamsSchema = z.object({ id: idWith(QUIZ_MESSAGES.notFound) });

/** `GET /api/quizzes/{id}/results`: one numbered page of the class, searched by id or name, sorted. */
export const quizResultsQuerySchema = pageNumberQuerySchema(QUIZ_RESULTS_PAGE_LIMIT).extend({
  q: studentSearchQuerySchema,
  sort: z.enum(QUIZ_RESULT_SORTS, { error: M.sortInvalid }).default('name'),
  order: z.enum(SORT_ORDERS, { error: M.sortInvalid }).default('asc'),
});
export type QuizResultsQuery = z.infer<typeof quizResultsQuerySchema>;

export const quizResultsQuizSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  max_points: z.number(),
  grading_method: z.enum(QUIZ_GRADING_METHODS),
  close_at: isoDateTime.nullable(),
});

export const quizResultAttemptSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  started_at: isoDateTime,
  /** null: still in progress. */
  submitted_at: isoDateTime.nullable(),
  points: z.number().nullable(),
});

export const quizResultStudentSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  /** Every attempt, by number (in progress ones too). */
  attempts: z.array(quizResultAttemptSchema),
  /** By the quiz's grading method over the submitted attempts; null: none submitted. */
  grade: z.number().nullable(),
  last_submitted_at: isoDateTime.nullable(),
  /** Focus losses and tab switches over all their attempts. */
  focus_events: z.number().int(),
});
export type QuizResultStudent = z.infer<typeof quizResultStudentSchema>;

export const quizResultsResponseSchema = z.object({
  quiz: quizResultsQuizSchema,
  students: z.array(quizResultStudentSchema),
  ...pageNumberResponseFields,
});
export type QuizResultsResponse = z.infer<typeof quizResultsResponseSchema>;

/** `GET /api/quizzes/{id}/statistics`. */
export const quizStatisticsResponseSchema = z.object({
  quiz: quizResultsQuizSchema,
  /** Students with a grade (at least one submitted attempt). */
  graded: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  /** `QUIZ_GRADE_BINS` counts of grades by percent of the maximum: [0, 10), …, [90, 100]. */
  distribution: z.array(z.number().int()),
  /** Per slot, in order, over the submitted attempts. */
  questions: z.array(
    z.object({
      slot_id: z.number().int(),
      position: z.number().int(),
      kind: z.enum(QUIZ_SLOT_KINDS),
      /** The bank question's title, the random slot's category, the generated type. */
      label: z.string().nullable(),
      attempts: z.number().int(),
      answered: z.number().int(),
      /** Mean score over mean points, 0–1 (higher: easier); null without points. */
      difficulty: z.number().nullable(),
      /** Pearson correlation of the question's score with the rest of the attempt's score, −1–1; null when either does not vary. */
      discrimination: z.number().nullable(),
    }),
  ),
});
export type QuizStatisticsResponse = z.infer<typeof quizStatisticsResponseSchema>;

/** `GET /api/quizzes/{id}/regrade`: questions whose submitted attempts saw an older version, and the past regrades. */
export const quizRegradeListSchema = z.object({
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      title: z.string().nullable(),
      type: z.string(),
      version: z.number().int(),
      attempts: z.number().int(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.number().int(),
      question_id: z.number().int(),
      question_version: z.number().int(),
      attempts_changed: z.number().int(),
      regraded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      regraded_at: isoDateTime,
    }),
  ),
});
export type QuizRegradeList = z.infer<typeof quizRegradeListSchema>;

/** `POST /api/quizzes/{id}/regrade`. */
export const quizRegradeBodySchema = z.object({ questionId: idWith(M.questionRequired) });
export type QuizRegradeRequest = z.input<typeof quizRegradeBodySchema>;

export const quizRegradeResponseSchema = z.object({
  question_id: z.number().int(),
  question_version: z.number().int(),
  attempts_changed: z.number().int(),
});
export type QuizRegradeResponse = z.infer<typeof quizRegradeResponseSchema>;

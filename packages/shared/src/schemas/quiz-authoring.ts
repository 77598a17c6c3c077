import { z } from 'zod';
import { CONTENT_MESSAGES } from '../messages.js';
import { LESSON_CONTENT_MAX_LENGTH, QUIZ_ALLOWANCE_PAGE_LIMIT, TITLE_MAX_LENGTH } from '../constants.js';
import { NETWORKING_QUESTION_TYPES } from '../networking-questions/index.js';
import { QUIZ_AUTHORING_MESSAGES as M, QUIZ_MESSAGES } from '../quiz-messages.js';
import { QUESTION_TYPES } from '../questions/index.js';
import { idWith, isoDateTime } from './common.js';
import { pageNumberQuerySchema, pageNumberResponseFields } from './communication.js';
import { publicationFieldsSchema } from './publication.js';
import { QUIZ_GRADING_METHODS, QUIZ_REVIEW_TIMINGS, QUIZ_SLOT_KINDS } from './quizzes.js';
import { optionalText, requiredText } from './text.js';

/**
 * Quiz authoring (docs/decisions/030, "Authoring"): a quiz's settings, its slots and students'
 * allowances, as requests and answers. Times are in seconds on the wire, as stored; the web
 * form asks for minutes. A subpath of its own (`@netclass/shared/quiz-authoring`), as practice's:
 * the networking types bring the generator, which only the authoring screens need.
 */
export const QUIZ_MAX_SLOTS = 100;
export const QUIZ_SLOT_MAX_POINTS = 100;
export const QUIZ_MAX_ATTEMPTS = 100;
/** A day: the longest time limit, and the most extra time a student is given. */
export const QUIZ_MAX_SECONDS = 24 * 60 * 60;

/** A date-time with an offset, or Vietnam time without one; null or blank: none. */
const quizDate = z
  .union([z.iso.datetime({ offset: true, local: true, error: M.dateInvalid }), z.literal(''), z.null()], {
    error: M.dateInvalid,
  })
  .transform((value) => value || null)
  .describe('A date-time `YYYY-MM-DDTHH:mm[:ss]`, Vietnam time unless it has an offset; null: none');
const reviewTiming = z.enum(QUIZ_REVIEW_TIMINGS, { error: M.reviewTimingInvalid });
const flag = z.boolean({ error: M.flagInvalid });
const attempts = z
  .number({ error: M.attemptsInvalid })
  .int(M.attemptsInvalid)
  .min(1, M.attemptsInvalid)
  .max(QUIZ_MAX_ATTEMPTS, M.attemptsInvalid);

const settingsFields = {
  title: requiredText({ lines: 'single', required: M.titleRequired, max: TITLE_MAX_LENGTH, tooLong: M.titleTooLong }),
  /** Markdown, shown before an attempt starts. */
  description: optionalText({ lines: 'multi', max: LESSON_CONTENT_MAX_LENGTH, tooLong: M.descriptionTooLong }),
  /** A lesson of the quiz's course, or none. */
  lesson_id: idWith(M.lessonInvalid).nullable(),
  /** A grade category of the quiz's course (its gradebook), or none. */
  grade_category_id: idWith(M.gradeCategoryInvalid).nullable(),
  grading_method: z.enum(QUIZ_GRADING_METHODS, { error: M.gradingMethodInvalid }),
  shuffle_questions: flag,
  shuffle_options: flag,
  review_answers: reviewTiming,
  review_marks: reviewTiming,
  review_feedback: reviewTiming,
};

type Dated = { open_at?: string | null; close_at?: string | null };
/** Both times in the same format (the form's, or a client's), so text order is time order; the server compares the instants. */
const closeAfterOpen = (ctx: { value: Dated; issues: z.core.$ZodRawIssue[] }) => {
  const { open_at: open, close_at: close } = ctx.value;
  if (open && close && close <= open)
    ctx.issues.push({ code: 'custom', message: M.closeBeforeOpen, path: ['close_at'], input: close });
};

const apiFields = z.object({
  ...settingsFields,
  open_at: quizDate,
  close_at: quizDate,
  /** null: no limit. */
  time_limit_seconds: z
    .number({ error: M.timeLimitInvalid })
    .int(M.timeLimitInvalid)
    .min(60, M.timeLimitInvalid)
    .max(QUIZ_MAX_SECONDS, M.timeLimitInvalid)
    .nullable(),
  /** null: unlimited. */
  max_attempts: attempts.nullable(),
});

/** `PATCH /api/quizzes/{id}`: the settings sent are changed, the others kept (null clears a nullable one). */
export const quizPatchSchema = apiFields.partial().check(closeAfterOpen);
export type QuizPatchInput = z.infer<typeof quizPatchSchema>;
export type QuizPatchRequest = z.input<typeof quizPatchSchema>;
/** `POST /api/courses/{courseId}/quizzes`: a draft; what is left out takes its default. */
export const quizCreateSchema = apiFields.partial().extend({ title: settingsFields.title }).check(closeAfterOpen);
export type QuizCreateRequest = z.input<typeof quizCreateSchema>;

/** The web form: times as the date-time pickers give them, the limit in minutes. */
export const quizFormSchema = z
  .object({
    ...settingsFields,
    open_at: z.string().nullable(),
    close_at: z.string().nullable(),
    time_limit_minutes: z
      .number({ error: M.timeLimitInvalid })
      .int(M.timeLimitInvalid)
      .min(1, M.timeLimitInvalid)
      .max(QUIZ_MAX_SECONDS / 60, M.timeLimitInvalid)
      .nullable(),
    max_attempts: attempts.nullable(),
  })
  .check(closeAfterOpen);
export type QuizFormValues = z.input<typeof quizFormSchema>;

const points = z.number({ error: M.pointsInvalid }).min(0, M.pointsInvalid).max(QUIZ_SLOT_MAX_POINTS, M.pointsInvalid);
export const quizSlotInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('question'), question_id: idWith(M.questionInvalid), points }),
    z.object({ kind: z.literal('random'), category_id: idWith(M.categoryInvalid), points }),
    z.object({
      kind: z.literal('generated'),
      networking_type: z.enum(NETWORKING_QUESTION_TYPES, { error: M.networkingTypeInvalid }),
      points,
    }),
  ],
  { error: M.slotKindInvalid },
);
export type QuizSlotInput = z.input<typeof quizSlotInputSchema>;
/** `PUT /api/quizzes/{id}/slots`: the whole list, in order. */
export const quizSlotsBodySchema = z.object({
  slots: z.array(quizSlotInputSchema, { error: M.slotsInvalid }).max(QUIZ_MAX_SLOTS, M.tooManySlots),
});
export type QuizSlotsRequest = z.input<typeof quizSlotsBodySchema>;
export type QuizSlotsInput = z.infer<typeof quizSlotsBodySchema>;

/** `PUT /api/quizzes/{id}/allowances/{studentId}`. */
export const quizAllowanceBodySchema = z.object({
  extra_seconds: z
    .number({ error: M.extraTimeInvalid })
    .int(M.extraTimeInvalid)
    .min(0, M.extraTimeInvalid)
    .max(QUIZ_MAX_SECONDS, M.extraTimeInvalid),
  extra_attempts: z
    .number({ error: M.extraAttemptsInvalid })
    .int(M.extraAttemptsInvalid)
    .min(0, M.extraAttemptsInvalid)
    .max(QUIZ_MAX_ATTEMPTS, M.extraAttemptsInvalid),
});
export type QuizAllowanceRequest = z.input<typeof quizAllowanceBodySchema>;
/** The web form of an allowance: the same rules, the extra time in whole minutes. */
export const quizAllowanceFormSchema = z.object({
  extra_minutes: z
    .number({ error: M.extraTimeInvalid })
    .int(M.extraTimeInvalid)
    .min(0, M.extraTimeInvalid)
    .max(QUIZ_MAX_SECONDS / 60, M.extraTimeInvalid),
  extra_attempts: quizAllowanceBodySchema.shape.extra_attempts,
});
export const quizAllowanceListQuerySchema = pageNumberQuerySchema(QUIZ_ALLOWANCE_PAGE_LIMIT);

export const courseQuizzesParamsSchema = z.object({ courseId: idWith(CONTENT_MESSAGES.courseInvalid) });
export const quizParamsSchema = z.object({ id: idWith(QUIZ_MESSAGES.notFound) });
export const quizStudentParamsSchema = quizParamsSchema.extend({ studentId: idWith(M.studentInvalid) });

// Answers

export const quizSummarySchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    lesson_id: z.number().int().nullable(),
    grade_category_id: z.number().int().nullable(),
    title: z.string(),
    open_at: isoDateTime.nullable(),
    close_at: isoDateTime.nullable(),
    time_limit_seconds: z.number().int().nullable(),
    max_attempts: z.number().int().nullable(),
    max_points: z.number(),
    can_manage: z.boolean(),
    /** The signed-in student's own (null for teachers and admins): their attempts so far, one in progress, their allowance. */
    mine: z
      .object({
        attempts_used: z.number().int(),
        in_progress: z.boolean(),
        extra_seconds: z.number().int(),
        extra_attempts: z.number().int(),
      })
      .nullable(),
  })
  .extend(publicationFieldsSchema.shape);
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizListResponseSchema = z.object({
  /** By close time (none last), then id. */
  quizzes: z.array(quizSummarySchema),
  can_create: z.boolean(),
});
export type QuizListResponse = z.infer<typeof quizListResponseSchema>;

export const quizSlotSchema = z.object({
  id: z.number().int(),
  kind: z.enum(QUIZ_SLOT_KINDS),
  points: z.number(),
  /** A fixed slot's bank question (`deleted`: taken out of the bank since). */
  question: z
    .object({
      id: z.number().int(),
      title: z.string().nullable(),
      text_start: z.string(),
      type: z.enum(QUESTION_TYPES),
      deleted: z.boolean(),
    })
    .nullable(),
  /** A random slot's category, with its live questions now. */
  category: z.object({ id: z.number().int(), name: z.string(), question_count: z.number().int() }).nullable(),
  networking_type: z.enum(NETWORKING_QUESTION_TYPES).nullable(),
});
export type QuizSlot = z.infer<typeof quizSlotSchema>;

export const quizSchema = quizSummarySchema.extend({
  description: z.string(),
  grading_method: z.enum(QUIZ_GRADING_METHODS),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  review_answers: z.enum(QUIZ_REVIEW_TIMINGS),
  review_marks: z.enum(QUIZ_REVIEW_TIMINGS),
  review_feedback: z.enum(QUIZ_REVIEW_TIMINGS),
  /** When the teacher released the answers and solutions (what shows after the close time shows from then on); null: not released. */
  solutions_released_at: isoDateTime.nullable(),
  /** How many questions an attempt has. */
  question_count: z.number().int(),
  /** In order; only for those who manage the course (null for students). */
  slots: z.array(quizSlotSchema).nullable(),
});
export type Quiz = z.infer<typeof quizSchema>;
export const quizResponseSchema = z.object({ quiz: quizSchema });
/** Release the answers and solutions to students now (true), or take the release back (false). */
export const quizSolutionsReleaseSchema = z.object({ released: z.boolean({ error: M.flagInvalid }) });
export type QuizResponse = z.infer<typeof quizResponseSchema>;

export const quizAllowanceSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  extra_seconds: z.number().int(),
  extra_attempts: z.number().int(),
  granted_at: isoDateTime,
});
export type QuizAllowance = z.infer<typeof quizAllowanceSchema>;
export const quizAllowanceResponseSchema = z.object({ allowance: quizAllowanceSchema });
export const quizAllowanceListResponseSchema = z.object({
  allowances: z.array(quizAllowanceSchema),
  ...pageNumberResponseFields,
});
export type QuizAllowanceListResponse = z.infer<typeof quizAllowanceListResponseSchema>;

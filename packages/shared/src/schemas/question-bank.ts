import { z } from 'zod';
import { QUESTION_LIMITS as Q, QUESTION_PAGE_LIMIT, TITLE_MAX_LENGTH } from '../constants.js';
import { CONTENT_MESSAGES } from '../messages.js';
import { QUESTION_BANK_MESSAGES as M } from '../question-messages.js';
import { QUESTION_TYPES, questionSchema } from '../questions/question-schema.js';
import { idWith, isoDateTime } from './common.js';
import { pageNumberQuerySchema, pageNumberResponseFields } from './communication.js';
import { requiredText } from './text.js';

/**
 * The question bank of a course (docs/decisions/028, "Question bank in the app"): flat
 * categories in an order, questions in them (the body checked by the shared question schema),
 * GIFT / Aiken / Moodle XML import with a preview, GIFT export of a category.
 */

export const QUESTION_SEARCH_MAX_LENGTH = 100;
export const QUESTION_IMPORT_FORMATS = ['gift', 'aiken', 'moodle_xml'] as const;
export type QuestionImportFormat = (typeof QUESTION_IMPORT_FORMATS)[number];
/** How long the list's and the preview's start of a question's text is. */
export const QUESTION_TEXT_START_LENGTH = 160;

export const questionBankParamsSchema = z.object({ courseId: idWith(CONTENT_MESSAGES.courseInvalid) });
export const questionCategoryParamsSchema = z.object({ id: idWith(M.categoryNotFound) });
export const bankQuestionParamsSchema = z.object({ id: idWith(M.questionNotFound) });

/** `POST /api/courses/{courseId}/question-categories`, `PUT /api/question-categories/{id}`. */
export const questionCategoryBodySchema = z.object({
  name: requiredText({
    lines: 'single',
    max: TITLE_MAX_LENGTH,
    required: M.categoryNameRequired,
    tooLong: M.categoryNameTooLong,
  }),
});
export type QuestionCategoryBody = z.input<typeof questionCategoryBodySchema>;

export const questionCategorySchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  name: z.string(),
  /** The categories' order in the course (the order they were made in). */
  position: z.number().int(),
  question_count: z.number().int(),
});
export type QuestionCategory = z.infer<typeof questionCategorySchema>;
export const questionCategoryResponseSchema = z.object({ category: questionCategorySchema });
export const questionCategoryListResponseSchema = z.object({ categories: z.array(questionCategorySchema) });
export type QuestionCategoryResponse = z.infer<typeof questionCategoryResponseSchema>;
export type QuestionCategoryListResponse = z.infer<typeof questionCategoryListResponseSchema>;

/** `GET /api/courses/{courseId}/questions`: one numbered page, newest change first. */
export const questionListQuerySchema = pageNumberQuerySchema(QUESTION_PAGE_LIMIT).extend({
  category_id: idWith(M.categoryNotFound).optional().describe('Only this category'),
  type: z.enum(QUESTION_TYPES, { error: M.typeInvalid }).optional(),
  q: z
    .string()
    .trim()
    .max(QUESTION_SEARCH_MAX_LENGTH, M.searchTooLong)
    .default('')
    .describe('Part of the title or text (accents and case ignored)'),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

export const questionSummarySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  title: z.string().nullable(),
  /** The start of the Markdown text, for the list. */
  text_start: z.string(),
  default_points: z.number(),
  version: z.number().int(),
  updated_at: isoDateTime,
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;
export const questionListResponseSchema = z.object({
  questions: z.array(questionSummarySchema),
  ...pageNumberResponseFields,
});
export type QuestionListResponse = z.infer<typeof questionListResponseSchema>;

/** `POST /api/courses/{courseId}/questions`, `PUT /api/questions/{id}`. */
export const bankQuestionBodySchema = z.object({
  category_id: idWith(M.categoryNotFound, { required: M.categoryNotFound }),
  question: questionSchema,
});
export type BankQuestionBody = z.input<typeof bankQuestionBodySchema>;

/** `POST /api/questions/{id}/move`. */
export const moveQuestionBodySchema = z.object({
  category_id: idWith(M.categoryNotFound, { required: M.categoryNotFound }),
});

const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const bankQuestionSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  category_id: z.number().int(),
  question: questionSchema,
  /** Signed links of the pictures the question's texts name (`question-image:<key>` → URL). */
  images: z.record(z.string(), z.string()),
  /** One more at every edit: what a regrade compares. */
  version: z.number().int(),
  created_by: personSchema,
  updated_by: personSchema,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
export const bankQuestionResponseSchema = z.object({ question: bankQuestionSchema });
export type BankQuestionResponse = z.infer<typeof bankQuestionResponseSchema>;

/** A question has at most this many one-line parts: matching pairs' prompts and answers, and distractors. */
export const QUESTION_PREVIEW_MAX_PARTS = 2 * Q.maxParts + Q.maxDistractors;

/**
 * `POST /api/courses/{courseId}/questions/preview`: a question's texts (the editor's, saved or
 * not) rendered as a student sees them. `text` is Markdown; `parts` are one-line Markdown (the
 * options, prompts, answers, items a student sees beside their inputs).
 */
export const questionPreviewBodySchema = z.object({
  text: z.string().max(Q.text, M.previewTooLarge),
  parts: z
    .array(z.string().max(Q.option, M.previewTooLarge))
    .max(QUESTION_PREVIEW_MAX_PARTS, M.previewTooLarge)
    .default([]),
});
export type QuestionPreviewBody = z.input<typeof questionPreviewBodySchema>;
/** The same texts as sanitized HTML with signed links of the course's pictures (others show their alt text). */
export const questionPreviewResponseSchema = z.object({ text: z.string(), parts: z.array(z.string()) });
export type QuestionPreviewResponse = z.infer<typeof questionPreviewResponseSchema>;

/** `POST /api/courses/{courseId}/questions/import/check` (the file as the raw body). */
export const questionImportQuerySchema = z.object({
  file_name: requiredText({ lines: 'single', max: 255, required: M.fileNameInvalid, tooLong: M.fileNameInvalid })
    .optional()
    .describe(
      'The file’s name: its extension chooses the format when `format` is not given (then one of the two is needed)',
    ),
  format: z
    .enum(QUESTION_IMPORT_FORMATS, { error: M.formatInvalid })
    .optional()
    .describe('gift (.gift, .txt), aiken (.aiken) or moodle_xml (.xml)'),
});
/** `…/import/apply`: the same file, into this category. */
export const questionImportApplyQuerySchema = questionImportQuerySchema.extend({
  category_id: idWith(M.categoryNotFound, { required: M.categoryNotFound }),
});

const importPlace = { index: z.number().int(), line: z.number().int().optional(), title: z.string().optional() };
export const questionImportErrorSchema = z.object({ ...importPlace, message: z.string() });
export const questionImportPreviewSchema = z.object({
  format: z.enum(QUESTION_IMPORT_FORMATS),
  questions: z.array(
    z.object({
      ...importPlace,
      type: z.enum(QUESTION_TYPES),
      text_start: z.string(),
      /** The category the file names for it (GIFT $CATEGORY, Moodle XML); the import puts every question in the chosen one. */
      category: z.string().nullable(),
      pictures: z.number().int(),
    }),
  ),
  errors: z.array(questionImportErrorSchema),
});
export type QuestionImportPreview = z.infer<typeof questionImportPreviewSchema>;
export const questionImportResultSchema = z.object({
  imported: z.number().int(),
  category_id: z.number().int(),
  errors: z.array(questionImportErrorSchema),
});
export type QuestionImportResult = z.infer<typeof questionImportResultSchema>;

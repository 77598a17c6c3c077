import { z } from 'zod';
import { GRADE_MESSAGES as M } from '../messages.js';
import { TEXT_LIMITS } from '../constants.js';
import { isoDateTime } from './common.js';
import { ASSIGNMENT_MAX_POINTS, RUBRIC_MAX_CRITERIA, storedFileSchema } from './assignments.js';
import { ROSTER_MAX_ROWS } from './membership.js';
import { optionalText } from './text.js';

/**
 * Grades (docs/decisions/026-assignments.md, "Grading"): one per student and assignment,
 * points to 0.01 (the assignment's `max_points` has two decimals too), the rubric level chosen
 * per criterion, a comment; hidden from students until the teacher releases the assignment's
 * grades. A released grade changed later needs a reason, kept in its audit.
 */

/** Points to 0.01: what `numeric(7,2)` keeps, so nothing is rounded silently. */
export const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** `PUT /api/assignments/{id}/grades/{studentId}`. */
export const gradeBodySchema = z.object({
  /** Missing or null: the sum of the chosen rubric levels (400 when no level is chosen). */
  points: z
    .number({ error: M.pointsInvalid })
    .min(0, M.pointsInvalid)
    .max(ASSIGNMENT_MAX_POINTS, M.pointsInvalid)
    .refine(hundredths, M.pointsStep)
    .nullish()
    .transform((value) => value ?? null),
  /** The chosen level's index per rubric criterion, in the rubric's order; null: none chosen. */
  levels: z
    .array(z.number({ error: M.levelInvalid }).int(M.levelInvalid).min(0, M.levelInvalid).nullable(), {
      error: M.levelsInvalid,
    })
    .max(RUBRIC_MAX_CRITERIA, M.levelsInvalid)
    .nullish()
    .transform((value) => value ?? []),
  comment: optionalText({ lines: 'multi', max: TEXT_LIMITS.gradeComment, tooLong: M.commentTooLong }).transform(
    (value) => value ?? '',
  ),
  /** Returned for revision: the student may hand in again. */
  returned: z
    .boolean({ error: M.returnedInvalid })
    .nullish()
    .transform((value) => value ?? false),
  /** Required when the assignment's grades are released already (kept in the audit). */
  reason: optionalText({ lines: 'single', max: TEXT_LIMITS.note, tooLong: M.reasonTooLong }),
});
export type GradeRequest = z.input<typeof gradeBodySchema>;
export type GradeInput = z.infer<typeof gradeBodySchema>;

/** What a grade holds (and an audit entry keeps, before and after). */
export const gradeValuesSchema = z.object({
  points: z.number(),
  levels: z.array(z.number().int().nullable()),
  comment: z.string(),
  returned: z.boolean(),
});
export type GradeValues = z.infer<typeof gradeValuesSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const gradeSchema = gradeValuesSchema.extend({
  student_id: z.number().int(),
  graded_by: personSchema,
  graded_at: isoDateTime,
  /** The optional feedback file (a signed link; the student sees it with the grade, once released). */
  feedback: storedFileSchema.omit({ id: true }).nullable(),
});
export type Grade = z.infer<typeof gradeSchema>;

export const gradeAuditSchema = z.object({
  id: z.number().int(),
  changed_by: personSchema,
  changed_at: isoDateTime,
  old: gradeValuesSchema.nullable(),
  new: gradeValuesSchema,
  reason: z.string(),
});
export type GradeAudit = z.infer<typeof gradeAuditSchema>;

/**
 * `GET /api/assignments/{id}/grades/{studentId}`: the grade (null when none, or, for the
 * student, until released), whether the assignment's grades are released, and for its
 * teachers the audit of changes after release, newest first (empty for the student).
 */
export const gradeResponseSchema = z.object({
  grade: gradeSchema.nullable(),
  released_at: isoDateTime.nullable(),
  audit: z.array(gradeAuditSchema),
});
export type GradeResponse = z.infer<typeof gradeResponseSchema>;

/** `POST /api/assignments/{id}/grades/release`. */
export const gradeReleaseResponseSchema = z.object({ released_at: isoDateTime, notified: z.number().int() });
export type GradeReleaseResponse = z.infer<typeof gradeReleaseResponseSchema>;

/* ---------- CSV import: the file read as the roster's (POST …/roster/read), mapped by the teacher, then checked and applied ---------- */

/** One row as the file gives it; `line` is its number in the file. Points may use a decimal comma (8,5). */
export const gradeImportEntrySchema = z.object({
  line: z.number().int().min(1).max(1_000_000),
  student_id: z.string().max(100),
  points: z.string().max(50),
  comment: z
    .string()
    .max(TEXT_LIMITS.gradeComment + 100)
    .default(''),
});
export type GradeImportEntry = z.input<typeof gradeImportEntrySchema>;

/** `POST /api/assignments/{id}/grades/import/check` (writes nothing) and `…/apply`: the same request. */
export const gradeImportRequestSchema = z.object({
  rows: z
    .array(gradeImportEntrySchema, { error: M.importEmpty })
    .min(1, M.importEmpty)
    .max(ROSTER_MAX_ROWS, M.importTooLong),
});
export type GradeImportRequest = z.input<typeof gradeImportRequestSchema>;

/** Why a row is refused: the web app words each in the reader's language. */
export const GRADE_IMPORT_PROBLEMS = [
  'id_invalid',
  'unknown',
  'not_in_class',
  'points_invalid',
  'comment_invalid',
  'duplicate',
] as const;
export type GradeImportProblem = (typeof GRADE_IMPORT_PROBLEMS)[number];

export const gradeImportRowSchema = z.object({
  line: z.number().int(),
  student_id: z.string(),
  /** The points read (null when refused for them). */
  points: z.number().nullable(),
  comment: z.string(),
  /** Refused rows have a problem, and its Vietnamese message for API users. */
  problem: z.enum(GRADE_IMPORT_PROBLEMS).nullable(),
  message: z.string().nullable(),
});
export type GradeImportRow = z.infer<typeof gradeImportRowSchema>;

export const gradeImportResultSchema = z.object({
  /** False: a check; true: the valid rows were written (refused rows never are). */
  applied: z.boolean(),
  rows: z.array(gradeImportRowSchema),
  counts: z.object({ valid: z.number().int(), error: z.number().int() }),
});
export type GradeImportResult = z.infer<typeof gradeImportResultSchema>;

import { z } from 'zod';
import { GRADE_MESSAGES as M } from '../messages.js';
import { TEXT_LIMITS } from '../constants.js';
import { isoDateTime } from './common.js';
import { ASSIGNMENT_MAX_POINTS, RUBRIC_MAX_CRITERIA } from './assignments.js';
import { optionalText } from './text.js';

/**
 * Grades (docs/decisions/026-assignments.md, "Grading"): one per student and assignment,
 * points to 0.01 (the assignment's `max_points` has two decimals too), the rubric level chosen
 * per criterion, a comment; hidden from students until the teacher releases the assignment's
 * grades. A released grade changed later needs a reason, kept in its audit.
 */

/** Points to 0.01: what `numeric(7,2)` keeps, so nothing is rounded silently. */
const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

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
    .array(z.number({ error: M.levelInvalid }).int(M.levelInvalid).min(0, M.levelInvalid).nullable(), { error: M.levelsInvalid })
    .max(RUBRIC_MAX_CRITERIA, M.levelsInvalid)
    .nullish()
    .transform((value) => value ?? []),
  comment: optionalText({ lines: 'multi', max: TEXT_LIMITS.gradeComment, tooLong: M.commentTooLong }).transform((value) => value ?? ''),
  /** Returned for revision: the student may hand in again. */
  returned: z.boolean({ error: M.returnedInvalid }).nullish().transform((value) => value ?? false),
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

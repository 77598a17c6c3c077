import { z } from 'zod';
import { ASSIGNMENT_MESSAGES as M, CONTENT_MESSAGES, FIELD_MESSAGES } from '../messages.js';
import { HAND_IN_PAGE_LIMIT, LESSON_CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants.js';
import { idWith, isoDateTime } from './common.js';
import { pageNumberQuerySchema, pageNumberResponseFields } from './communication.js';
import { dateTimeField } from './content.js';
import { publicationFieldsSchema } from './publication.js';
import { optionalText, requiredText } from './text.js';

/**
 * Assignments and hand-ins (docs/decisions/026-assignments.md): a course's teachers set an
 * assignment (Markdown instructions, attached files, the file types and size a hand-in may
 * have, due and accepted-until dates, points, an optional rubric), students hand in files,
 * again and again until it closes; every version is kept.
 */

/** What a hand-in may contain (the teacher picks from these), lower case. */
export const HAND_IN_EXTENSIONS = [
  'pkt',
  'pka',
  'pcap',
  'pcapng',
  'pdf',
  'docx',
  'doc',
  'ipynb',
  'py',
  'zip',
  'png',
  'jpg',
  'jpeg',
  'txt',
] as const;
export type HandInExtension = (typeof HAND_IN_EXTENSIONS)[number];
/** The largest per-file size a teacher may allow, in MB (MiB). */
export const HAND_IN_MAX_FILE_MB = 200;
/** Files in one hand-in. */
export const HAND_IN_MAX_FILES = 10;
export const RUBRIC_MAX_CRITERIA = 20;
export const RUBRIC_MAX_LEVELS = 10;
export const ASSIGNMENT_MAX_POINTS = 1000;

const points = z.number({ error: M.pointsInvalid }).min(0, M.pointsInvalid).max(ASSIGNMENT_MAX_POINTS, M.pointsInvalid);

export const rubricLevelSchema = z.object({
  label: requiredText({ lines: 'single', required: M.levelRequired, max: TITLE_MAX_LENGTH, tooLong: M.levelRequired }),
  points,
});
export const rubricCriterionSchema = z.object({
  title: requiredText({
    lines: 'single',
    required: M.criterionRequired,
    max: TITLE_MAX_LENGTH,
    tooLong: M.criterionRequired,
  }),
  levels: z
    .array(rubricLevelSchema, { error: M.rubricTooLarge })
    .min(1, M.rubricTooLarge)
    .max(RUBRIC_MAX_LEVELS, M.rubricTooLarge),
});
/** Criteria, each with levels (label and points); a grade will name a level per criterion. */
export const rubricSchema = z
  .array(rubricCriterionSchema, { error: M.rubricTooLarge })
  .max(RUBRIC_MAX_CRITERIA, M.rubricTooLarge);
export type Rubric = z.infer<typeof rubricSchema>;

/** The most a rubric gives: each criterion's best level, added up. */
export const rubricTotal = (rubric: Rubric) =>
  rubric.reduce(
    (sum, criterion) => sum + Math.max(0, ...criterion.levels.map((level) => Number(level.points) || 0)),
    0,
  );

const assignmentFields = {
  title: requiredText({
    lines: 'single',
    required: M.titleRequired,
    max: TITLE_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.assignmentTitleTooLong(TITLE_MAX_LENGTH),
  }),
  /** Markdown, as lessons (docs/decisions/018). */
  instructions: optionalText({ lines: 'multi', max: LESSON_CONTENT_MAX_LENGTH, tooLong: M.instructionsTooLong }),
  /** A lesson of the same course the assignment belongs to, or none. */
  lesson_id: idWith(M.lessonInvalid)
    .nullish()
    .transform((value) => value ?? null),
  allowed_types: z
    .array(z.enum(HAND_IN_EXTENSIONS, { error: M.typeInvalid }), { error: M.typesRequired })
    .min(1, M.typesRequired)
    .transform((types) => [...new Set(types)]),
  max_file_mb: z
    .number({ error: M.maxFileSizeInvalid })
    .int(M.maxFileSizeInvalid)
    .min(1, M.maxFileSizeInvalid)
    .max(HAND_IN_MAX_FILE_MB, M.maxFileSizeInvalid),
  max_points: z
    .number({ error: M.maxPointsInvalid })
    .min(0, M.maxPointsInvalid)
    .max(ASSIGNMENT_MAX_POINTS, M.maxPointsInvalid),
  rubric: rubricSchema.nullish().transform((rubric) => (rubric?.length ? rubric : null)),
  /** A grade category of the same course (its gradebook), or none. */
  grade_category_id: idWith(M.categoryInvalid)
    .nullish()
    .transform((value) => value ?? null),
};

type Dated = { due_at: string | null | undefined; accepts_until: string | null | undefined };
/** Both dates in the same fixed-width format on each side, so text order is time order. */
const untilNotBeforeDue = (ctx: { value: Dated; issues: z.core.$ZodRawIssue[] }) => {
  const { due_at: due, accepts_until: until } = ctx.value;
  if (due && until && until < due)
    ctx.issues.push({ code: 'custom', message: M.acceptsUntilBeforeDue, path: ['accepts_until'], input: until });
};
const rubricWithinMax = (ctx: {
  value: { rubric: Rubric | null; max_points: number };
  issues: z.core.$ZodRawIssue[];
}) => {
  const { rubric, max_points: max } = ctx.value;
  if (rubric && rubricTotal(rubric) > max)
    ctx.issues.push({ code: 'custom', message: M.rubricOverMax, path: ['rubric'], input: rubric });
};

/** `POST /api/courses/{courseId}/assignments` and `PUT /api/assignments/{id}`. */
export const assignmentBodySchema = z
  .object({
    ...assignmentFields,
    due_at: dateTimeField(M.dateInvalid).refine((value) => Boolean(value), M.dueRequired),
    /** After it nothing is accepted; none: late hand-ins are accepted at any time (marked late). */
    accepts_until: dateTimeField(M.dateInvalid).transform((value) => value ?? null),
  })
  .check(untilNotBeforeDue, rubricWithinMax);
export type AssignmentInput = z.infer<typeof assignmentBodySchema>;
export type AssignmentRequest = z.input<typeof assignmentBodySchema>;

/** Vietnam wall-clock `YYYY-MM-DD HH:mm:ss` as the date-time picker gives it. */
const pickedDateTime = z.string().nullable();
/** The web form: the same rules, dates as the pickers give them. */
export const assignmentFormSchema = z
  .object({
    ...assignmentFields,
    due_at: pickedDateTime.refine((value) => Boolean(value), M.dueRequired),
    accepts_until: pickedDateTime,
  })
  .check(untilNotBeforeDue, rubricWithinMax);
export type AssignmentFormValues = z.input<typeof assignmentFormSchema>;

/** `PUT /api/assignments/{id}/extensions/{studentId}`: the student's own dates. */
export const extensionBodySchema = z
  .object({
    due_at: dateTimeField(M.dateInvalid).refine((value) => Boolean(value), M.dueRequired),
    accepts_until: dateTimeField(M.dateInvalid).transform((value) => value ?? null),
  })
  .check(untilNotBeforeDue);
export type ExtensionRequest = z.input<typeof extensionBodySchema>;
/** The web form of an extension: the pickers' values. */
export const extensionFormSchema = z
  .object({ due_at: pickedDateTime.refine((value) => Boolean(value), M.dueRequired), accepts_until: pickedDateTime })
  .check(untilNotBeforeDue);

export const courseAssignmentsParamsSchema = z.object({ courseId: idWith(CONTENT_MESSAGES.courseInvalid) });
export const assignmentParamsSchema = z.object({ id: idWith(M.notFound) });
export const assignmentStudentParamsSchema = assignmentParamsSchema.extend({ studentId: idWith(M.studentInvalid) });
export const assignmentFileParamsSchema = assignmentParamsSchema.extend({ fileId: idWith(M.fileNotFound) });

// Answers

/** Not handed in, handed in (on time), late (after the due date). */
export const HAND_IN_STATUSES = ['not_handed_in', 'handed_in', 'late'] as const;
export type HandInStatus = (typeof HAND_IN_STATUSES)[number];
/**
 * A student's own status: the hand-in's, or once the grades are released and no version came
 * after the grade, graded or returned for revision.
 */
export const STUDENT_STATUSES = [...HAND_IN_STATUSES, 'graded', 'returned'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const storedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ext: z.string(),
  size: z.number().int(),
  /** A signed link (docs/decisions/004). */
  url: z.string(),
  url_expires_at: isoDateTime,
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const extensionSchema = z.object({ due_at: isoDateTime, accepts_until: isoDateTime.nullable() });
export type Extension = z.infer<typeof extensionSchema>;

export const assignmentSummarySchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    lesson_id: z.number().int().nullable(),
    title: z.string(),
    due_at: isoDateTime,
    accepts_until: isoDateTime.nullable(),
    max_points: z.number(),
    /** Its grade category in the course's gradebook (null: none). */
    grade_category_id: z.number().int().nullable(),
    /** The signed-in student's status (null for teachers and admins). */
    status: z.enum(STUDENT_STATUSES).nullable(),
    can_manage: z.boolean(),
  })
  .extend(publicationFieldsSchema.shape);
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

export const assignmentListResponseSchema = z.object({
  /** By due date, then id. */
  assignments: z.array(assignmentSummarySchema),
  can_create: z.boolean(),
});
export type AssignmentListResponse = z.infer<typeof assignmentListResponseSchema>;

export const handInVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  submitted_at: isoDateTime,
  late: z.boolean(),
  files: z.array(storedFileSchema),
});
export type HandInVersion = z.infer<typeof handInVersionSchema>;

/** One student's hand-ins of an assignment, newest version first. */
export const studentHandInsSchema = z.object({
  student_id: z.number().int(),
  status: z.enum(STUDENT_STATUSES),
  extension: extensionSchema.nullable(),
  /** When this student's hand-ins are accepted until (null: always); the extension counted. */
  closes_at: isoDateTime.nullable(),
  /** Whether a hand-in would be accepted now (server time). */
  open: z.boolean(),
  versions: z.array(handInVersionSchema),
});
export type StudentHandIns = z.infer<typeof studentHandInsSchema>;

/** A rubric as answers carry it. */
const rubricAnswerSchema = z.array(
  z.object({ title: z.string(), levels: z.array(z.object({ label: z.string(), points: z.number() })) }),
);

export const assignmentSchema = assignmentSummarySchema.extend({
  instructions: z.string(),
  /** The instructions rendered by the server, as lessons are. */
  instructions_html: z.string(),
  allowed_types: z.array(z.enum(HAND_IN_EXTENSIONS)),
  max_file_mb: z.number().int(),
  rubric: rubricAnswerSchema.nullable(),
  files: z.array(storedFileSchema),
  /** The signed-in student's hand-ins (null for teachers and admins). */
  mine: studentHandInsSchema.nullable(),
  /** When the grades were released to students (null: not yet). */
  grades_released_at: isoDateTime.nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentResponseSchema = z.object({ assignment: assignmentSchema });
export type AssignmentResponse = z.infer<typeof assignmentResponseSchema>;

export const assignmentFileResponseSchema = z.object({ file: storedFileSchema });
export const handInResponseSchema = z.object({ hand_in: handInVersionSchema, status: z.enum(HAND_IN_STATUSES) });
export type HandInResponse = z.infer<typeof handInResponseSchema>;
export const studentHandInsResponseSchema = z.object({ hand_ins: studentHandInsSchema });
export const extensionResponseSchema = z.object({ extension: extensionSchema });

/** `GET /api/assignments/{id}/hand-ins`: the course's students, by name, filtered by status. */
/** The grading queue's filters: a status, or to grade (handed in since the last grade, or never graded) and graded. */
export const HAND_IN_LIST_FILTERS = [...HAND_IN_STATUSES, 'to_grade', 'graded'] as const;
export type HandInListFilter = (typeof HAND_IN_LIST_FILTERS)[number];
export const handInListQuerySchema = pageNumberQuerySchema(HAND_IN_PAGE_LIMIT).extend({
  status: z.enum(HAND_IN_LIST_FILTERS, { error: FIELD_MESSAGES.statusInvalid }).optional(),
});
export type HandInListQuery = z.infer<typeof handInListQuerySchema>;

export const handInRowSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  status: z.enum(HAND_IN_STATUSES),
  versions: z.number().int(),
  last_submitted_at: isoDateTime.nullable(),
  extension: extensionSchema.nullable(),
  /** The student's grade (released or not), if any. */
  grade: z.object({ points: z.number(), returned: z.boolean() }).nullable(),
});
export type HandInRow = z.infer<typeof handInRowSchema>;
export const handInListResponseSchema = z.object({
  students: z.array(handInRowSchema),
  ...pageNumberResponseFields,
});
export type HandInListResponse = z.infer<typeof handInListResponseSchema>;

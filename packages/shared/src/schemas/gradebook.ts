import { z } from 'zod';
import { CONTENT_MESSAGES, FIELD_MESSAGES, GRADEBOOK_MESSAGES as M } from '../messages.js';
import { GRADEBOOK_PAGE_LIMIT, TEXT_LIMITS } from '../constants.js';
import { idWith, isoDateTime } from './common.js';
import {
  SORT_ORDERS,
  pageNumberQuerySchema,
  pageNumberResponseFields,
  studentSearchQuerySchema,
} from './communication.js';
import { ASSIGNMENT_MAX_POINTS } from './assignments.js';
import { hundredths } from './grades.js';
import { requiredText } from './text.js';

/**
 * The gradebook of a course (docs/decisions/026-assignments.md, "Gradebook"): students by
 * graded items, grade categories with weights, a total per student, a teacher's override per
 * cell. A graded item is named by kind and id: an assignment, or a quiz (decision 030, "Results").
 */

export const GRADED_ITEM_KINDS = ['assignment', 'quiz'] as const;
export type GradedItemKind = (typeof GRADED_ITEM_KINDS)[number];
export const GRADE_CATEGORIES_MAX = 20;
export const GRADE_CATEGORY_NAME_MAX = 100;

/* ---------- Categories ---------- */

export const gradeCategoryInputSchema = z.object({
  /** An existing category of the course (kept, its assignments stay in it); none: a new one. */
  id: idWith(M.categoryInvalid)
    .nullish()
    .transform((value) => value ?? null),
  name: requiredText({
    lines: 'single',
    required: M.categoryNameRequired,
    max: GRADE_CATEGORY_NAME_MAX,
    tooLong: M.categoryNameTooLong,
  }),
  weight: z
    .number({ error: M.weightInvalid })
    .min(0, M.weightInvalid)
    .max(100, M.weightInvalid)
    .refine(hundredths, M.weightInvalid),
});

/** `PUT /api/courses/{courseId}/grade-categories`: the whole list, in order; a category left out is deleted (its assignments keep no category). */
export const gradeCategoriesBodySchema = z
  .object({
    categories: z
      .array(gradeCategoryInputSchema, { error: M.categoriesTooMany })
      .max(GRADE_CATEGORIES_MAX, M.categoriesTooMany),
  })
  .check((ctx) => {
    const { categories } = ctx.value;
    const total = categories.reduce((sum, category) => sum + category.weight, 0);
    if (total > 100 + 1e-9)
      ctx.issues.push({ code: 'custom', message: M.weightsOver, path: ['categories'], input: categories });
    const names = categories.map((category) => category.name.toLocaleLowerCase('vi'));
    if (new Set(names).size !== names.length)
      ctx.issues.push({ code: 'custom', message: M.categoryDuplicate, path: ['categories'], input: categories });
  });
export type GradeCategoriesRequest = z.input<typeof gradeCategoriesBodySchema>;
export type GradeCategoriesInput = z.infer<typeof gradeCategoriesBodySchema>;

export const gradeCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  weight: z.number(),
  position: z.number().int(),
  /** Published assignments and quizzes in it. */
  item_count: z.number().int(),
});
export type GradeCategory = z.infer<typeof gradeCategorySchema>;
export const gradeCategoriesResponseSchema = z.object({ categories: z.array(gradeCategorySchema) });
export type GradeCategoriesResponse = z.infer<typeof gradeCategoriesResponseSchema>;

export const gradebookParamsSchema = z.object({ courseId: idWith(CONTENT_MESSAGES.courseInvalid) });

/* ---------- The table ---------- */

/** The key of a graded item in sort orders and exports: `assignment:12`, `quiz:3`. */
export const gradedItemKey = (item: { kind: GradedItemKind; id: number }) => `${item.kind}:${item.id}`;
const ITEM_KEY = /^(assignment|quiz):(\d{1,10})$/;
export const parseGradedItemKey = (key: string): { kind: GradedItemKind; id: number } | null => {
  const match = ITEM_KEY.exec(key);
  return match ? { kind: match[1] as GradedItemKind, id: Number(match[2]) } : null;
};

export const GRADEBOOK_SORTS = ['id', 'name', 'total'] as const;
export type GradebookSort = (typeof GRADEBOOK_SORTS)[number] | `${GradedItemKind}:${number}`;
export const GRADEBOOK_FILTERS = ['missing'] as const;

/** `GET /api/courses/{courseId}/gradebook`: one numbered page, searched, sorted (id, name, total, or one item's points: `assignment:12`), filtered. */
export const gradebookQuerySchema = pageNumberQuerySchema(GRADEBOOK_PAGE_LIMIT).extend({
  q: studentSearchQuerySchema,
  sort: z
    .string()
    .refine((value) => (GRADEBOOK_SORTS as readonly string[]).includes(value) || ITEM_KEY.test(value), M.sortInvalid)
    .default('id')
    .transform((value) => value as GradebookSort)
    .describe('id, name, total, or an item as kind:id (its points); ties by id'),
  order: z.enum(SORT_ORDERS).default('asc'),
  /** `missing`: only students with a missing item (past its due date, nothing handed in, no points). */
  filter: z.enum(GRADEBOOK_FILTERS, { error: FIELD_MESSAGES.filterInvalid }).optional(),
});
export type GradebookQuery = z.infer<typeof gradebookQuerySchema>;

/**
 * A cell's state: not handed in (before the due date), missing (past it, the student's
 * extension counted, with no hand-in and no points), handed in, late, graded (not released),
 * released, overridden (the teacher's points stand in for the grade).
 */
export const GRADEBOOK_CELL_STATUSES = [
  'not_handed_in',
  'missing',
  'handed_in',
  'late',
  'graded',
  'released',
  'overridden',
] as const;
export type GradebookCellStatus = (typeof GRADEBOOK_CELL_STATUSES)[number];

export const gradedItemSchema = z.object({
  kind: z.enum(GRADED_ITEM_KINDS),
  id: z.number().int(),
  title: z.string(),
  max_points: z.number(),
  /** An assignment's due date, a quiz's close time (null: it never closes). */
  due_at: isoDateTime.nullable(),
  category_id: z.number().int().nullable(),
  /** An assignment's grades are released; a quiz's review shows marks (decision 030, "Results"). */
  released: z.boolean(),
});
export type GradedItem = z.infer<typeof gradedItemSchema>;

export const gradeOverrideSchema = z.object({
  points: z.number(),
  reason: z.string(),
  set_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  set_at: isoDateTime,
});
export type GradeOverride = z.infer<typeof gradeOverrideSchema>;

export const gradebookCellSchema = z.object({
  /** What counts: the override, else the grade; null when neither. */
  points: z.number().nullable(),
  /** The grade itself (released or not). */
  grade: z.number().nullable(),
  status: z.enum(GRADEBOOK_CELL_STATUSES),
  override: gradeOverrideSchema.nullable(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

/**
 * A total by the gradebook's rule, in percent and on the 10-point scale, to 0.01; null while
 * nothing counts. The rule (docs/decisions/037), the same for the teacher and the student: over
 * the items whose grades are released or whose due date is past (missing work then counts 0;
 * a grade not released yet waits), with the categories' weights.
 */
export const gradeTotalSchema = z.object({ percentage: z.number().nullable(), scale10: z.number().nullable() });
export type GradeTotal = z.infer<typeof gradeTotalSchema>;

export const gradebookStudentSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  /** One per entry of `items`, same order. */
  cells: z.array(gradebookCellSchema),
  total: gradeTotalSchema,
  /** The teacher's projected total: every grade and override given, released or not, and missing work as 0. */
  projected: gradeTotalSchema,
});
export type GradebookStudent = z.infer<typeof gradebookStudentSchema>;

export const gradebookResponseSchema = z.object({
  course: z.object({ id: z.number().int(), name: z.string() }),
  categories: z.array(gradeCategorySchema),
  /** The course's published assignments (by due date) and quizzes (by close time, else creation), then kind and id. */
  items: z.array(gradedItemSchema),
  students: z.array(gradebookStudentSchema),
  ...pageNumberResponseFields,
});
export type GradebookResponse = z.infer<typeof gradebookResponseSchema>;

/* ---------- Overrides ---------- */

export const gradedItemStudentParamsSchema = z.object({
  kind: z.enum(GRADED_ITEM_KINDS, { error: M.itemNotFound }),
  itemId: idWith(M.itemNotFound),
  studentId: idWith(M.studentNotInClass),
});

const reasonField = requiredText({
  lines: 'single',
  required: M.reasonRequired,
  max: TEXT_LIMITS.note,
  tooLong: M.reasonTooLong,
});

/** `PUT /api/graded-items/{kind}/{itemId}/overrides/{studentId}`. */
export const gradeOverrideBodySchema = z.object({
  points: z
    .number({ error: M.pointsInvalid })
    .min(0, M.pointsInvalid)
    .max(ASSIGNMENT_MAX_POINTS, M.pointsInvalid)
    .refine(hundredths, M.pointsInvalid),
  reason: reasonField,
});
export type GradeOverrideRequest = z.input<typeof gradeOverrideBodySchema>;

/** `DELETE /api/graded-items/{kind}/{itemId}/overrides/{studentId}`: why it goes (kept in the audit). */
export const gradeOverrideRemovalSchema = z.object({ reason: reasonField });
export type GradeOverrideRemovalRequest = z.input<typeof gradeOverrideRemovalSchema>;

export const gradeOverrideAuditSchema = z.object({
  id: z.number().int(),
  changed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changed_at: isoDateTime,
  /** null: there was no override (set) / there is none after (removed). */
  old: z.number().nullable(),
  new: z.number().nullable(),
  reason: z.string(),
});
export type GradeOverrideAudit = z.infer<typeof gradeOverrideAuditSchema>;

/** The cell's override and its history, newest first. */
export const gradeOverrideResponseSchema = z.object({
  override: gradeOverrideSchema.nullable(),
  audit: z.array(gradeOverrideAuditSchema),
});
export type GradeOverrideResponse = z.infer<typeof gradeOverrideResponseSchema>;

/* ---------- My grades ---------- */

export const myGradeItemSchema = z.object({
  kind: z.enum(GRADED_ITEM_KINDS),
  id: z.number().int(),
  title: z.string(),
  max_points: z.number(),
  /**
   * The released grade, or the teacher's override of it; 0 for missing work past its due date before the release; null:
   * missing (counted as 0 in the total).
   */
  points: z.number().nullable(),
  overridden: z.boolean(),
  /** Where the grade's comment and feedback file are shown. */
  link: z.string(),
});
export type MyGradeItem = z.infer<typeof myGradeItemSchema>;

/**
 * `GET /api/grades/mine`: per course the student may see, the items whose grades are released or that count as missing,
 * and the total by the gradebook's rule.
 */
export const myGradesResponseSchema = z.object({
  courses: z.array(
    z.object({
      course: z.object({ id: z.number().int(), name: z.string() }),
      items: z.array(myGradeItemSchema),
      total: gradeTotalSchema,
    }),
  ),
});
export type MyGradesResponse = z.infer<typeof myGradesResponseSchema>;

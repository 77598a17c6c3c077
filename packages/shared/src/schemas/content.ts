import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, LESSON_CONTENT_MAX_LENGTH, NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants.js';
import { idWith, isoDateTime, numberField } from './common.js';
import { COURSE_ACCESS } from './membership.js';
import { publicationFieldsSchema } from './publication.js';
import { optionalText, requiredText } from './text.js';
import { CONTENT_MESSAGES, FIELD_MESSAGES } from '../messages.js';

/**
 * Terms (the spec's categories), courses and lessons: requests and answers of
 * `/api/categories`, `/api/courses` and `/api/lessons` (docs/product/api.md#calls). Texts are the spec's (docs/product/messages.md#validation).
 * Lists say what the signed-in user may change (`can_manage`…), decided by the server.
 */

const M = CONTENT_MESSAGES;

// Categories (terms)

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** How many courses the term has (it can be deleted only at 0). */
  course_count: z.number().int(),
  created_at: isoDateTime,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = z.object({
  /** Sorted by id, ascending (docs/product/screens-and-roles.md#study). */
  categories: z.array(categorySchema),
  /** Whether the user may add and delete terms. */
  can_manage: z.boolean(),
});
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

export const createCategorySchema = z.object({
  name: requiredText({
    lines: 'single',
    required: M.categoryNameRequired,
    max: NAME_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.categoryNameTooLong(NAME_MAX_LENGTH),
  }),
  description: optionalText({
    lines: 'multi',
    max: DESCRIPTION_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.descriptionTooLong(DESCRIPTION_MAX_LENGTH),
  }),
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;
export const categoryResponseSchema = z.object({ category: categorySchema });

/** `/api/courses/category/{categoryId}`: a bad or unknown id answers 'Danh mục không hợp lệ!'. */
export const categoryParamsSchema = z.object({ categoryId: idWith(M.categoryInvalid) });

// Courses

export const courseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    teacher_id: z.number().int().nullable(),
    teacher_name: z.string().nullable(),
    category_id: z.number().int(),
    start_date: isoDateTime,
    end_date: isoDateTime,
    /** Lessons the user may see (drafts only for those who manage the course). */
    lesson_count: z.number().int(),
    /** Open to every student, or to its members only (docs/decisions/023). */
    access: z.enum(COURSE_ACCESS),
    /** Whether the user may delete the course and add or delete its lessons and materials. */
    can_manage: z.boolean(),
  })
  .extend(publicationFieldsSchema.shape);
export type Course = z.infer<typeof courseSchema>;

export const categoryCoursesResponseSchema = z.object({
  /** The term itself: the page title is its name. */
  category: categorySchema,
  /** Sorted by start date, then id. */
  courses: z.array(courseSchema),
  /** Whether the user may add a course to this term (teachers: taught by themselves). */
  can_create_course: z.boolean(),
});
export type CategoryCoursesResponse = z.infer<typeof categoryCoursesResponseSchema>;

/**
 * A date or date-time from a form: ISO 8601 with an offset, `YYYY-MM-DDTHH:mm[:ss]` read as
 * Vietnam time, or a plain date `YYYY-MM-DD`, the start of that day in Vietnam time (passed on
 * as `YYYY-MM-DDT00:00:00`). Blank or missing: undefined.
 */
export const dateTimeField = (invalid: string) =>
  z
    .union(
      [z.iso.datetime({ offset: true, local: true, error: invalid }), z.iso.date({ error: invalid }), z.literal('')],
      { error: invalid },
    )
    .nullish()
    .transform((value) => (value && !value.includes('T') ? `${value}T00:00:00` : value || undefined))
    .describe(
      'A date `YYYY-MM-DD` (the start of that day) or a date-time `YYYY-MM-DDTHH:mm[:ss]`, Vietnam time unless it has an offset',
    );

export const createCourseSchema = z.object({
  /** Entered by the admin: a positive integer, unique. */
  id: idWith(M.courseIdInvalid, { required: M.courseRequired }),
  name: requiredText({
    lines: 'single',
    required: M.courseRequired,
    max: TITLE_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.courseNameTooLong(TITLE_MAX_LENGTH),
  }),
  /** Defaults to 'Mô tả học phần'. */
  description: optionalText({
    lines: 'multi',
    max: DESCRIPTION_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.descriptionTooLong(DESCRIPTION_MAX_LENGTH),
  }),
  /** A user whose role is teacher; a teacher may only name themselves. */
  teacher_id: idWith(M.teacherInvalid, { required: M.courseRequired }),
  category_id: idWith(M.categoryInvalid),
  /** Defaults to now. */
  start_date: dateTimeField(M.startDateInvalid),
  /** Defaults to one month after the start; never before it. */
  end_date: dateTimeField(M.endDateInvalid),
});
export type CreateCourseInput = z.infer<typeof createCourseSchema>;
export type CreateCourseRequest = z.input<typeof createCourseSchema>;

/** Vietnam wall-clock `YYYY-MM-DD HH:mm[:ss]` as a date-time picker gives it; required. */
const pickedDateTime = z
  .string({ error: M.datesRequired })
  .nullable()
  .refine((value) => Boolean(value), M.datesRequired);

const courseFormFields = createCourseSchema
  .omit({ category_id: true, start_date: true, end_date: true })
  .extend({ start_date: pickedDateTime, end_date: pickedDateTime });

/** A course form's dates: the end not before the start. */
const endNotBeforeStart = (ctx: {
  value: { start_date: string | null; end_date: string | null };
  issues: z.core.$ZodRawIssue[];
}) => {
  const { start_date: start, end_date: end } = ctx.value;
  // Same fixed-width format on both sides: text order is time order.
  if (start && end && end < start)
    ctx.issues.push({ code: 'custom', message: M.endBeforeStart, path: ['end_date'], input: end });
};

/**
 * The add-course form (docs/product/messages.md#add-course): the course schema without the term (the page
 * gives it), both dates required as the pickers give them, and the end not before the start.
 */
export const courseFormSchema = courseFormFields.check(endNotBeforeStart);

/** The edit-course form: what a course's editor may change (its id, teacher and term stay). */
export const courseEditFormSchema = courseFormFields
  .pick({ name: true, description: true, start_date: true, end_date: true })
  .check(endNotBeforeStart);
export const courseResponseSchema = z.object({ course: courseSchema });

// Lessons

/** The course a lesson belongs to, for titles and breadcrumbs. */
export const courseRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
});

export const lessonSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    course_id: z.number().int(),
    order_num: z.number().int(),
    /** Ready materials the user may see (drafts only for those who manage the course). */
    material_count: z.number().int(),
    created_at: isoDateTime,
  })
  .extend(publicationFieldsSchema.shape);
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const courseParamsSchema = z.object({ courseId: idWith(M.courseInvalid) });

export const courseLessonsResponseSchema = z.object({
  course: courseRefSchema,
  /** Sorted by order_num, then id. */
  lessons: z.array(lessonSummarySchema),
  /** Whether the user may add and delete lessons (and materials) of this course. */
  can_manage: z.boolean(),
});
export type CourseLessonsResponse = z.infer<typeof courseLessonsResponseSchema>;

export const lessonParamsSchema = z.object({ lessonId: idWith(M.lessonInvalid) });

export const lessonDetailSchema = lessonSummarySchema.extend({
  /** The Markdown source (docs/decisions/018-rich-lessons.md). */
  content: z.string(),
  /** The content rendered and sanitized by the server, pictures with this reader's signed links. */
  content_html: z.string(),
  course: courseRefSchema,
  category: z.object({ id: z.number().int(), name: z.string() }),
  can_manage: z.boolean(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
export const lessonDetailResponseSchema = z.object({ lesson: lessonDetailSchema });

export const createLessonSchema = z.object({
  title: requiredText({
    lines: 'single',
    required: M.lessonRequired,
    max: TITLE_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.titleTooLong(TITLE_MAX_LENGTH),
  }),
  content: requiredText({
    lines: 'multi',
    required: M.lessonRequired,
    max: LESSON_CONTENT_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.lessonContentTooLong(LESSON_CONTENT_MAX_LENGTH),
  }),
  course_id: idWith(M.courseInvalid, { required: M.lessonRequired }),
  order_num: numberField({ required: M.lessonRequired, invalid: M.lessonOrderInvalid }, { min: 0, max: 1_000_000 }),
});
export type CreateLessonInput = z.infer<typeof createLessonSchema>;
export type CreateLessonRequest = z.input<typeof createLessonSchema>;
export const createLessonResponseSchema = z.object({
  /** 'Tạo bài học thành công!' */
  message: z.string(),
  lesson: lessonSummarySchema,
});

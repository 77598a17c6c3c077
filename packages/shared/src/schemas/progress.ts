import { z } from 'zod';
import { REPORT_PAGE_LIMIT } from '../constants.js';
import { userStatusSchema } from './users.js';
import { idWith, isoDateTime } from './common.js';
import { lessonProgressSchema } from './entities.js';
import {
  SORT_ORDERS,
  pageNumberQuerySchema,
  pageNumberResponseFields,
  studentSearchQuerySchema,
} from './communication.js';
import { PROGRESS_MESSAGES } from '../messages.js';

/**
 * Study progress (docs/product/rules.md#states-and-flows and docs/product/api.md#calls, docs/product/rules.md#progress). The server is the authority:
 * - A student opening a ready material records its completion, once
 *   (`POST /api/material-completion/complete`); the server then recomputes that lesson's
 *   progress. Teachers and admins view in view mode and record nothing (403
 *   `PROGRESS_VIEW_MODE`).
 * - Lesson progress = completed ready materials / ready materials of the lesson, rounded,
 *   except that it is never 0 once one is done and never 100 until all are done;
 *   `is_completed` exactly at 100, `completed_at` set then and cleared if a new material
 *   drops it below 100 again. A lesson without ready materials is at 0.
 * - Course progress = the mean of the student's lesson progress over the course's lessons
 *   with at least one ready material (a lesson not started counts 0), rounded.
 * Students read their own progress only (403 otherwise); teachers and admins read every
 * student's. The lesson-progress and material-completion paths also answer without `/api`.
 */

const M = PROGRESS_MESSAGES;

const percentage = z.number().int().min(0).max(100);
const studentId = idWith(M.studentIdInvalid);

// Lesson progress of one student (GET and the old client's PUT)

export const lessonProgressParamsSchema = z.object({ studentId, lessonId: idWith(M.lessonInvalid) });

/**
 * The old client's `PUT` body: accepted and ignored (a client never sets its own
 * percentage); the server recomputes and answers the stored value.
 */
export const updateLessonProgressSchema = z.object({
  progress_percentage: z.unknown().optional(),
  is_completed: z.unknown().optional(),
});
export type UpdateLessonProgressRequest = z.input<typeof updateLessonProgressSchema>;

/** A lesson's progress, or the zero state (0, not completed) for a lesson not started. */
export const lessonProgressResponseSchema = lessonProgressSchema;

// Material completion

export const completeMaterialSchema = z.object({
  /** Must be the signed-in student's own id. */
  student_id: studentId,
  material_id: idWith(M.materialInvalid),
});
export type CompleteMaterialRequest = z.input<typeof completeMaterialSchema>;

export const materialCompletionSchema = z.object({
  student_id: z.number().int(),
  material_id: z.number().int(),
  lesson_id: z.number().int(),
  /** When it was first completed (a repeat keeps the first time). */
  completed_at: isoDateTime,
  /** False when it had already been completed (a double click, a second tab). */
  newly_completed: z.boolean(),
});
export type MaterialCompletion = z.infer<typeof materialCompletionSchema>;

export const completeMaterialResponseSchema = z.object({
  completion: materialCompletionSchema,
  /** The lesson's progress after this completion. */
  progress: lessonProgressSchema,
});
export type CompleteMaterialResponse = z.infer<typeof completeMaterialResponseSchema>;

export const completedMaterialsParamsSchema = z.object({ studentId });
export const completedMaterialsQuerySchema = z.object({ lesson_id: idWith(M.lessonInvalid).optional() });

export const completedMaterialsResponseSchema = z.object({
  student_id: z.number().int(),
  /** The `lesson_id` asked for, or null for every lesson. */
  lesson_id: z.number().int().nullable(),
  /** Ids of the ready materials the student has completed, ascending. */
  material_ids: z.array(z.number().int()),
});
export type CompletedMaterialsResponse = z.infer<typeof completedMaterialsResponseSchema>;

// Course progress of one student

export const courseProgressSchema = z.object({
  course_id: z.number().int(),
  progress_percentage: percentage,
  /** Lessons that count: those with at least one ready material. */
  lesson_count: z.number().int(),
  /** Of those, the ones at 100. */
  completed_lesson_count: z.number().int(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const categoryProgressQuerySchema = z.object({
  category_id: idWith(M.categoryInvalid),
  /**
   * Whose progress: a student leaves it out (or gives their own id); teachers and admins
   * must name a student (they have no progress of their own: 404).
   */
  student_id: studentId.optional(),
});

/** `GET /api/progress/courses`: every course of a term with the student's progress (category page). */
export const categoryProgressResponseSchema = z.object({
  student_id: z.number().int(),
  category_id: z.number().int(),
  /** The term's courses, by start date then id (as `/api/courses/category/{id}` lists them). */
  courses: z.array(courseProgressSchema),
});
export type CategoryProgressResponse = z.infer<typeof categoryProgressResponseSchema>;

export const lessonRefSchema = z.object({ id: z.number().int(), title: z.string(), order_num: z.number().int() });
export type LessonRef = z.infer<typeof lessonRefSchema>;

export const studentCourseProgressSchema = courseProgressSchema.extend({
  course_name: z.string(),
  category_id: z.number().int(),
  /** The student's latest completion in the course. */
  last_activity_at: isoDateTime,
  /** The lesson of that completion ('continue where you left off'). */
  last_lesson: lessonRefSchema,
  /** The first lesson in order that counts and is not completed; null when all are done. */
  next_lesson: lessonRefSchema.nullable(),
});
export type StudentCourseProgress = z.infer<typeof studentCourseProgressSchema>;

/** `GET /api/progress/me`: the signed-in student's dashboard summary (teachers and admins: 404). */
export const progressOverviewResponseSchema = z.object({
  student_id: z.number().int(),
  /** Courses the student has completed at least one material in, most recent activity first. */
  courses: z.array(studentCourseProgressSchema),
});
export type ProgressOverviewResponse = z.infer<typeof progressOverviewResponseSchema>;

// Teacher and admin report of a course

export const courseReportParamsSchema = z.object({ courseId: idWith(M.courseInvalid) });

/** Columns the report sorts by: student id, name (accents and case ignored), course progress; ties by id. */
export const REPORT_SORTS = ['id', 'name', 'progress'] as const;
export type ReportSortKey = (typeof REPORT_SORTS)[number];

/**
 * `GET /api/progress/course/{courseId}/report`: one numbered page of the class, filtered
 * (`q`: part of the id or of the name, accents and case ignored) and sorted by the server.
 */
export const courseReportQuerySchema = pageNumberQuerySchema(REPORT_PAGE_LIMIT).extend({
  q: studentSearchQuerySchema,
  sort: z.enum(REPORT_SORTS).default('id').describe('Column to sort by (default id); ties by id'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type CourseReportQuery = z.infer<typeof courseReportQuerySchema>;

export const reportLessonSchema = lessonRefSchema.extend({
  ready_material_count: z.number().int(),
  /** False while it has no ready material: left out of course progress, its cells are null. */
  counted: z.boolean(),
});
export type ReportLesson = z.infer<typeof reportLessonSchema>;

export const reportStudentSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  /** Inactive students are listed too (their progress stays). */
  status: userStatusSchema,
  /** Course progress. */
  progress_percentage: percentage,
  completed_lesson_count: z.number().int(),
  /** One per entry of `lessons`, same order; null for a lesson that does not count. */
  lesson_percentages: z.array(percentage.nullable()),
  /** No material of the course completed yet. */
  not_started: z.boolean(),
  /** The student's latest completion in the course, or null. */
  last_activity_at: isoDateTime.nullable(),
});
export type ReportStudent = z.infer<typeof reportStudentSchema>;

/** `GET /api/progress/course/{courseId}/report` (teachers of the course and admins). */
export const courseReportResponseSchema = z.object({
  course: z.object({
    id: z.number().int(),
    name: z.string(),
    category_id: z.number().int(),
    teacher_id: z.number().int().nullable(),
  }),
  /** The course's lessons by order_num, then id. */
  lessons: z.array(reportLessonSchema),
  /** This page of the students (every account with role student, active or not) matching `q`, in the asked order. */
  students: z.array(reportStudentSchema),
  /** `total`: the students matching `q`; the summary counts the whole class. */
  ...pageNumberResponseFields,
  summary: z.object({
    student_count: z.number().int(),
    /** Mean course progress over the class, rounded; 0 without students. */
    average_percentage: percentage,
    /** Students at 100. */
    completed_count: z.number().int(),
    not_started_count: z.number().int(),
  }),
  generated_at: isoDateTime,
});
export type CourseReportResponse = z.infer<typeof courseReportResponseSchema>;

/**
 * Realtime `courseProgressChanged`, to the staff-only report room of the course (joined
 * with `joinRoom {reportCourseId}`): refetch the report. `studentId` names the one student
 * whose progress changed, or is null when a material was added or deleted (many may have).
 */
export const courseProgressChangedEventSchema = z.object({
  courseId: z.number().int(),
  studentId: z.number().int().nullable(),
});
export type CourseProgressChangedEvent = z.infer<typeof courseProgressChangedEventSchema>;

/** Realtime `materialCompleted`, to the student's own room. */
export const materialCompletedEventSchema = z.object({
  studentId: z.number().int(),
  materialId: z.number().int(),
  lessonId: z.number().int(),
});
export type MaterialCompletedEvent = z.infer<typeof materialCompletedEventSchema>;

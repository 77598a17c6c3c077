import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages.js';
import { announcementListResponseSchema } from './announcements.js';
import { commentListResponseSchema } from './comments.js';
import { courseLessonsResponseSchema, lessonDetailResponseSchema } from './content.js';
import { deadlineMonthResponseSchema, toDoResponseSchema, toGradeResponseSchema } from './deadlines.js';
import { materialListResponseSchema } from './materials.js';
import { notificationListResponseSchema } from './notifications.js';
import { practiceSummarySchema } from './practice.js';
import {
  completedMaterialsResponseSchema,
  lessonProgressResponseSchema,
  progressOverviewResponseSchema,
} from './progress.js';
import { reminderListResponseSchema } from './reminders.js';
import { profileResponseSchema } from './users.js';

/**
 * A page's data in one call (docs/decisions/033-page-data.md): what the dashboard's or a
 * lesson page's first render needs, each part exactly the answer of its own endpoint (named
 * beside it), which the web app keeps using for every later refetch. A subpath of its own
 * (`@netclass/shared/page-data`): the dashboard's practice part carries the question library.
 */

/** `?shell=1`: the header's data too, for a client that has none cached (a fresh load). */
export const pageDataQuerySchema = z.object({
  shell: z
    .enum(['0', '1'], { error: FIELD_MESSAGES.shellInvalid })
    .optional()
    .transform((value) => value === '1')
    .describe("'1': include the header's data (profile, newest notifications); '0' or absent: the page's part only"),
});
export type PageDataQuery = z.infer<typeof pageDataQuerySchema>;

/** The header's data: GET /api/user/profile and GET /api/userannouncements?unread=false&limit=NOTIFICATION_BELL_LIMIT. */
export const pageShellSchema = z.object({
  profile: profileResponseSchema,
  notifications: notificationListResponseSchema,
});
export type PageShell = z.infer<typeof pageShellSchema>;

const shell = pageShellSchema.nullable().describe("The header's data when asked for with ?shell=1, otherwise null");

/** The calendar month (Vietnam time) the dashboard's deadlines and reminders are of; `month` 1-12, as the API takes it. */
export const pageMonthSchema = z.object({ year: z.number().int(), month: z.number().int() });

export const dashboardPageDataSchema = z.object({
  shell,
  month: pageMonthSchema,
  /** GET /api/deadlines?month&year of `month`. */
  deadlines: deadlineMonthResponseSchema,
  /** GET /api/reminders/{your id}/{month}/{year} of `month`. */
  reminders: reminderListResponseSchema,
  /** GET /api/deadlines/to-do?page=1&limit=DEADLINE_LIST_LIMIT: a student's; null for staff. */
  to_do: toDoResponseSchema.nullable(),
  /** GET /api/deadlines/to-grade?page=1&limit=DEADLINE_LIST_LIMIT: staff's; null for a student. */
  to_grade: toGradeResponseSchema.nullable(),
  /** GET /api/announcements (the first page, PAGE_LIMITS.default). */
  announcements: announcementListResponseSchema,
  /** GET /api/progress/me: a student's; null for staff, who have no progress. */
  progress: progressOverviewResponseSchema.nullable(),
  /** GET /api/practice/summary. */
  practice: practiceSummarySchema,
});
export type DashboardPageData = z.infer<typeof dashboardPageDataSchema>;

export const lessonPageDataSchema = z.object({
  shell,
  /** GET /api/lessons/details/{lessonId}. */
  lesson: lessonDetailResponseSchema,
  /** GET /api/materials?lesson_id=. */
  materials: materialListResponseSchema,
  /** GET /api/comments/lesson/{lessonId} (the first page, PAGE_LIMITS.default). */
  comments: commentListResponseSchema,
  /** GET /api/lessons/{the lesson's course id}. */
  course_lessons: courseLessonsResponseSchema,
  /** GET /api/lesson-progress/{your id}/{lessonId}: a student's own; null for staff. */
  progress: lessonProgressResponseSchema.nullable(),
  /** GET /api/material-completion/completed/{your id}?lesson_id=: a student's own; null for staff. */
  completed: completedMaterialsResponseSchema.nullable(),
});
export type LessonPageData = z.infer<typeof lessonPageDataSchema>;

import { z } from 'zod';
import { AUDIENCE_PAGE_LIMIT } from '../constants.js';
import { idWith, isoDateTime } from './common.js';
import {
  SORT_ORDERS,
  pageNumberQuerySchema,
  pageNumberResponseFields,
  studentSearchQuerySchema,
} from './communication.js';
import { AUDIENCE_MESSAGES, FIELD_MESSAGES } from '../messages.js';

/**
 * Who has and who has not (docs/decisions/019): per lesson and per material, the class
 * (every active student) split by what they did, paged, sorted and searched by the server,
 * and a reminder to those who have not, at most once a day per item (Vietnamese calendar day).
 * - A lesson is opened by a student who has a progress row in it (made by their first
 *   completion of one of its materials), completed at 100%.
 * - A material is opened by a student who completed it (opening it records the completion),
 *   so for a material opened and completed are the same.
 */

const M = AUDIENCE_MESSAGES;

/** Which part of the class a list shows. */
export const AUDIENCE_STATES = ['not_opened', 'opened', 'not_completed', 'completed'] as const;
export type AudienceState = (typeof AUDIENCE_STATES)[number];
/** The parts a reminder can go to. */
export const REMINDER_AUDIENCES = ['not_opened', 'not_completed'] as const;
export type ReminderAudience = (typeof REMINDER_AUDIENCES)[number];

export const AUDIENCE_SORTS = ['name', 'id'] as const;
export type AudienceSortKey = (typeof AUDIENCE_SORTS)[number];

export const lessonAudienceParamsSchema = z.object({ lessonId: idWith(M.lessonInvalid) });
export const materialAudienceParamsSchema = z.object({ materialId: idWith(M.materialInvalid) });

/** `GET …/audience`: one numbered page of the students in `state`, filtered by `q` and sorted. */
export const audienceQuerySchema = pageNumberQuerySchema(AUDIENCE_PAGE_LIMIT).extend({
  state: z
    .enum(AUDIENCE_STATES)
    .default('not_opened')
    .describe('Which students: not_opened (default), opened, not_completed, completed'),
  q: studentSearchQuerySchema,
  sort: z.enum(AUDIENCE_SORTS).default('name').describe('name (accents and case ignored, default) or id; ties by id'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type AudienceQuery = z.infer<typeof audienceQuerySchema>;

export const audienceStudentSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  /** When the student first opened the item, or null. */
  opened_at: isoDateTime.nullable(),
  /** Lesson progress (a material: 100 when opened, else 0). */
  progress_percentage: z.number().int().min(0).max(100),
  completed_at: isoDateTime.nullable(),
});
export type AudienceStudent = z.infer<typeof audienceStudentSchema>;

/** The item's last reminder: when it went, and when the next one may (null: now). */
export const reminderStateSchema = z.object({
  last_sent_at: isoDateTime.nullable(),
  next_allowed_at: isoDateTime.nullable(),
});
export type ReminderState = z.infer<typeof reminderStateSchema>;

export const audienceResponseSchema = z.object({
  item: z.object({
    type: z.enum(['lesson', 'material']),
    id: z.number().int(),
    title: z.string(),
    lesson_id: z.number().int(),
    course_id: z.number().int(),
  }),
  /** The whole class's counts (whatever `q`): `students` = opened + not_opened = completed + not_completed. */
  counts: z.object({
    students: z.number().int(),
    opened: z.number().int(),
    not_opened: z.number().int(),
    completed: z.number().int(),
    not_completed: z.number().int(),
  }),
  /** This page of the students in `state` matching `q`; `total` counts them all. */
  students: z.array(audienceStudentSchema),
  ...pageNumberResponseFields,
  reminder: reminderStateSchema,
});
export type AudienceResponse = z.infer<typeof audienceResponseSchema>;

/** `POST …/audience/remind`: a lesson's reminder goes to those who have not opened (default) or not completed it. */
export const remindLessonSchema = z.object({
  audience: z.enum(REMINDER_AUDIENCES, { error: FIELD_MESSAGES.audienceInvalid }).default('not_opened'),
});
export type RemindLessonRequest = z.input<typeof remindLessonSchema>;

export const remindResponseSchema = z.object({
  /** Notifications sent: one per student reminded. */
  sent_count: z.number().int(),
  reminder: reminderStateSchema,
});
export type RemindResponse = z.infer<typeof remindResponseSchema>;

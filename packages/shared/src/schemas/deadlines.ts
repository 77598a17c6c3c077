import { z } from 'zod';
import { DEADLINE_LIST_LIMIT } from '../constants.js';
import { REMINDER_MESSAGES } from '../messages.js';
import { isoDateTime, numberField } from './common.js';
import { pageNumberQuerySchema } from './communication.js';
import { REMINDER_YEARS } from './reminders.js';

/**
 * Deadlines everywhere (docs/decisions/026, "Deadlines"): the assignments due in a calendar
 * month, a student's to-do list, a teacher's to-grade list, and the secret address of the
 * personal iCalendar feed. Dates are the ones that hold for the reader (a student's own
 * extension applied).
 */

/** `?month=1-12&year=`: a month of the calendar, in Vietnam time. */
export const deadlineMonthQuerySchema = z.object({
  month: numberField(
    { required: REMINDER_MESSAGES.monthInvalid, invalid: REMINDER_MESSAGES.monthInvalid },
    { min: 1, max: 12 },
  ),
  year: numberField(
    { required: REMINDER_MESSAGES.yearInvalid, invalid: REMINDER_MESSAGES.yearInvalid },
    REMINDER_YEARS,
  ),
});
export type DeadlineMonthQuery = z.infer<typeof deadlineMonthQuerySchema>;

/** What a deadline belongs to: an assignment, or a quiz (docs/decisions/038). */
export const DEADLINE_KINDS = ['assignment', 'quiz'] as const;
/** An assignment is due; a quiz opens or closes. */
export const DEADLINE_MOMENTS = ['due', 'opens', 'closes'] as const;
export type DeadlineMoment = (typeof DEADLINE_MOMENTS)[number];

const itemFields = {
  kind: z.enum(DEADLINE_KINDS),
  /** The assignment's id (null for a quiz). */
  assignment_id: z.number().int().nullable(),
  /** The quiz's id (null for an assignment). */
  quiz_id: z.number().int().nullable(),
  title: z.string(),
  course_id: z.number().int(),
  course_name: z.string(),
};
const dueItem = {
  ...itemFields,
  /** An assignment's due date, or a quiz's open or close time. */
  moment: z.enum(DEADLINE_MOMENTS),
  /** The due date that holds for the reader (their extension's for a student), or the quiz's time. */
  due_at: isoDateTime,
};

export const deadlineMonthResponseSchema = z.object({
  /** By due date; at most DEADLINE_MONTH_LIMIT. */
  deadlines: z.array(z.object(dueItem)),
});
export type DeadlineMonthResponse = z.infer<typeof deadlineMonthResponseSchema>;
export type DueItem = DeadlineMonthResponse['deadlines'][number];

export const deadlineListQuerySchema = pageNumberQuerySchema(DEADLINE_LIST_LIMIT);
export type DeadlineListQuery = z.infer<typeof deadlineListQuerySchema>;

const pageFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

export const toDoResponseSchema = z.object({
  items: z.array(
    z.object({
      ...itemFields,
      /** The due date that holds for the student; a quiz's close time (null: it never closes). */
      due_at: isoDateTime.nullable(),
      /** A quiz's open time (null: open already, or an assignment). */
      opens_at: isoDateTime.nullable(),
      /** Null: late hand-ins are accepted at any time (a quiz: its close time). */
      accepts_until: isoDateTime.nullable(),
      /** Past its due date (late hand-ins still accepted). */
      overdue: z.boolean(),
      /** Returned for revision: hand in again. */
      returned: z.boolean(),
    }),
  ),
  ...pageFields,
});
export type ToDoResponse = z.infer<typeof toDoResponseSchema>;

export const toGradeResponseSchema = z.object({
  items: z.array(
    z.object({
      ...dueItem,
      /** Students whose latest hand-in has no grade yet. */
      to_grade: z.number().int(),
    }),
  ),
  ...pageFields,
});
export type ToGradeResponse = z.infer<typeof toGradeResponseSchema>;

export const calendarFeedSchema = z.object({ created_at: isoDateTime });
/** Whether the user has a secret feed address, and since when (the address itself is shown once, when made). */
export const calendarFeedResponseSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;
/** A new secret address: the old one, if any, no longer works. */
export const newCalendarFeedResponseSchema = z.object({ feed: calendarFeedSchema, url: z.string() });
export type NewCalendarFeedResponse = z.infer<typeof newCalendarFeedResponseSchema>;

/** The random part of a feed address: 32 bytes, base64url. */
export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, REMINDER_MESSAGES.feedNotFound),
});

/** `?lang=vi|en`: the language of a calendar file's texts (the feed's address carries the one it was made in; default Vietnamese). */
export const calendarLanguageQuerySchema = z.object({ lang: z.enum(['vi', 'en']).default('vi') });

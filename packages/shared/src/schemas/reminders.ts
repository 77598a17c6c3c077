import { z } from 'zod';
import { TEXT_LIMITS } from '../constants.js';
import { requiredText } from './text.js';
import { idWith, isoDateTime, numberField } from './common.js';
import { REMINDER_MESSAGES } from '../messages.js';

/**
 * A user's own calendar notes (docs/product/screens-and-roles.md#student-dashboard, docs/product/api.md#calls `/api/reminders`). Every role
 * keeps their own; asking for someone else's answers 403. Months are 1-12 here (the
 * calendar's 0-11 plus one). A bad month or year answers 400 (docs/product/rules.md#api-conventions: 400 validation),
 * not the old client's empty list.
 */

const M = REMINDER_MESSAGES;
/** Years a calendar note may fall in. */
export const REMINDER_YEARS = { min: 1900, max: 2200 } as const;

/** Whether `value` is a real calendar day `YYYY-MM-DD` within REMINDER_YEARS. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= REMINDER_YEARS.min &&
    year <= REMINDER_YEARS.max &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const reminderSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  /** `YYYY-MM-DD`, a calendar day (no time zone). */
  schedule_date: z.string(),
  /** Plain text. */
  note: z.string(),
  created_at: isoDateTime,
});
export type Reminder = z.infer<typeof reminderSchema>;

const studentId = idWith(M.studentInvalid);

export const reminderStudentParamsSchema = z.object({ studentId });

export const reminderMonthParamsSchema = z.object({
  studentId,
  month: numberField({ required: M.monthInvalid, invalid: M.monthInvalid }, { min: 1, max: 12 }),
  year: numberField({ required: M.yearInvalid, invalid: M.yearInvalid }, REMINDER_YEARS),
});

export const reminderParamsSchema = z.object({ studentId, reminderId: idWith(M.notFound) });

export const reminderListResponseSchema = z.object({
  /** The month's notes, by date then creation. */
  reminders: z.array(reminderSchema),
});
export type ReminderListResponse = z.infer<typeof reminderListResponseSchema>;

export const createReminderSchema = z.object({
  /** Must be the signed-in user's own id. */
  student_id: idWith(M.studentInvalid, { required: M.required }),
  /** `YYYY-MM-DD`. */
  schedule_date: z
    .string({ error: M.required })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(
      z.string().check((ctx) => {
        if (!ctx.value)
          ctx.issues.push({
            code: 'custom',
            message: M.required,
            params: { code: 'REMINDER_FIELDS_REQUIRED' },
            input: ctx.value,
          });
        else if (!isCalendarDate(ctx.value))
          ctx.issues.push({ code: 'custom', message: M.dateInvalid, input: ctx.value });
      }),
    ),
  note: requiredText({
    lines: 'multi',
    required: M.required,
    code: 'REMINDER_FIELDS_REQUIRED',
    max: TEXT_LIMITS.note,
    tooLong: M.tooLong,
  }),
});
export type CreateReminderInput = z.infer<typeof createReminderSchema>;
export type CreateReminderRequest = z.input<typeof createReminderSchema>;

export const reminderResponseSchema = z.object({ reminder: reminderSchema });
export type ReminderResponse = z.infer<typeof reminderResponseSchema>;

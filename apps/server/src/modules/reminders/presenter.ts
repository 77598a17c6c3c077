import type { Reminder } from '@netclass/shared';
import type { reminders } from '../../db/schema/index.js';

export function presentReminder(row: typeof reminders.$inferSelect): Reminder {
  return {
    id: row.id,
    student_id: row.studentId,
    schedule_date: row.scheduleDate,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

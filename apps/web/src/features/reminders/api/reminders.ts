import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderListResponse, ReminderResponse } from '@netclass/shared';
import { ApiError, NetworkError, api, apiPath, data, type RequestBody } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import { endSession } from '../../../lib/session-expiry';
import { apiMonth, monthOf, type CalendarMonth } from './calendar-month';

export const reminderKeys = {
  all: (userId: number) => ['reminders', userId] as const,
  month: (userId: number, { year, month }: CalendarMonth) => ['reminders', userId, year, month] as const,
};

/** GET /api/reminders/{id}/{month 1-12}/{year}: the month's notes (the calendar's month 0-11 plus one). */
export const monthRemindersQueryOptions = (userId: number, shown: CalendarMonth) =>
  queryOptions({
    queryKey: reminderKeys.month(userId, shown),
    queryFn: ({ signal }) =>
      data<ReminderListResponse>(
        api.GET('/api/reminders/{studentId}/{month}/{year}', {
          params: { path: { studentId: userId, month: apiMonth(shown.month), year: shown.year } },
          signal,
        }),
      ),
  });

/** POST /api/reminders: the note lands in its month's cached list. */
export function useCreateReminder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<RequestBody<'/api/reminders', 'post'>, 'student_id'>) =>
      (await data<ReminderResponse>(api.POST('/api/reminders', { body: { ...input, student_id: userId } }))).reminder,
    onSuccess: (reminder) => {
      const key = reminderKeys.month(userId, monthOf(reminder.schedule_date));
      queryClient.setQueryData<ReminderListResponse>(
        key,
        (list) =>
          list && {
            reminders: [...list.reminders.filter((item) => item.id !== reminder.id), reminder].sort(
              (a, b) => a.schedule_date.localeCompare(b.schedule_date) || a.id - b.id,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** DELETE /api/reminders/{id}/{reminderId}. */
export function useDeleteReminder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminder: { id: number; schedule_date: string }) =>
      data(
        api.DELETE('/api/reminders/{studentId}/{reminderId}', {
          params: { path: { studentId: userId, reminderId: reminder.id } },
        }),
      ),
    onSuccess: (_answer, reminder) => {
      queryClient.setQueryData<ReminderListResponse>(
        reminderKeys.month(userId, monthOf(reminder.schedule_date)),
        (list) => list && { reminders: list.reminders.filter((item) => item.id !== reminder.id) },
      );
    },
  });
}

/**
 * GET /api/reminders/{id}/calendar.ics with the bearer header, saved as a file: every note
 * as an all-day event, for a phone or desktop calendar.
 */
export async function downloadCalendar(userId: number): Promise<void> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(
      `${apiPath('/api/reminders/{studentId}/calendar.ics', { studentId: userId })}?lang=${currentLanguage()}`,
      { headers: token ? { Authorization: `Bearer ${token}` } : {} },
    );
  } catch {
    throw new NetworkError('unreachable');
  }
  if (!response.ok) {
    if (response.status === 401) endSession('expired');
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code, body.message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `ghi-chu-${userId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReminderRequest, ReminderListResponse, ReminderResponse } from '@netclass/shared';
import { ApiError, NetworkError, apiFetch } from '../../../lib/api-client';
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
      apiFetch<ReminderListResponse>(`/api/reminders/${userId}/${apiMonth(shown.month)}/${shown.year}`, { signal }),
  });

/** POST /api/reminders: the note lands in its month's cached list. */
export function useCreateReminder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<CreateReminderRequest, 'student_id'>) =>
      (await apiFetch<ReminderResponse>('/api/reminders', { method: 'POST', body: { ...input, student_id: userId } })).reminder,
    onSuccess: (reminder) => {
      const key = reminderKeys.month(userId, monthOf(reminder.schedule_date));
      queryClient.setQueryData<ReminderListResponse>(key, (list) =>
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
      apiFetch<{ message: string }>(`/api/reminders/${userId}/${reminder.id}`, { method: 'DELETE' }),
    onSuccess: (_answer, reminder) => {
      queryClient.setQueryData<ReminderListResponse>(reminderKeys.month(userId, monthOf(reminder.schedule_date)), (list) =>
        list && { reminders: list.reminders.filter((item) => item.id !== reminder.id) },
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
    response = await fetch(`/api/reminders/${userId}/calendar.ics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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

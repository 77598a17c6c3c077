import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse, DeadlineMonthResponse, NewCalendarFeedResponse } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { apiMonth, type CalendarMonth } from './calendar-month';

export const deadlineKeys = {
  month: ({ year, month }: CalendarMonth) => ['deadlines', 'month', year, month] as const,
  feed: ['calendar-feed'] as const,
};

/** GET /api/deadlines?month&year: the assignments due in the shown month (one call per month). */
export const monthDeadlinesQueryOptions = (shown: CalendarMonth) =>
  queryOptions({
    queryKey: deadlineKeys.month(shown),
    queryFn: ({ signal }) =>
      data<DeadlineMonthResponse>(
        api.GET('/api/deadlines', { params: { query: { month: apiMonth(shown.month), year: shown.year } }, signal }),
      ),
  });

/** GET /api/calendar-feed: whether the user has a secret calendar address. */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: deadlineKeys.feed,
    queryFn: ({ signal }) => data<CalendarFeedResponse>(api.GET('/api/calendar-feed', { signal })),
    enabled,
  });

/** POST /api/calendar-feed: a new address (the old one stops working); its URL is only in this answer. */
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      data<NewCalendarFeedResponse>(api.POST('/api/calendar-feed', { params: { query: { lang: currentLanguage() } } })),
    onSuccess: ({ feed }) => queryClient.setQueryData<CalendarFeedResponse>(deadlineKeys.feed, { feed }),
  });
}

/** DELETE /api/calendar-feed: the address stops working. */
export function useRemoveCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.DELETE('/api/calendar-feed')),
    onSuccess: () => queryClient.setQueryData<CalendarFeedResponse>(deadlineKeys.feed, { feed: null }),
  });
}

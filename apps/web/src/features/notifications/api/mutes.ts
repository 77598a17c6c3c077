import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationMuteInput, NotificationMuteListResponse, NotificationMuteResponse } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';

const mutesKey = ['notification-mutes'] as const;

/** GET /api/notification-mutes: the kinds of notification the user muted, everywhere or per course. */
export const notificationMutesQueryOptions = queryOptions({
  queryKey: mutesKey,
  queryFn: ({ signal }) => data<NotificationMuteListResponse>(api.GET('/api/notification-mutes', { signal })),
});

/** POST /api/notification-mutes: mute a type everywhere, or for one course (the answer goes into the list). */
export function useMuteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationMuteInput) =>
      data<NotificationMuteResponse>(api.POST('/api/notification-mutes', { body: input })),
    onSuccess: ({ mute }) =>
      queryClient.setQueryData<NotificationMuteListResponse>(
        mutesKey,
        (list) => list && { mutes: [mute, ...list.mutes.filter((item) => item.id !== mute.id)] },
      ),
  });
}

/** DELETE /api/notification-mutes/{id}: that kind comes again. */
export function useUnmuteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.DELETE('/api/notification-mutes/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<NotificationMuteListResponse>(
        mutesKey,
        (list) => list && { mutes: list.mutes.filter((item) => item.id !== id) },
      ),
  });
}

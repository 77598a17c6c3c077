import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CHAT_UNREAD_CAP,
  type AskQuestionInput,
  type AskQuestionResponse,
  type ChatRoomListResponse,
} from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { chatKeys } from './chat';

/** GET /api/chat/rooms: the reader's rooms with unread counts; live events move the counts. */
export const chatRoomsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.rooms,
    queryFn: ({ signal }) => data<ChatRoomListResponse>(api.GET('/api/chat/rooms', { signal })),
  });

/** An unread count as a badge shows it: `99+` past the cap, nothing at 0. */
export const unreadLabel = (unread: number): string | null =>
  unread <= 0 ? null : unread > CHAT_UNREAD_CAP ? `${CHAT_UNREAD_CAP}+` : String(unread);

/** Changes one room's unread count in the list (a live message: +1; read: 0). */
export function setUnread(queryClient: QueryClient, roomId: number, next: (unread: number) => number): void {
  queryClient.setQueryData<ChatRoomListResponse>(
    chatKeys.rooms,
    (list) =>
      list && {
        rooms: list.rooms.map((room) =>
          room.id === roomId ? { ...room, unread: Math.min(next(room.unread), CHAT_UNREAD_CAP + 1) } : room,
        ),
      },
  );
}

/** PUT /api/chat/rooms/{roomId}/read: seen up to `lastReadId`; the badge clears at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, lastReadId }: { roomId: number; lastReadId: number }) =>
      data(
        api.PUT('/api/chat/rooms/{roomId}/read', { params: { path: { roomId } }, body: { last_read_id: lastReadId } }),
      ),
    onMutate: ({ roomId }) => setUnread(queryClient, roomId, () => 0),
  });
}

/** POST /api/chat/questions: a student asks a course's teachers; the list then holds the room. */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskQuestionInput) => data<AskQuestionResponse>(api.POST('/api/chat/questions', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.rooms }),
  });
}

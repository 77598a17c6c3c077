import { useQueryClient } from '@tanstack/react-query';
import { useSocketConnect } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { useSocketRoom } from '../../../lib/use-socket-room';
import { addMessageToCache, chatKeys, removeMessageFromCache } from '../api/chat';

const CHAT_ROOM = { room: 'chat' } as const;

/**
 * Keeps the chat screen live (SPEC §4): joins the chat room (again after a reconnect, when
 * the history is loaded again too, since messages sent meanwhile were missed), adds each
 * `newMessage` once and removes each `deleteMessage`.
 */
export function useLiveChat(): void {
  const queryClient = useQueryClient();
  useSocketRoom(CHAT_ROOM);
  useSocketEvent('newMessage', (message) => addMessageToCache(queryClient, message));
  useSocketEvent('deleteMessage', ({ id }) => removeMessageFromCache(queryClient, id));
  useSocketConnect(() => void queryClient.invalidateQueries({ queryKey: chatKeys.history }));
}

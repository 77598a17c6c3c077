import { useQueryClient } from '@tanstack/react-query';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { addMessageToCache, chatKeys, removeMessageFromCache, type ChatTarget } from '../api/chat';

/**
 * Keeps the shown room's history live (docs/product/rules.md#states-and-flows): adds each new message once and removes each
 * deleted one (`newMessage`/`deleteMessage` in the class chat, `roomMessage`/`roomMessageDeleted`
 * naming their room elsewhere); after a reconnect the history loads again, since messages sent
 * meanwhile were missed. Joining the rooms is the room list's (ChatRoomSockets).
 */
export function useLiveChat(target: ChatTarget): void {
  const queryClient = useQueryClient();
  useSocketEvent('newMessage', (message) => {
    if (target === 'class') addMessageToCache(queryClient, target, message);
  });
  useSocketEvent('deleteMessage', ({ id }) => {
    if (target === 'class') removeMessageFromCache(queryClient, target, id);
  });
  useSocketEvent('roomMessage', ({ room_id, message }) => {
    if (room_id === target) addMessageToCache(queryClient, target, message);
  });
  useSocketEvent('roomMessageDeleted', ({ room_id, id }) => {
    if (room_id === target) removeMessageFromCache(queryClient, target, id);
  });
  useReloadAfterGap(chatKeys.history(target));
}

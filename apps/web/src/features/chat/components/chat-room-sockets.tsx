import { useQueryClient } from '@tanstack/react-query';
import type { ChatRoom, JoinRoomRequest } from '@netclass/shared';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { useSocketRoom } from '../../../lib/use-socket-room';
import { chatKeys } from '../api/chat';
import { setUnread } from '../api/chat-rooms';

const CLASS_CHAT: JoinRoomRequest = { room: 'chat' };

function JoinRoom({ request }: { request: JoinRoomRequest }) {
  useSocketRoom(request);
  return null;
}

/**
 * Holds the socket in every room of the list while the chat screen is open (the class chat,
 * and `{chatRoomId}` for the others: the server checks each), so a message to a room not shown
 * raises its badge; others' messages only. A new private question (`chatRoomsChanged`) or a
 * reconnect reloads the list.
 */
export function ChatRoomSockets({
  rooms,
  shownId,
  currentUserId,
}: {
  rooms: ChatRoom[];
  shownId: number | null;
  currentUserId: number | null;
}) {
  const queryClient = useQueryClient();
  const classRoom = rooms.find((room) => room.kind === 'class');
  const raise = (roomId: number | undefined, senderId: number | null) => {
    if (roomId !== undefined && roomId !== shownId && senderId !== currentUserId)
      setUnread(queryClient, roomId, (unread) => unread + 1);
  };
  useSocketEvent('newMessage', (message) => raise(classRoom?.id, message.sender_id));
  useSocketEvent('roomMessage', ({ room_id, message }) => raise(room_id, message.sender_id));
  useSocketEvent('chatRoomsChanged', () => void queryClient.invalidateQueries({ queryKey: chatKeys.rooms }));
  useReloadAfterGap(chatKeys.rooms);
  return (
    <>
      <JoinRoom request={CLASS_CHAT} />
      {rooms
        .filter((room) => room.kind !== 'class')
        .map((room) => (
          <JoinRoom key={room.id} request={{ chatRoomId: room.id }} />
        ))}
    </>
  );
}

import { rooms, type Role, isAdminRole } from '@netclass/shared';
import type { ChatRoomPlace } from '../infra/domain-events.js';
import { presentChatMessage } from '../modules/chat/presenter.js';
import { can, type Actor, type ChatRoomAccess } from '../policies/index.js';
import type { DomainEvents } from '../infra/domain-events.js';
import { emitByPermission } from './audience.js';
import type { RealtimeServer } from './types.js';

/**
 * A chat room as seen by a socket in it: joining asked 'chat.read', so in a course's room or
 * question a student's socket is a student member and a teacher's a teacher member (teacher
 * accounts join courses as teachers: docs/decisions/023), and its course was published for a
 * student to join; admins need no membership.
 */
const accessInRoom = (room: ChatRoomPlace, role: Role): ChatRoomAccess => ({
  courseId: room.courseId,
  studentId: room.studentId,
  memberRole: room.courseId === null || isAdminRole(role) ? null : role,
  coursePublished: true,
});

/**
 * The class chat goes to the chat room: only sockets with the chat screen open (`joinRoom
 * {room:'chat'}`) pay for each message. Other rooms go to their own socket room, which the chat
 * screen joins for each room it lists (membership checked on join), so badges move live.
 * `can_delete` is set per receiver.
 */
export function relayChatEvents(io: RealtimeServer, services: { events: DomainEvents }): void {
  services.events.on('chatMessageCreated', ({ message, room }) => {
    const allowed = (actor: Actor) => can(actor, 'message.delete', message, accessInRoom(room, actor.role));
    if (room.courseId === null) {
      emitByPermission(io, { to: [rooms.chat], allowed, ownerId: message.senderId }, 'newMessage', (canDelete) =>
        presentChatMessage(message, canDelete),
      );
      return;
    }
    emitByPermission(
      io,
      { to: [rooms.chatRoom(room.id)], allowed, ownerId: message.senderId },
      'roomMessage',
      (canDelete) => ({
        room_id: room.id,
        message: presentChatMessage(message, canDelete),
      }),
    );
  });
  services.events.on('chatMessageDeleted', ({ id, room }) => {
    if (room.courseId === null) io.to(rooms.chat).emit('deleteMessage', { id });
    else io.to(rooms.chatRoom(room.id)).emit('roomMessageDeleted', { room_id: room.id, id });
  });
  services.events.on('chatRoomOpened', ({ roomId, userIds }) => {
    if (userIds.length) io.to(userIds.map(rooms.user)).emit('chatRoomsChanged', { room_id: roomId });
  });
}

import { rooms } from '@netclass/shared';
import { presentChatMessage } from '../modules/chat/presenter.js';
import { can } from '../policies/index.js';
import type { Services } from '../services.js';
import { emitByPermission } from './audience.js';
import type { RealtimeServer } from './types.js';

/**
 * Chat goes to the chat room: only sockets with the chat screen open (`joinRoom
 * {room:'chat'}`) pay for each message. `can_delete` is set per receiver.
 */
export function relayChatEvents(io: RealtimeServer, services: Services): void {
  services.events.on('chatMessageCreated', ({ message }) => {
    emitByPermission(
      io,
      { to: [rooms.chat], allowed: (actor) => can(actor, 'message.delete', message), ownerId: message.senderId },
      'newMessage',
      (canDelete) => presentChatMessage(message, canDelete),
    );
  });
  services.events.on('chatMessageDeleted', ({ id }) => {
    io.to(rooms.chat).emit('deleteMessage', { id });
  });
}

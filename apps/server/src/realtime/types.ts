import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@netclass/shared';
import type { SessionUser } from '../modules/auth/sessions.js';
import type { NotificationBatchMessage } from './notification-events.js';
import type { PresenceMessage } from './presence/presence.js';

export interface SocketData {
  user: SessionUser;
}

/** What instances sharing a database send each other (`serverSideEmit`). */
export interface InterServerEvents {
  presence: (message: PresenceMessage) => void;
  /** A batch of user notifications: each instance delivers it to the sockets it holds. */
  notifications: (message: NotificationBatchMessage) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, NotificationParams, ServerToClientEvents } from '@netclass/shared';
import type { SessionUser } from '../policies/session-user.js';
import type { PresenceDelta, PresentUser } from './presence/registry.js';

/**
 * A batch of notifications as it travels between instances: one message for the batch,
 * each recipient a tuple `[notification id, user id, link]` (a few dozen bytes each; the
 * adapter moves a large batch through its attachments table).
 */
export interface NotificationBatchMessage {
  type: string;
  params: NotificationParams;
  createdAt: string;
  recipients: Array<[id: number, userId: number, link: string | null]>;
}

/** What instances sharing a database tell each other about presence (docs/decisions/013-presence.md). */
export type PresenceNews =
  | { kind: 'hello' }
  | { kind: 'snapshot'; users: PresentUser[] }
  | ({ kind: 'delta' } & PresenceDelta)
  | { kind: 'bye' };
export type PresenceMessage = PresenceNews & { instance: string };

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

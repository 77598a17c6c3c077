import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  joinRoomRequestSchema,
  PASSWORD_CHANGE_REQUIRED,
  rooms,
  SOCKET_AUTH_ERROR,
  SOCKET_UNAVAILABLE_ERROR,
} from '@netclass/shared';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import type { DomainEvents } from '../infra/domain-events.js';
import type { WriteLimiter } from '../lib/write-limits.js';
import type { AnnouncementService } from '../modules/announcements/service.js';
import type { Authenticator } from '../modules/auth/authenticator.js';
import type { MaterialService } from '../modules/materials/service.js';
import type { Presence } from './presence/presence.js';
import { poolForAdapter } from './adapter-pool.js';
import { relayAnnouncementEvents } from './announcement-events.js';
import { relayChatEvents } from './chat-events.js';
import { logUnknownClientEvents, onClientEvent } from './client-events.js';
import { relayCommentEvents } from './comment-events.js';
import { relayContentEvents } from './content-events.js';
import { relayMembershipEvents } from './membership-events.js';
import { relayNotificationEvents } from './notification-events.js';
import { relayProgressEvents } from './progress-events.js';
import { roomFor, roomNamed } from './rooms.js';
import type { RealtimeServer } from './types.js';

/** What the realtime server uses of the services: who a token is, presence, write limits, the events it relays. */
export interface RealtimeServices {
  events: DomainEvents;
  authenticator: Authenticator;
  presence: Presence;
  writeLimits: WriteLimiter;
  materials: MaterialService;
  announcements: AnnouncementService;
}

/**
 * Largest message a client may send (Socket.IO's maxHttpBufferSize, 1 MB by default). The
 * client's events are room requests of a few dozen bytes; a bigger message closes that
 * client's connection before anything parses it.
 */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * Socket.IO on the app's own port: token auth, the user's own room, course and chat rooms,
 * presence, and the mapping of domain events to rooms. With an external database several
 * instances share events through the Postgres adapter.
 */
export function attachRealtime(
  app: FastifyInstance,
  database: Database,
  services: RealtimeServices,
  shared: boolean,
): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    pingInterval: 20_000,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
  });
  if (shared) io.adapter(createAdapter(poolForAdapter(database.pool), { tableName: 'socket_io_attachments' }));

  io.use(async (socket, next) => {
    try {
      const token: unknown = socket.handshake.auth?.token;
      const user = typeof token === 'string' ? await services.authenticator.user(token) : undefined;
      if (!user) return next(new Error(`${SOCKET_AUTH_ERROR}: invalid or expired session`));
      // Like every API call but the password change (plugins/auth.ts); the session stays.
      if (user.mustChangePassword) return next(new Error(`${PASSWORD_CHANGE_REQUIRED}: change your password first`));
      socket.data.user = user;
      next();
    } catch (error) {
      // The database restarting is no reason for the client to drop its token: it tries again.
      if (isDatabaseUnavailable(error)) {
        app.log.warn({ err: error }, 'socket refused: the database is unavailable');
        return next(new Error(`${SOCKET_UNAVAILABLE_ERROR}: the database is unavailable, try again shortly`));
      }
      app.log.error({ err: error }, 'socket authentication failed');
      next(new Error(`${SOCKET_AUTH_ERROR}: could not verify the session`));
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user;
    void socket.join([rooms.user(user.id), rooms.session(user.sessionId), rooms.role(user.role)]);
    services.presence.connected(user);

    // Every event a client sends takes one from its user's socket budget (docs/decisions/011-write-limits.md).
    const guard = async () => {
      const waitSeconds = await services.writeLimits.take(user.id, 'socket');
      if (waitSeconds > 0)
        throw new AppError(429, 'RATE_LIMITED', `rate limited: try again in ${waitSeconds} s`, waitSeconds);
    };
    const options = { log: app.log, guard };
    onClientEvent(
      socket,
      'joinRoom',
      joinRoomRequestSchema,
      async (request) => socket.join(await roomFor(database.db, socket, request)),
      options,
    );
    onClientEvent(socket, 'leaveRoom', joinRoomRequestSchema, (request) => socket.leave(roomNamed(request)), options);
    logUnknownClientEvents(socket, app.log);
    socket.on('disconnect', () => services.presence.disconnected(user));
  });

  services.events.on('sessionsRevoked', ({ sessionIds }) => {
    io.in(sessionIds.map(rooms.session)).disconnectSockets(true);
  });

  relayContentEvents(io, services, app.log);
  relayAnnouncementEvents(io, services, app.log);
  relayNotificationEvents(io, services, shared);
  relayCommentEvents(io, services);
  relayChatEvents(io, services);
  relayProgressEvents(io, services);
  relayMembershipEvents(io, services);
  services.presence.attach(io, shared, app.log);
  // Before the HTTP server waits for its connections to end: every client's connection is
  // closed (a transport close, after which a client reconnects, to another instance if there is one).
  app.addHook('preClose', (done) => {
    io.engine.close();
    done();
  });
  app.addHook('onClose', async () => {
    services.presence.close();
    await io.close();
  });
  return io;
}

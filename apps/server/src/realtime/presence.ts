import type { OnlineUser } from '@netclass/shared';
import { rooms } from '@netclass/shared';
import type { PresenceReader } from '../modules/users/service.js';
import type { RealtimeServer } from './types.js';

/**
 * Online = at least one open socket of that user on any instance (DECISIONS, Realtime).
 * Answers come from the Socket.IO adapter, so they hold across instances; the full set is
 * cached for a second because every open dashboard polls it.
 */
export class Presence implements PresenceReader {
  private io: RealtimeServer | undefined;
  private cache: { at: number; ids: Promise<Set<number>> } | undefined;

  attach(io: RealtimeServer): void {
    this.io = io;
  }

  async onlineUserIds(): Promise<Set<number>> {
    const io = this.io;
    if (!io) return new Set();
    if (!this.cache || Date.now() - this.cache.at > 1000) {
      const ids = io.fetchSockets().then((sockets) => new Set(sockets.map((socket) => socket.data.user.id)));
      this.cache = { at: Date.now(), ids };
    }
    return this.cache.ids;
  }

  /** Tells everyone when a user's first socket opens or their last one closes. */
  async announce(user: { id: number; name: string }): Promise<void> {
    const io = this.io;
    if (!io) return;
    this.cache = undefined;
    const open = await io.in(rooms.user(user.id)).fetchSockets();
    const change: OnlineUser = { id: user.id, name: user.name, isOnline: open.length > 0 ? 1 : 0 };
    if (open.length <= 1) io.emit('presenceChanged', change);
  }
}

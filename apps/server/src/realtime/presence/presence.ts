import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { rooms } from '@netclass/shared';
import type { Config } from '../../config.js';
import type { PresenceReader } from '../../modules/users/service.js';
import type { PresenceMessage, PresenceNews, RealtimeServer } from '../types.js';
import { PresenceRegistry, type PresentUser } from './registry.js';

/** Hellos a starting instance sends (one per flush) before it relies on the periodic snapshots alone. */
const HELLO_TRIES = 10;

/**
 * Online = at least one open socket of that user on any instance (docs/product/rules.md#realtime),
 * counted as sockets open and close (PresenceRegistry), never by asking every socket. Every
 * `flushMs` the changes are sent as one `presenceChanged` batch to this instance's sockets in
 * the presence room (each instance tells its own watchers, from its own view) and, sharing a
 * database, this instance's own changes go to the other instances (`serverSideEmit`).
 */
export class Presence implements PresenceReader {
  private readonly registry = new PresenceRegistry();
  private readonly instance = randomUUID();
  private readonly timers: NodeJS.Timeout[] = [];
  private io: RealtimeServer | undefined;
  private shared = false;
  /**
   * Hellos still to send, one per flush, until another instance answers: the adapter starts
   * listening only after `attach`, so the answer to the first one can be missed.
   */
  private hellosLeft = 0;

  constructor(private readonly timings: Config['presence']) {}

  attach(io: RealtimeServer, shared: boolean, log: FastifyBaseLogger): void {
    this.io = io;
    this.shared = shared;
    const every = (ms: number, work: () => void) => {
      const timer = setInterval(() => {
        try {
          work();
        } catch (err) {
          log.warn({ err }, 'presence could not be sent');
        }
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.timings.flushMs, () => this.flush());
    if (!shared) return;
    io.on('presence', (message) => this.receive(message));
    every(this.timings.syncMs, () => this.sync());
    this.hellosLeft = HELLO_TRIES;
  }

  connected(user: PresentUser): void {
    this.registry.connect(user);
  }

  disconnected(user: PresentUser): void {
    this.registry.disconnect(user);
  }

  isOnline(userId: number): boolean {
    return this.registry.isOnline(userId);
  }

  onlineUserIds(): Set<number> {
    return this.registry.onlineIds();
  }

  onlineCount(): number {
    return this.registry.onlineCount();
  }

  onlinePage(offset: number, limit: number): PresentUser[] {
    return this.registry.onlinePage(offset, limit);
  }

  /** Sends what changed since the last flush: one batch to the presence room, this instance's delta to the others. */
  flush(): void {
    if (this.hellosLeft > 0) {
      this.hellosLeft -= 1;
      this.send({ kind: 'hello' });
    }
    const delta = this.registry.takeDelta();
    if (delta && this.shared) this.send({ kind: 'delta', ...delta });
    const changes = this.registry.takeChanges();
    if (changes.length && this.io) {
      this.io.local.to(rooms.presence).emit('presenceChanged', { changes, online_total: this.registry.onlineCount() });
    }
  }

  /** Stops the timers; sharing a database, the other instances forget this one's users at once. */
  close(): void {
    this.timers.splice(0).forEach(clearInterval);
    if (this.shared) this.send({ kind: 'bye' });
  }

  private sync(): void {
    this.send({ kind: 'snapshot', users: this.registry.localUsers() });
    this.registry.forgetSilent(Date.now() - 3 * this.timings.syncMs);
  }

  private receive(message: PresenceMessage): void {
    const now = Date.now();
    if (message.kind !== 'hello') this.hellosLeft = 0;
    if (message.kind === 'hello') this.send({ kind: 'snapshot', users: this.registry.localUsers() });
    else if (message.kind === 'snapshot') this.registry.replaceRemote(message.instance, message.users, now);
    else if (message.kind === 'delta') this.registry.applyRemote(message.instance, message, now);
    else this.registry.forgetRemote(message.instance);
  }

  private send(message: PresenceNews): void {
    this.io?.serverSideEmit('presence', { ...message, instance: this.instance });
  }
}

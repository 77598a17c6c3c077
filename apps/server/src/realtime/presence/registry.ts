import type { OnlineUser } from '@netclass/shared';
import { OnlineDirectory, type PresentUser } from './online-directory.js';

export type { PresentUser };

/** What an instance tells the others about its own users: who came (with names) and who left. */
export interface PresenceDelta {
  online: PresentUser[];
  offline: number[];
}

/**
 * Who is online (docs/product/rules.md#realtime: at least one open socket of that user on any instance), kept as
 * it changes instead of asked of every socket: this instance's open sockets counted per
 * user, and the users each other instance last reported. Nothing here sends anything;
 * `Presence` feeds it and sends what `takeChanges` and `takeDelta` return.
 */
export class PresenceRegistry {
  private readonly local = new Map<number, { name: string; sockets: number }>();
  private readonly remote = new Map<string, { users: Map<number, string>; heardAt: number }>();
  /** Users whose state may have changed since the last `takeChanges`, with their state then. */
  private readonly pending = new Map<number, { name: string; wasOnline: boolean }>();
  /** This instance's users that came (name) or left (null) since the last `takeDelta`. */
  private readonly delta = new Map<number, string | null>();
  /** Every online user, on any instance, in name order. */
  private readonly directory = new OnlineDirectory();

  /** A socket of `user` opened here. */
  connect(user: PresentUser): void {
    this.touch(user);
    const entry = this.local.get(user.id);
    if (entry) {
      entry.sockets += 1;
      entry.name = user.name;
      return;
    }
    this.local.set(user.id, { name: user.name, sockets: 1 });
    this.delta.set(user.id, user.name);
    this.directory.add(user);
  }

  /** A socket of `user` opened here closed. */
  disconnect(user: PresentUser): void {
    const entry = this.local.get(user.id);
    if (!entry) return;
    this.touch(user);
    entry.sockets -= 1;
    if (entry.sockets > 0) return;
    this.local.delete(user.id);
    this.delta.set(user.id, null);
    this.settle(user);
  }

  isOnline(userId: number): boolean {
    if (this.local.has(userId)) return true;
    for (const instance of this.remote.values()) if (instance.users.has(userId)) return true;
    return false;
  }

  /** Every online user's id, on any instance. */
  onlineIds(): Set<number> {
    const ids = new Set(this.local.keys());
    for (const instance of this.remote.values()) for (const id of instance.users.keys()) ids.add(id);
    return ids;
  }

  /** How many users are online, on any instance. */
  onlineCount(): number {
    return this.directory.size;
  }

  /** `limit` online users from the `offset`-th, by name. */
  onlinePage(offset: number, limit: number): PresentUser[] {
    return this.directory.page(offset, limit);
  }

  /** This instance's online users (what it tells another instance that asks). */
  localUsers(): PresentUser[] {
    return [...this.local].map(([id, { name }]) => ({ id, name }));
  }

  /** Another instance's whole list: replaces what it said before. */
  replaceRemote(instance: string, users: PresentUser[], now: number): void {
    const known = this.remote.get(instance)?.users ?? new Map<number, string>();
    const next = new Map(users.map((user) => [user.id, user.name]));
    const gone = [...known].filter(([id]) => !next.has(id)).map(([id, name]) => ({ id, name }));
    const came = users.filter((user) => !known.has(user.id));
    [...gone, ...came].forEach((user) => this.touch(user));
    this.remote.set(instance, { users: next, heardAt: now });
    [...gone, ...came].forEach((user) => this.settle(user));
  }

  /** Another instance's changes since its last message. */
  applyRemote(instance: string, delta: PresenceDelta, now: number): void {
    const entry = this.remote.get(instance) ?? { users: new Map<number, string>(), heardAt: now };
    for (const user of delta.online) {
      this.touch(user);
      entry.users.set(user.id, user.name);
    }
    const offline = delta.offline.flatMap((id) => {
      const name = entry.users.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
    for (const user of offline) {
      this.touch(user);
      entry.users.delete(user.id);
    }
    entry.heardAt = now;
    this.remote.set(instance, entry);
    [...delta.online, ...offline].forEach((user) => this.settle(user));
  }

  /** Another instance that said goodbye, or went silent: its users are no longer online there. */
  forgetRemote(instance: string): void {
    const entry = this.remote.get(instance);
    if (!entry) return;
    const users = [...entry.users].map(([id, name]) => ({ id, name }));
    users.forEach((user) => this.touch(user));
    this.remote.delete(instance);
    users.forEach((user) => this.settle(user));
  }

  /** Forgets every instance not heard from since `before`; answers how many. */
  forgetSilent(before: number): number {
    const silent = [...this.remote].filter(([, entry]) => entry.heardAt < before).map(([instance]) => instance);
    silent.forEach((instance) => this.forgetRemote(instance));
    return silent.length;
  }

  /**
   * The users whose online state differs from the last time this was asked (coalesced: a
   * user who left and came back meanwhile is not a change).
   */
  takeChanges(): OnlineUser[] {
    const changes: OnlineUser[] = [];
    for (const [id, { name, wasOnline }] of this.pending) {
      const online = this.isOnline(id);
      if (online !== wasOnline) changes.push({ id, name, isOnline: online ? 1 : 0 });
    }
    this.pending.clear();
    return changes;
  }

  /** This instance's own changes since the last time this was asked, or null when none. */
  takeDelta(): PresenceDelta | null {
    if (!this.delta.size) return null;
    const delta: PresenceDelta = { online: [], offline: [] };
    for (const [id, name] of this.delta) {
      if (name === null) delta.offline.push(id);
      else delta.online.push({ id, name });
    }
    this.delta.clear();
    return delta;
  }

  /** Keeps the directory in step with a user's state after a change. */
  private settle(user: PresentUser): void {
    if (this.isOnline(user.id)) this.directory.add(user);
    else this.directory.remove(user.id);
  }

  /** Notes a user's state before a change, once per batch. */
  private touch(user: PresentUser): void {
    if (!this.pending.has(user.id)) this.pending.set(user.id, { name: user.name, wasOnline: this.isOnline(user.id) });
  }
}

import { setNewest } from '../../lib/newest-last.js';
import type { SessionUser } from '../../policies/session-user.js';

/** Which cached sessions a change ends or makes stale: some sessions, or every one of a user. */
export type SessionRevocation = { sessionIds: string[] } | { userId: number };

interface CachedSession {
  user: SessionUser;
  /** When the token itself expires (ms since the epoch). */
  tokenExpiresAt: number;
  /** When the session row was last read: past `maxAgeMs` it is read again. */
  checkedAt: number;
}

export interface SessionCacheOptions {
  /** Tokens kept at most; the least recently used go first. */
  maxEntries: number;
  /** A cached session is read from the database again after this long (sliding expiry, safety net). */
  maxAgeMs: number;
}

/**
 * Tokens already verified and the live session each names, so that a request costs neither a
 * signature check nor a database round trip (docs/decisions/012-session-cache.md).
 *
 * Revocation stays immediate: whatever ends a session or changes its user forgets the entries
 * at once in this process, and on every instance through the database's notifications. The
 * cache is trusted only while those notifications can arrive (`setTrusted`); otherwise it
 * holds nothing and every request reads the database, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private trusted = false;
  /** Bumped by every revocation: a read of the database that started before one is not cached. */
  private generation = 0;

  constructor(
    private readonly options: SessionCacheOptions,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.forgetAll();
  }

  forgetAll(): void {
    this.entries.clear();
    this.generation++;
  }

  /** The live session of `token`, if cached and still fresh. */
  get(token: string): SessionUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.tokenExpiresAt || now - entry.checkedAt >= this.options.maxAgeMs) {
      this.entries.delete(token);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(token);
    this.entries.set(token, entry);
    return entry.user;
  }

  /** Taken before reading a session from the database; `set` ignores the read if a revocation came in between. */
  ticket(): number {
    return this.generation;
  }

  set(token: string, user: SessionUser, tokenExpiresAt: number, ticket: number): void {
    if (!this.trusted || ticket !== this.generation) return;
    setNewest(this.entries, token, { user, tokenExpiresAt, checkedAt: this.now() }, this.options.maxEntries);
  }

  forget(revocation: SessionRevocation): void {
    this.generation++;
    const matches =
      'userId' in revocation
        ? (user: SessionUser) => user.id === revocation.userId
        : (user: SessionUser) => revocation.sessionIds.includes(user.sessionId);
    for (const [token, entry] of this.entries) {
      if (matches(entry.user)) this.entries.delete(token);
    }
  }
}

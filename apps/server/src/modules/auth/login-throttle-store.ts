import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';
import { setNewest } from '../../lib/newest-last.js';

/** Failed logins counted under one key (an address, an account, or the two together). */
export interface FailureCounter {
  count: number;
  /** When the latest failure happened (ms since the epoch). */
  last: number;
  /** When the counter is forgotten. */
  expiresAt: number;
}

/**
 * Where the login throttle keeps its counters: this process's memory when the app is alone on
 * its embedded database, a table when instances share one (`PostgresFailureStore`).
 */
export interface FailureStore {
  read(key: string, now: number): Promise<FailureCounter | undefined>;
  /** Replaces the counter of `key` with `change(current)` (undefined removes it), atomically per key. */
  update(
    key: string,
    now: number,
    change: (current: FailureCounter | undefined) => FailureCounter | undefined,
  ): Promise<void>;
  /** Forgets expired counters, where they are not forgotten as they go (the app's hourly sweep). */
  sweep?(now: number): Promise<void>;
}

/**
 * Counters in a Map, bounded twice: an expired counter is dropped when next touched, and past
 * `maxEntries` the least recently written ones go first, so a flood of made-up ids cannot
 * grow memory without bound. `update` runs synchronously, hence atomically in one process.
 */
export class MemoryFailureStore implements FailureStore {
  private readonly counters = new Map<string, FailureCounter>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.counters.size;
  }

  async read(key: string, now: number): Promise<FailureCounter | undefined> {
    return this.live(key, now);
  }

  async update(
    key: string,
    now: number,
    change: (current: FailureCounter | undefined) => FailureCounter | undefined,
  ): Promise<void> {
    const next = change(this.live(key, now));
    if (next) setNewest(this.counters, key, next, this.maxEntries);
    else this.counters.delete(key);
  }

  private live(key: string, now: number): FailureCounter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.expiresAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }
}

/**
 * Counters in `login_failures`, shared by every instance on the database. `update` runs in a
 * transaction holding an advisory lock on the key (a row lock cannot hold a key that has no
 * row yet), so parallel failures on two instances both count. Expired rows are ignored when
 * read and deleted by the hourly sweep; the flood cap bounds how fast made-up keys arrive.
 */
export class PostgresFailureStore implements FailureStore {
  constructor(private readonly db: Db) {}

  async read(key: string, now: number): Promise<FailureCounter | undefined> {
    const result = await this.db.execute<FailureRow>(sql`
      select count, last_at, expires_at from login_failures where key = ${key} and expires_at > ${now}`);
    return fromRow(result.rows[0]);
  }

  async update(
    key: string,
    now: number,
    change: (current: FailureCounter | undefined) => FailureCounter | undefined,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login_failures:${key}`}, 0))`);
      const current = await tx.execute<FailureRow>(sql`
        select count, last_at, expires_at from login_failures where key = ${key} and expires_at > ${now}`);
      const next = change(fromRow(current.rows[0]));
      if (!next) {
        await tx.execute(sql`delete from login_failures where key = ${key}`);
        return;
      }
      await tx.execute(sql`
        insert into login_failures (key, count, last_at, expires_at) values (${key}, ${next.count}, ${next.last}, ${next.expiresAt})
        on conflict (key) do update set count = excluded.count, last_at = excluded.last_at, expires_at = excluded.expires_at`);
    });
  }

  async sweep(now: number): Promise<void> {
    await this.db.delete(loginFailures).where(lt(loginFailures.expiresAt, now));
  }
}

interface FailureRow extends Record<string, unknown> {
  count: number;
  last_at: string;
  expires_at: string;
}

const fromRow = (row: FailureRow | undefined): FailureCounter | undefined =>
  row && { count: row.count, last: Number(row.last_at), expiresAt: Number(row.expires_at) };

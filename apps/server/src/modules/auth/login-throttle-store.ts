/** Failed logins counted under one key (an address, an account, or the two together). */
export interface FailureCounter {
  count: number;
  /** When the latest failure happened (ms since the epoch). */
  last: number;
  /** When the counter is forgotten. */
  expiresAt: number;
}

/**
 * Where the login throttle keeps its counters. In-process today; several instances on one
 * database will need a shared store (a table) behind this same interface, whose `update`
 * must then be atomic per key (a row lock around `change`).
 */
export interface FailureStore {
  read(key: string, now: number): Promise<FailureCounter | undefined>;
  /** Replaces the counter of `key` with `change(current)` (undefined removes it), atomically per key. */
  update(
    key: string,
    now: number,
    change: (current: FailureCounter | undefined) => FailureCounter | undefined,
  ): Promise<void>;
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

  async update(key: string, now: number, change: (current: FailureCounter | undefined) => FailureCounter | undefined): Promise<void> {
    const next = change(this.live(key, now));
    // Deleting first moves a rewritten key to the end of the Map's order: the newest.
    this.counters.delete(key);
    if (!next) return;
    this.counters.set(key, next);
    for (const oldest of this.counters.keys()) {
      if (this.counters.size <= this.maxEntries) break;
      this.counters.delete(oldest);
    }
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

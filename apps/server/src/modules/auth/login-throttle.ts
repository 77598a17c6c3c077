import type { LoginLimits } from '../../config.js';
import type { FailureCounter, FailureStore } from './login-throttle-store.js';

/** The first wait after the free failures; each further failure doubles it, up to `maxDelayMs`. */
const FIRST_DELAY_MS = 1000;

/** How an attempt that was let through ended. */
export type LoginOutcome =
  /** Wrong password, or no such account: a guess. */
  | 'failed'
  /** The password was right (the account may still be locked). */
  | 'passed'
  /** Neither is known (the database failed): the attempt is not held against anyone. */
  | 'unknown';

/**
 * Failed-login throttling (docs/decisions/008-login-limits.md). Only failures count, so a
 * class behind one address signs in freely. Guessing slows down per (account, address)
 * after a few failures, per address after many, and per account after many from anywhere;
 * the account rule only holds back addresses that already failed on that account, so a
 * stranger's guesses never stop the owner signing in from another address.
 */
export class LoginThrottle {
  constructor(
    private readonly limits: LoginLimits,
    private readonly store: FailureStore,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Milliseconds this attempt must wait (refused without checking the password), or 0: go
   * ahead. An attempt let through counts against its (account, address) at once, so a burst
   * of parallel guesses cannot slip past the count; `settle` then says how it ended.
   */
  async begin(id: unknown, address: string): Promise<number> {
    const now = this.now();
    const keys = keysOf(id, address);
    const [byAddress, byAccount] = await Promise.all([
      this.store.read(keys.address, now),
      this.store.read(keys.account, now),
    ]);
    if (byAddress && byAddress.count >= this.limits.failuresPerAddress) return byAddress.expiresAt - now;

    let wait = 0;
    await this.store.update(keys.pair, now, (pair) => {
      const pairWait = this.growingWait(pair, this.limits.failuresPerAccountAddress, now);
      // Addresses that never failed on this account (its owner's, say) are not held back.
      const accountWait = pair ? this.growingWait(byAccount, this.limits.failuresPerAccount, now) : 0;
      wait = Math.max(pairWait, accountWait);
      return wait > 0 ? pair : counted(pair, now, now + this.limits.memoryMs);
    });
    return wait;
  }

  async settle(id: unknown, address: string, outcome: LoginOutcome): Promise<void> {
    const now = this.now();
    const keys = keysOf(id, address);
    if (outcome === 'passed') return this.store.update(keys.pair, now, () => undefined);
    if (outcome === 'unknown') {
      return this.store.update(keys.pair, now, (pair) =>
        pair && pair.count > 1 ? { ...pair, count: pair.count - 1 } : undefined,
      );
    }
    // The pair counted this failure in `begin`. The address counts in fixed windows; the account forgets slowly.
    await Promise.all([
      this.store.update(keys.address, now, (counter) =>
        counted(counter, now, counter?.expiresAt ?? now + this.limits.addressWindowMs),
      ),
      this.store.update(keys.account, now, (counter) => counted(counter, now, now + this.limits.memoryMs)),
    ]);
  }

  /** Forgets expired counters (the app's hourly sweep); the memory store forgets them as it goes. */
  async sweep(): Promise<void> {
    await this.store.sweep?.(this.now());
  }

  /** Past `free` failures, the next attempt waits 1 s after the last one, doubling with each failure, capped. */
  private growingWait(counter: FailureCounter | undefined, free: number, now: number): number {
    if (!counter || counter.count < free) return 0;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** (counter.count - free), this.limits.maxDelayMs);
    return Math.max(0, counter.last + delay - now);
  }
}

function counted(counter: FailureCounter | undefined, now: number, expiresAt: number): FailureCounter {
  return { count: (counter?.count ?? 0) + 1, last: now, expiresAt };
}

function keysOf(id: unknown, address: string) {
  const account = loginAccountKey(id);
  return { address: `address:${address}`, account: `account:${account}`, pair: `pair:${account}@${address}` };
}

/** '0123', ' 123 ' and 123 sign in to the same account, so they share its counters. */
function loginAccountKey(id: unknown): string {
  const text = String(id ?? '').trim();
  return /^\d{1,15}$/.test(text) ? String(Number(text)) : text;
}

import { z } from 'zod';
import type { Budget } from './token-buckets.js';

/**
 * What a user can repeat, each with a budget of its own (docs/decisions/011-write-limits.md).
 * `profile`: your own profile's changes (each password change costs two argon2 runs).
 * `practice`: practice questions drawn (each a stored row).
 * `quiz`: a quiz attempt's saved answers and focus events (each a stored write).
 * `socket`: every event a socket sends (joinRoom, leaveRoom).
 */
export const WRITE_KINDS = [
  'chat',
  'comment',
  'note',
  'announcement',
  'broadcast',
  'upload',
  'profile',
  'practice',
  'quiz',
  'socket',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];
export type WriteLimits = Record<WriteKind, Budget>;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const MAX_PER_MS = 24 * UNIT_MS.h;

/** A budget as an environment variable writes it: `10/10s`, `5/30s`, `10/10m`, `20/1h`. */
export const budgetSchema = z.string().transform((value, ctx): Budget => {
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])\s*$/.exec(value);
  const tokens = Number(match?.[1]);
  const perMs = Number(match?.[2]) * UNIT_MS[(match?.[3] ?? 's') as keyof typeof UNIT_MS];
  if (!match || tokens < 1 || perMs < 1 || perMs > MAX_PER_MS) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a count per time, e.g. 10/10s, 5/30s, 10/10m or 20/1h (at least 1, at most 24h)',
    });
    return z.NEVER;
  }
  return { tokens, perMs };
});

/**
 * Where the per-user buckets live (infra/write-limit-stores.ts): this process's memory when the
 * app is alone on its embedded database, PostgreSQL when instances share one. Both keep the
 * same token bucket: `take` answers 0 (taken) or the milliseconds until a token is there
 * (nothing taken), atomically, so parallel writes cannot slip through.
 */
export interface WriteBudgetStore {
  take(kind: WriteKind, userId: number): Promise<number>;
  /** Returns a token taken by a write that then failed. */
  giveBack(kind: WriteKind, userId: number): Promise<void>;
  /** Forgets buckets that are full again, where they are not forgotten as they go (the app's hourly sweep). */
  sweep?(): Promise<void>;
}

/**
 * Per-user write budgets, one per kind. A refused write takes nothing; a write that fails
 * after taking gives its token back, so only accepted writes count.
 */
export class WriteLimiter {
  constructor(private readonly store: WriteBudgetStore) {}

  /** Takes one write of `kind` from the user's budget: 0, or the whole seconds (at least 1) to wait, nothing taken. */
  async take(userId: number, kind: WriteKind): Promise<number> {
    const waitMs = await this.store.take(kind, userId);
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  giveBack(userId: number, kind: WriteKind): Promise<void> {
    return this.store.giveBack(kind, userId);
  }

  async sweep(): Promise<void> {
    await this.store.sweep?.();
  }
}

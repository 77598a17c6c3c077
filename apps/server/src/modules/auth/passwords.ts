import { createHash, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { defaultPasswordFor } from '@netclass/shared';
import pLimit from 'p-limit';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** `signal`: the client went away while this waited its turn; it rejects with the signal's reason instead of hashing. */
  verify(hashed: string, password: string, signal?: AbortSignal): Promise<boolean>;
}

/**
 * argon2id with a bound on concurrent hashes: a flood of logins queues here instead of
 * taking every core (and the memory each hash needs) from the rest of the app. A queued
 * check whose client has gone is skipped, so an abandoned storm leaves no work behind.
 */
export function createPasswordHasher(cost: {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}): PasswordHasher {
  const limit = pLimit(Math.max(2, os.availableParallelism()));
  // 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
  const options = { algorithm: 2 as const, ...cost };
  return {
    hash: (password) => limit(() => hash(password, options)),
    verify: (hashed, password, signal) =>
      limit(() => {
        signal?.throwIfAborted();
        return verify(hashed, password).catch(() => false);
      }),
  };
}

/**
 * Stored instead of a hash while an account keeps the default password someone else gave it
 * (id@1: creation, reset, roster import; docs/product/rules.md#identity-and-sessions). That password follows from the
 * id, so a hash of it would hide nothing, and skipping argon2 (tens of milliseconds of CPU
 * each) lets an import create a class of 1,000 in a second (docs/decisions/023). Not a PHC
 * string: argon2 never takes it for a hash of anything.
 */
export const DEFAULT_PASSWORD_HASH = 'default-password';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `password` opens the account: its default password, or what its argon2 hash says. */
export async function passwordMatches(
  hasher: PasswordHasher,
  account: { id: number; passwordHash: string },
  password: string,
  signal?: AbortSignal,
): Promise<boolean> {
  if (account.passwordHash !== DEFAULT_PASSWORD_HASH) return hasher.verify(account.passwordHash, password, signal);
  signal?.throwIfAborted();
  return timingSafeEqual(digest(password), digest(defaultPasswordFor(account.id)));
}

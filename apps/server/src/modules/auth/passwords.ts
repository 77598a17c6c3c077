import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
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

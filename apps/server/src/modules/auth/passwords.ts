import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/**
 * argon2id with a bound on concurrent hashes: a flood of logins queues here instead of
 * taking every core (and the memory each hash needs) from the rest of the app.
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
    verify: (hashed, password) => limit(() => verify(hashed, password).catch(() => false)),
  };
}

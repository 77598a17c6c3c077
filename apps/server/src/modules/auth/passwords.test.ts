import { describe, expect, test } from 'vitest';
import { TEST_ARGON2 } from '../../../test/app.js';
import { createPasswordHasher, DEFAULT_PASSWORD_HASH, passwordMatches } from './passwords.js';

describe('passwordMatches', () => {
  const hasher = createPasswordHasher(TEST_ARGON2);

  test('an account with its default password takes id@1 and nothing else, without the hasher', async () => {
    const account = { id: 20231001, passwordHash: DEFAULT_PASSWORD_HASH };
    expect(await passwordMatches(hasher, account, '20231001@1')).toBe(true);
    for (const wrong of ['20231002@1', '20231001@', '', DEFAULT_PASSWORD_HASH])
      expect(await passwordMatches(hasher, account, wrong)).toBe(false);
    await expect(passwordMatches(hasher, account, '20231001@1', AbortSignal.abort(new Error('gone')))).rejects.toThrow(
      'gone',
    );
  });

  test('an account with a password of its own is checked against its argon2 hash', async () => {
    const account = { id: 7, passwordHash: await hasher.hash('mat-khau-rieng') };
    expect(await passwordMatches(hasher, account, 'mat-khau-rieng')).toBe(true);
    expect(await passwordMatches(hasher, account, '7@1')).toBe(false);
  });
});

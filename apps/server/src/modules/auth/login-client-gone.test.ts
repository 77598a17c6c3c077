import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, TEST_ARGON2, type TestApp } from '../../../test/app.js';
import { createPasswordHasher } from './passwords.js';

/**
 * A login storm whose clients give up must leave no password work behind: a login whose
 * client has closed the connection is not hashed once its turn comes.
 */
describe('a login whose client has gone', () => {
  test('the hasher skips a check whose signal has aborted, rejecting with its reason', async () => {
    const hasher = createPasswordHasher(TEST_ARGON2);
    const hashed = await hasher.hash('mat-khau-1');
    const reason = new Error('gone');
    await expect(hasher.verify(hashed, 'mat-khau-1', AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(await hasher.verify(hashed, 'mat-khau-1', new AbortController().signal)).toBe(true);
  });

  let h: TestApp;
  beforeAll(async () => {
    h = await buildTestApp({ listen: true });
  });
  afterAll(async () => {
    await h?.close();
  });

  test('closing the connection while the password waits its turn aborts the check, and nothing is logged as an error', async () => {
    // A password of its own: a default one is checked without the hasher (decision 023).
    const user = await h.createUser({ password: 'mat-khau-rieng' });
    const signals: AbortSignal[] = [];
    // The hasher is busy: the check waits its turn (until the client leaves).
    const verify = vi.spyOn(h.app.services.passwords, 'verify').mockImplementation(
      (_hashed, _password, signal) =>
        new Promise((_resolve, reject) => {
          signals.push(signal!);
          signal!.addEventListener('abort', () => reject(signal!.reason));
        }),
    );
    try {
      const request = http.request(`${h.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      request.end(JSON.stringify({ id: user.id, password: user.password }));
      await vi.waitFor(() => expect(signals).toHaveLength(1));
      expect(signals[0]!.aborted).toBe(false);
      request.destroy();
      await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));
    } finally {
      verify.mockRestore();
    }
    // The attempt counted for nothing: the same login goes through at once.
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: user.id, password: user.password },
    });
    expect(again.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

describe('health, liveness and readiness', () => {
  test('live and ready answer 200 while the database answers; ready turns 503 once a shutdown begins, live and /api/health do not', async () => {
    const get = (url: string) => h.app.inject({ url });
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    h.app.readiness.draining = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect(ready.headers['retry-after']).toBe('5');
      expect((await get('/api/health/live')).statusCode).toBe(200);
      expect((await get('/api/health')).statusCode).toBe(200);
    } finally {
      h.app.readiness.draining = false;
    }
  });
});

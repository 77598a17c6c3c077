import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  const failing = (app: TestApp['app']) => {
    app.get('/api/test-failure', { config: { public: true } }, async () => {
      throw new Error('boom');
    });
  };
  direct = await buildTestApp({ beforeReady: failing });
  proxied = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await direct?.close({ allowErrorLogs: true });
  await proxied?.close();
});

describe('request ids', () => {
  test('each answer carries a new id in X-Request-Id', async () => {
    const first = await direct.app.inject({ url: '/api/health/live' });
    const second = await direct.app.inject({ url: '/api/health/live' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  test('an X-Request-Id is kept only from a proxy TRUST_PROXY names, and only when well-formed', async () => {
    const sent = (app: TestApp['app'], id: string, remoteAddress = '127.0.0.1') =>
      app
        .inject({ url: '/api/health/live', remoteAddress, headers: { 'x-request-id': id } })
        .then((r) => r.headers['x-request-id']);
    expect(await sent(proxied.app, 'edge-4f2a.91:7')).toBe('edge-4f2a.91:7');
    expect(await sent(proxied.app, 'edge-4f2a', '203.0.113.7')).toMatch(UUID);
    expect(await sent(proxied.app, 'two words')).toMatch(UUID);
    expect(await sent(proxied.app, 'x'.repeat(129))).toMatch(UUID);
    expect(await sent(direct.app, 'edge-4f2a')).toMatch(UUID);
  });

  test('a 500 names the id, and the log line of the failure carries it', async () => {
    const response = await direct.app.inject({ url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-request-id'];
    expect(response.json()).toMatchObject({ message: 'Lỗi server', code: 'INTERNAL', requestId: id });
    const lines = direct.errorLogs.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain('unhandled error');
    direct.errorLogs.length = 0;
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { loadConfig } from '../../config.js';
import { sessions } from '../../db/schema/index.js';
import { fastifyTrustProxy } from '../../lib/trust-proxy.js';

/**
 * TRUST_PROXY names the reverse proxy: behind it, each client's address comes from
 * X-Forwarded-For, so clients have limits of their own; from anywhere else the header is
 * ignored. (With TRUST_PROXY off, see login-limits.test.ts.)
 */
let h: TestApp;
const PROXY = '10.70.0.1';
const defaults = loadConfig({}).loginLimits;

beforeAll(async () => {
  h = await buildTestApp({
    env: { TRUST_PROXY: `${PROXY}, 192.168.0.0/16` },
    configure: (config) => {
      config.loginLimits = { ...defaults };
    },
  });
});
afterAll(async () => {
  await h?.close();
});

const attempt = (from: string, forwardedFor: string, user: { id: number }, password = 'wrong-password') =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { id: user.id, password },
  });

describe('TRUST_PROXY', () => {
  test('behind the named proxy, each forwarded client has its own limits', async () => {
    const owner = await h.createUser();
    for (let i = 0; i < defaults.failuresPerAccountAddress; i++) {
      expect((await attempt(PROXY, '198.51.100.1', owner)).statusCode).toBe(401);
    }
    expect((await attempt(PROXY, '198.51.100.1', owner)).statusCode).toBe(429);
    // Another client through the same proxy is not held back by the first one's guesses.
    expect((await attempt(PROXY, '198.51.100.2', owner)).statusCode).toBe(401);
    const signedIn = await attempt(PROXY, '198.51.100.3', owner, owner.password);
    expect(signedIn.statusCode).toBe(200);
  });

  test('the session records the forwarded client address', async () => {
    const user = await h.createUser();
    expect((await attempt(PROXY, '198.51.100.4', user, user.password)).statusCode).toBe(200);
    const rows = await h.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([{ ip: '198.51.100.4' }]);
  });

  test('a CIDR range is trusted too', async () => {
    const owner = await h.createUser();
    for (let i = 0; i < defaults.failuresPerAccountAddress; i++) {
      expect((await attempt('192.168.3.4', '198.51.100.5', owner)).statusCode).toBe(401);
    }
    expect((await attempt('192.168.3.4', '198.51.100.5', owner)).statusCode).toBe(429);
    expect((await attempt('192.168.3.4', '198.51.100.6', owner)).statusCode).toBe(401);
  });

  test('from an address that is not a named proxy, X-Forwarded-For is ignored', async () => {
    const owner = await h.createUser();
    for (let i = 0; i < defaults.failuresPerAccountAddress; i++) {
      expect((await attempt('10.70.0.2', `203.0.113.${i}`, owner)).statusCode).toBe(401);
    }
    expect((await attempt('10.70.0.2', '203.0.113.99', owner)).statusCode).toBe(429);
  });
});

describe('fastifyTrustProxy', () => {
  test('a hop count trusts that many proxies, nearest first', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const hops = [0, 1, 2].map((hop) => (trust as (address: string, hop: number) => boolean)('10.0.0.1', hop));
    expect(hops).toEqual([true, true, false]);
  });

  test('off, every hop and address lists pass through unchanged', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(true)).toBe(true);
    expect(fastifyTrustProxy(['10.0.0.1', 'loopback'])).toEqual(['10.0.0.1', 'loopback']);
  });
});

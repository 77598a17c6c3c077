import { describe, expect, test } from 'vitest';
import { SessionCache } from './session-cache.js';
import { parseRevocation } from './session-revocations.js';

const user = (id: number, sessionId: string) => ({
  id,
  role: 'student' as const,
  name: `SV ${id}`,
  sessionId,
  mustChangePassword: false,
});

function cacheAt(clock: { now: number }, maxEntries = 100) {
  const cache = new SessionCache({ maxEntries, maxAgeMs: 60_000 }, () => clock.now);
  cache.setTrusted(true);
  return cache;
}

describe('SessionCache', () => {
  test('answers a cached token until the token expires or the entry is a minute old', () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    cache.set('a', user(1, 's1'), 30_000, cache.ticket());
    cache.set('b', user(2, 's2'), 1_000_000, cache.ticket());
    expect(cache.get('a')).toEqual(user(1, 's1'));
    clock.now = 30_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(user(2, 's2'));
    clock.now = 61_000;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('forgets the sessions named, or every session of a user', () => {
    const cache = cacheAt({ now: 0 });
    cache.set('a', user(1, 's1'), 1e9, cache.ticket());
    cache.set('b', user(1, 's2'), 1e9, cache.ticket());
    cache.set('c', user(2, 's3'), 1e9, cache.ticket());
    cache.forget({ sessionIds: ['s2'] });
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((u) => u?.sessionId)).toEqual(['s1', undefined, 's3']);
    cache.forget({ userId: 1 });
    expect([cache.get('a'), cache.get('c')].map((u) => u?.sessionId)).toEqual([undefined, 's3']);
  });

  test('a session read before a revocation is not cached after it', () => {
    const cache = cacheAt({ now: 0 });
    const ticket = cache.ticket();
    cache.forget({ userId: 1 });
    cache.set('a', user(1, 's1'), 1e9, ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  test('holds nothing while untrusted (revocations could be missed)', () => {
    const cache = cacheAt({ now: 0 });
    cache.set('a', user(1, 's1'), 1e9, cache.ticket());
    cache.setTrusted(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', user(1, 's1'), 1e9, cache.ticket());
    expect(cache.size).toBe(0);
  });

  test('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = cacheAt({ now: 0 }, 2);
    cache.set('a', user(1, 's1'), 1e9, cache.ticket());
    cache.set('b', user(2, 's2'), 1e9, cache.ticket());
    cache.get('a');
    cache.set('c', user(3, 's3'), 1e9, cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.id).toBe(1);
  });
});

describe('parseRevocation', () => {
  test.each([
    ['{"userId":7}', { userId: 7 }],
    ['{"sessionIds":["x","y"]}', { sessionIds: ['x', 'y'] }],
    ['{"userId":"7"}', undefined],
    ['{"sessionIds":[1]}', undefined],
    ['not json', undefined],
    [undefined, undefined],
  ])('%s', (payload, expected) => {
    expect(parseRevocation(payload)).toEqual(expected);
  });
});

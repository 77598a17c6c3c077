import { describe, expect, test } from 'vitest';
import { TokenBuckets } from './token-buckets.js';

/** Buckets of `tokens` per `perMs` on a clock the test moves. */
function buckets(tokens: number, perMs: number) {
  let now = 1_000_000;
  const limiter = new TokenBuckets({ tokens, perMs }, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('TokenBuckets', () => {
  test('a full bucket lets a burst of its size through, then one token per perMs / tokens', () => {
    const { limiter, advance } = buckets(10, 10_000);
    expect(Array.from({ length: 10 }, () => limiter.take(7))).toEqual(Array(10).fill(0));
    expect(limiter.take(7)).toBe(1000);
    advance(400);
    expect(limiter.take(7)).toBe(600);
    advance(600);
    expect(limiter.take(7)).toBe(0);
    expect(limiter.take(7)).toBe(1000);
  });

  test('a refused take takes nothing: waiting the answered time is always enough', () => {
    const { limiter, advance } = buckets(2, 60_000);
    limiter.take(1);
    limiter.take(1);
    for (let i = 0; i < 50; i += 1) expect(limiter.take(1)).toBe(30_000);
    advance(30_000);
    expect(limiter.take(1)).toBe(0);
  });

  test('keys have buckets of their own', () => {
    const { limiter } = buckets(1, 1000);
    expect(limiter.take(1)).toBe(0);
    expect(limiter.take(1)).toBeGreaterThan(0);
    expect(limiter.take(2)).toBe(0);
  });

  test('a token given back can be taken again; never more than the budget', () => {
    const { limiter } = buckets(2, 1000);
    limiter.take(1);
    limiter.take(1);
    limiter.giveBack(1);
    expect(limiter.take(1)).toBe(0);
    expect(limiter.take(1)).toBeGreaterThan(0);
    limiter.giveBack(5);
    limiter.giveBack(5);
    expect([limiter.take(5), limiter.take(5), limiter.take(5)].map(Boolean)).toEqual([false, false, true]);
  });

  test('buckets are forgotten once full again: memory holds only keys active within perMs', () => {
    const { limiter, advance } = buckets(5, 10_000);
    for (let key = 0; key < 1000; key += 1) limiter.take(key);
    expect(limiter.size).toBe(1000);
    advance(5000);
    limiter.take(5000);
    expect(limiter.size).toBe(1001);
    advance(5000);
    limiter.take(5001);
    expect(limiter.size).toBe(2);
    limiter.giveBack(5001);
    expect(limiter.size).toBe(1);
    advance(10_000);
    limiter.take(1);
    expect(limiter.size).toBe(1);
  });
});

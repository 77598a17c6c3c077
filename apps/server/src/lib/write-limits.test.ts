import { describe, expect, test } from 'vitest';
import { WRITE_KINDS, WriteLimiter, type WriteLimits } from './write-limits.js';

const limits = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { tokens: 2, perMs: 1500 }])) as WriteLimits;

describe('WriteLimiter', () => {
  test('each (user, kind) has its own budget; a refusal names whole seconds to wait, at least 1', () => {
    let now = 0;
    const limiter = new WriteLimiter({ ...limits, comment: { tokens: 1, perMs: 90_500 } }, () => now);
    expect([limiter.take(1, 'chat'), limiter.take(1, 'chat')]).toEqual([0, 0]);
    expect(limiter.take(1, 'chat')).toBe(1);
    expect(limiter.take(2, 'chat')).toBe(0);
    expect(limiter.take(1, 'note')).toBe(0);
    expect(limiter.take(1, 'comment')).toBe(0);
    expect(limiter.take(1, 'comment')).toBe(91);
    now += 90_000;
    expect(limiter.take(1, 'comment')).toBe(1);
    limiter.giveBack(1, 'chat');
    expect(limiter.take(1, 'chat')).toBe(0);
  });
});

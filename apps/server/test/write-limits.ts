import { WRITE_KINDS, type WriteLimits } from '../src/lib/write-limits.js';

/**
 * Write limits out of the way (a million a second of each kind), for tests and benchmarks
 * that post many items quickly; the limits' own tests set budgets of their own.
 */
export const GENEROUS_WRITE_LIMITS = Object.fromEntries(
  WRITE_KINDS.map((kind) => [kind, { tokens: 1_000_000, perMs: 1000 }]),
) as WriteLimits;

/** A budget: `tokens` at most, refilled evenly over `perMs` (10 per 10 s: a burst of 10, then one a second). */
export interface Budget {
  tokens: number;
  perMs: number;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was counted (ms). */
  at: number;
}

/**
 * One token bucket per key, all with the same budget. A key's bucket is kept only while it may
 * be short of full: every bucket is full again `perMs` after its last change, and the Map keeps
 * buckets in the order they changed, so the oldest are dropped first. Memory is bounded by the
 * keys active in the last `perMs`. Synchronous, hence atomic within one process.
 */
export class TokenBuckets {
  private readonly buckets = new Map<number, Bucket>();
  private readonly msPerToken: number;

  constructor(
    private readonly budget: Budget,
    private readonly now: () => number,
  ) {
    this.msPerToken = budget.perMs / budget.tokens;
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Takes a token of `key`: answers 0, or the milliseconds until one is there (nothing is taken then). */
  take(key: number): number {
    const now = this.now();
    this.forgetFull(now);
    const tokens = this.level(key, now);
    if (tokens < 1) return Math.ceil((1 - tokens) * this.msPerToken);
    this.store(key, tokens - 1, now);
    return 0;
  }

  /** Returns a token taken by a write that then failed. */
  giveBack(key: number): void {
    const now = this.now();
    this.store(key, this.level(key, now) + 1, now);
  }

  private level(key: number, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.budget.tokens;
    const refilled = Math.max(0, now - bucket.at) / this.msPerToken;
    return Math.min(this.budget.tokens, bucket.tokens + refilled);
  }

  private store(key: number, tokens: number, now: number): void {
    // Deleting first moves a changed key to the end of the Map's order: the newest.
    this.buckets.delete(key);
    if (tokens < this.budget.tokens) this.buckets.set(key, { tokens, at: now });
  }

  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.at + this.budget.perMs > now) break;
      this.buckets.delete(key);
    }
  }
}

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { writeLimitBuckets } from '../db/schema/index.js';
import { TokenBuckets } from '../lib/token-buckets.js';
import { WRITE_KINDS, type WriteBudgetStore, type WriteKind, type WriteLimits } from '../lib/write-limits.js';

/** The buckets in this process (lib/token-buckets.ts): synchronous, hence atomic; one instance only. */
export class MemoryWriteBudgets implements WriteBudgetStore {
  private readonly buckets: Record<WriteKind, TokenBuckets>;

  constructor(limits: WriteLimits, now: () => number = () => Date.now()) {
    const entries = WRITE_KINDS.map((kind) => [kind, new TokenBuckets(limits[kind], now)] as const);
    this.buckets = Object.fromEntries(entries) as Record<WriteKind, TokenBuckets>;
  }

  async take(kind: WriteKind, userId: number): Promise<number> {
    return this.buckets[kind].take(userId);
  }

  async giveBack(kind: WriteKind, userId: number): Promise<void> {
    this.buckets[kind].giveBack(userId);
  }
}

/**
 * The buckets in PostgreSQL (`write_limit_buckets`), shared by every instance on the database
 * (docs/decisions/011-write-limits.md). The same token bucket, kept as one moment per
 * (kind, user): `full_at`, when it is full again (the "generic cell rate" form). With T the
 * time one token takes to come back, a take moves it to max(full_at, now) + T, allowed while
 * that is at most the budget's period ahead of now: a burst of `tokens`, then one per T.
 * Each take is one atomic statement (an upsert whose WHERE refuses); a refusal reads the
 * wait in the same statement and changes nothing. That read locks the row (`for update`): a
 * plain read sees the statement's snapshot, older than the version that refused when another
 * instance's take committed meanwhile, and its wait could come out as 0, which reads as taken
 * (a fourth write through a budget of three). Locking reads the latest version, the one the
 * upsert refused on, already locked by it.
 */
export class PostgresWriteBudgets implements WriteBudgetStore {
  constructor(
    private readonly db: Db,
    private readonly limits: WriteLimits,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async take(kind: WriteKind, userId: number): Promise<number> {
    const { perMs, tokens } = this.limits[kind];
    const msPerToken = perMs / tokens;
    const now = this.now();
    const next = sql`greatest(b.full_at, ${now}::float8) + ${msPerToken}::float8`;
    const result = await this.db.execute<{ wait: number }>(sql`
      with taken as (
        insert into write_limit_buckets as b (kind, user_id, full_at) values (${kind}, ${userId}, ${now}::float8 + ${msPerToken}::float8)
        on conflict (kind, user_id) do update set full_at = ${next}
        where ${next} - ${now}::float8 <= ${perMs}::float8
        returning 0::float8 as wait
      )
      select wait from taken
      union all
      select coalesce((select b.full_at + ${msPerToken}::float8 - ${now}::float8 - ${perMs}::float8 from write_limit_buckets b
                       where b.kind = ${kind} and b.user_id = ${userId} for update), ${msPerToken}::float8)
      where not exists (select from taken)`);
    return Math.max(0, Math.ceil(Number(result.rows[0]?.wait ?? 0)));
  }

  async giveBack(kind: WriteKind, userId: number): Promise<void> {
    const { perMs, tokens } = this.limits[kind];
    await this.db.execute(sql`
      update write_limit_buckets set full_at = full_at - ${perMs / tokens}::float8
      where kind = ${kind} and user_id = ${userId}`);
  }

  /** Drops buckets that are full again (the app's hourly sweep): a row past `full_at` means no row. */
  async sweep(): Promise<void> {
    await this.db.delete(writeLimitBuckets).where(lt(writeLimitBuckets.fullAt, this.now()));
  }
}

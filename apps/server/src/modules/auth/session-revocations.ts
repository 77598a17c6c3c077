import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SessionCache, SessionRevocation } from './session-cache.js';

/** The PostgreSQL notification channel every instance's session cache listens on (triggers in drizzle/0004). */
export const REVOCATION_CHANNEL = 'netclass_session_revocations';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** A barrier's payload (`SessionStore.settle`): it ends nothing, and tells its sender that what it committed before has arrived. */
export const barrierPayload = (token: string) => JSON.stringify({ barrier: token });

function parseBarrier(payload: string | undefined): string | undefined {
  const match = /^\{"barrier":"([\w-]{1,64})"\}$/.exec(payload ?? '');
  return match?.[1];
}

/** A notification's payload as a revocation; anything else forgets everything (the safe answer). */
export function parseRevocation(payload: string | undefined): SessionRevocation | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (value && typeof value === 'object') {
      if ('userId' in value && Number.isInteger(value.userId)) return { userId: value.userId as number };
      if ('sessionIds' in value && Array.isArray(value.sessionIds) && value.sessionIds.every((id) => typeof id === 'string')) {
        return { sessionIds: value.sessionIds as string[] };
      }
    }
  } catch {
    // Falls through: not a revocation this version understands.
  }
  return undefined;
}

/**
 * One connection of its own that LISTENs for revocations and applies them to the cache. While
 * it is not listening (starting, the database restarting or unreachable) the cache is not
 * trusted, so no revocation can be missed; it reconnects with backoff.
 */
export class RevocationListener {
  private client: pg.Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly cache: SessionCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once listening, or after the first failure (it keeps retrying in the background). */
  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.cache.setTrusted(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    this.client = client;
    client.on('error', (err) => this.log.warn({ err }, 'session revocation listener: connection failed'));
    client.on('notification', (message) => {
      const barrier = parseBarrier(message.payload);
      if (barrier) return this.cache.heard(barrier);
      const revocation = parseRevocation(message.payload);
      if (revocation) this.cache.forget(revocation);
      else this.cache.forgetAll();
    });
    client.once('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
      if (this.client !== client) return;
      this.retryMs = FIRST_RETRY_MS;
      this.cache.setTrusted(true);
    } catch (err) {
      this.log.warn({ err }, 'session revocation listener: could not listen; sessions are read from the database meanwhile');
      this.lost(client);
      await client.end().catch(() => undefined);
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.cache.setTrusted(false);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}

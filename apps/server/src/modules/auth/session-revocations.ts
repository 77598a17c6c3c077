import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { RevocationBarriers } from './revocation-barriers.js';
import type { SessionCache, SessionRevocation } from './session-cache.js';

/** The PostgreSQL notification channel every instance's session cache listens on (triggers in drizzle/0004). */
export const REVOCATION_CHANNEL = 'netclass_session_revocations';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** Every listener connection's `application_name` starts so, followed by its instance: a revocation waits for each one listed. */
export const LISTENER_NAME_PREFIX = 'netclass-sessions:';

/** A barrier's payload (`SessionStore.settle`): it ends nothing, and whoever hears it has heard what was committed before. */
export const barrierPayload = (token: string, from: string) => JSON.stringify({ barrier: token, from });
/** Another instance saying it heard a barrier. */
const ackPayload = (token: string, by: string) => JSON.stringify({ ack: token, by });

type BarrierNews = { barrier: string; from: string } | { ack: string; by: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 64;

function parseJson(payload: string | undefined): object | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function barrierNews(value: object | undefined): BarrierNews | undefined {
  if (!value) return undefined;
  if ('barrier' in value && 'from' in value && isText(value.barrier) && isText(value.from))
    return { barrier: value.barrier, from: value.from };
  if ('ack' in value && 'by' in value && isText(value.ack) && isText(value.by)) return { ack: value.ack, by: value.by };
  return undefined;
}

function revocation(value: object | undefined): SessionRevocation | undefined {
  if (value && 'userId' in value && Number.isInteger(value.userId)) return { userId: value.userId as number };
  if (
    value &&
    'sessionIds' in value &&
    Array.isArray(value.sessionIds) &&
    value.sessionIds.every((id) => typeof id === 'string')
  ) {
    return { sessionIds: value.sessionIds as string[] };
  }
  return undefined;
}

/** A notification's payload as a revocation; anything else forgets everything (the safe answer). */
export const parseRevocation = (payload: string | undefined): SessionRevocation | undefined =>
  revocation(parseJson(payload));

/**
 * One connection of its own that LISTENs for revocations and applies them to the cache. While
 * it is not listening (starting, the database restarting or unreachable) the cache is not
 * trusted, so no revocation can be missed; it reconnects with backoff. It also carries the
 * barriers: it tells this instance's revocations that theirs came back, acks the other
 * instances' ones, and passes on the acks (`RevocationBarriers`).
 */
export class RevocationListener {
  private client: pg.Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly cache: SessionCache,
    private readonly barriers: RevocationBarriers,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once listening, or after the first failure (it keeps retrying in the background). */
  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.setListening(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: LISTENER_NAME_PREFIX + this.barriers.instance,
    });
    this.client = client;
    client.on('error', (err) => this.log.warn({ err }, 'session revocation listener: connection failed'));
    client.on('notification', (message) => {
      const value = parseJson(message.payload);
      const news = barrierNews(value);
      if (news) return this.onBarrierNews(client, news);
      const ended = revocation(value);
      if (ended) this.cache.forget(ended);
      else this.cache.forgetAll();
    });
    client.once('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
      if (this.client !== client) return;
      this.retryMs = FIRST_RETRY_MS;
      this.setListening(true);
    } catch (err) {
      this.log.warn(
        { err },
        'session revocation listener: could not listen; sessions are read from the database meanwhile',
      );
      this.lost(client);
      await client.end().catch(() => undefined);
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.setListening(false);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private setListening(listening: boolean): void {
    this.cache.setTrusted(listening);
    this.barriers.setListening(listening);
  }

  private onBarrierNews(client: pg.Client, news: BarrierNews): void {
    if ('ack' in news) return this.barriers.acked(news.ack, news.by);
    if (news.from === this.barriers.instance) return this.barriers.heard(news.barrier);
    // Heard after everything committed before it: say so, on this connection (no pool to wait for).
    client
      .query('select pg_notify($1, $2)', [REVOCATION_CHANNEL, ackPayload(news.barrier, this.barriers.instance)])
      .catch((err: unknown) => this.log.warn({ err }, 'session revocation listener: could not ack a barrier'));
  }
}

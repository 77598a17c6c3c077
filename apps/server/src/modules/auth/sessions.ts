import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { RevocationBarriers } from './revocation-barriers.js';
import type { SessionCache } from './session-cache.js';
import { barrierPayload, LISTENER_NAME_PREFIX, REVOCATION_CHANNEL } from './session-revocations.js';
import type { SessionUser } from '../../policies/session-user.js';

export type { SessionUser };

/** The longest a revocation waits for its barrier (`settle`) before answering anyway. */
const SETTLE_TIMEOUT_MS = 1000;

/** Sessions a user's change ended, and the outbox event that closes their sockets (none when nothing ended). */
export interface Revoked {
  sessionIds: string[];
  eventId: number | null;
}
export const NOTHING_REVOKED: Revoked = { sessionIds: [], eventId: null };

/**
 * Sessions live as rows: ending one takes effect on the very next call and socket. The
 * database tells every instance's session cache when a session ends or its user changes
 * (triggers, drizzle/0004); this instance's forgets at once, before the caller answers.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly idleMs: number,
    private readonly cache: SessionCache,
    private readonly barriers: RevocationBarriers,
  ) {}

  async create(userId: number, meta: { userAgent?: string; ip?: string }): Promise<string> {
    const [row] = await this.db
      .insert(sessions)
      .values({
        userId,
        expiresAt: new Date(Date.now() + this.idleMs),
        userAgent: meta.userAgent?.slice(0, 300),
        ip: meta.ip,
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  }

  /** One indexed lookup: the live session and its active user, or undefined. */
  async resolve(sessionId: string, userId: number): Promise<SessionUser | undefined> {
    const [row] = await this.db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        status: users.status,
        mustChangePassword: users.mustChangePassword,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)));
    if (!row || row.status !== 'active') return undefined;
    // Sliding expiry, written at most once a minute per session.
    if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + this.idleMs) })
        .where(eq(sessions.id, sessionId));
    }
    return { id: row.id, role: row.role, name: row.name, sessionId, mustChangePassword: row.mustChangePassword };
  }

  async revoke(sessionId: string): Promise<void> {
    const revocation = { sessionIds: [sessionId] };
    // Its sockets close with the event's delivery (infra/outbox.ts), even after a crash.
    await this.outbox.transaction(async (tx, record) => {
      await tx.delete(sessions).where(eq(sessions.id, sessionId));
      await record('sessionsRevoked', revocation);
    });
    this.cache.forget(revocation);
    await this.settle();
  }

  /**
   * Ends every session of a user, or all but one (a password change keeps the session it
   * was made from). Run inside the caller's transaction, which records the event that closes
   * their sockets; `announce` the result after commit.
   */
  async revokeAllOf(tx: DbOrTx, userId: number, except?: string): Promise<Revoked> {
    const rows = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined))
      .returning({ id: sessions.id });
    const sessionIds = rows.map((row) => row.id);
    const eventId = sessionIds.length ? await this.outbox.record(tx, 'sessionsRevoked', { sessionIds }) : null;
    return { sessionIds, eventId };
  }

  /** After a commit that ended sessions of a user or changed the user: this instance forgets at once, sockets of ended sessions close. */
  async announce(userId: number, revoked: Revoked): Promise<void> {
    this.cache.forget({ userId });
    if (revoked.eventId !== null) await this.outbox.deliverRecorded([revoked.eventId]);
    await this.settle();
  }

  /**
   * Waits, before the caller answers, until the revocation it committed has reached every
   * instance's listener: a barrier notification is sent after the commit, and PostgreSQL
   * delivers notifications to each listener in commit order, so an instance that hears the
   * barrier has heard the revocation. The same statement lists the instances listening
   * (their connections' names); each acks the barrier (`RevocationBarriers`). A client that
   * acts on the answer at another instance then finds its session gone there too
   * (docs/decisions/012). At most SETTLE_TIMEOUT_MS; at once while not listening.
   */
  private async settle(): Promise<void> {
    const token = randomUUID();
    const settled = this.barriers.wait(token, SETTLE_TIMEOUT_MS);
    try {
      const { rows } = await this.db.execute<{ instances: string[] }>(sql`
        select pg_notify(${REVOCATION_CHANNEL}, ${barrierPayload(token, this.barriers.instance)}),
          array(select substr(application_name, ${LISTENER_NAME_PREFIX.length + 1}) from pg_stat_activity
                where datname = current_database() and starts_with(application_name, ${LISTENER_NAME_PREFIX})) as instances`);
      this.barriers.peersAre(token, rows[0]?.instances ?? []);
    } catch {
      // Best effort: the revocation has committed; if the barrier cannot be sent, answer without it.
      this.barriers.release(token);
    }
    await settled;
  }

  async deleteExpired(): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .returning({ id: sessions.id });
    return rows.length;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { outboxEvents } from '../db/schema/index.js';

/**
 * Events whose effects must not be lost (docs/decisions/015): written by `recordEvent` in the
 * transaction of the change, delivered after its commit by a job. Payloads name rows, never
 * copy them: the delivery reads what is true then.
 */
export interface OutboxEventMap {
  coursePublished: { courseId: number };
  lessonPublished: { lessonId: number };
  /** A material became visible: published (itself or with its lesson) and its upload finished. */
  materialPublished: { materialId: number };
}
export type OutboxEventName = keyof OutboxEventMap;

/**
 * What an event does: `inTransaction` runs in the delivery's transaction (notifications are
 * inserted there, with the mark that the event is delivered: once, even when a delivery is
 * retried); what it answers runs after that commit (socket pushes, in-process events).
 */
export type OutboxHandler<E extends OutboxEventName> = (tx: Tx, payload: OutboxEventMap[E]) => Promise<(() => void) | undefined>;

/** The event row and the job that delivers it, in one statement of the caller's transaction. */
export async function recordEvent<E extends OutboxEventName>(tx: DbOrTx, name: E, payload: OutboxEventMap[E]): Promise<void> {
  await tx.execute(sql`with event as (
      insert into ${outboxEvents} (name, payload) values (${name}, ${JSON.stringify(payload)}::jsonb) returning id)
    select graphile_worker.add_job('deliverEvent', json_build_object('id', event.id)) from event`);
}

export class Outbox {
  private readonly handlers = new Map<OutboxEventName, OutboxHandler<never>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  handle<E extends OutboxEventName>(name: E, handler: OutboxHandler<E>): void {
    this.handlers.set(name, handler as OutboxHandler<never>);
  }

  /** Forgets events delivered more than `days` ago (the hourly sweep); answers how many. */
  async purgeDelivered(days = 7): Promise<number> {
    const gone = await this.db
      .delete(outboxEvents)
      .where(lt(outboxEvents.deliveredAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: outboxEvents.id });
    return gone.length;
  }

  /**
   * Delivers one event unless it was delivered already. The row lock makes a second delivery
   * of the same event (a retried job) wait, then find it done.
   */
  async deliver(id: number): Promise<void> {
    const after = await this.db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(outboxEvents)
        .where(and(eq(outboxEvents.id, id), isNull(outboxEvents.deliveredAt)))
        .for('update');
      if (!event) return undefined;
      const handler = this.handlers.get(event.name as OutboxEventName);
      if (!handler) throw new Error(`no handler for outbox event ${event.name}`);
      const then = await handler(tx, event.payload as never);
      await tx.update(outboxEvents).set({ deliveredAt: sql`now()` }).where(eq(outboxEvents.id, id));
      return then;
    });
    try {
      after?.();
    } catch (err) {
      // The event's lasting effects are committed; a push that failed is not worth a retry.
      this.log.error({ err, eventId: id }, 'an outbox event was delivered, its pushes failed');
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { asc, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { outboxEvents } from '../db/schema/index.js';

/**
 * Events whose effects must not be lost (docs/decisions/015): written in the transaction of
 * the change, delivered after its commit. Payloads name rows, never copy them: the delivery
 * reads what is true then. Only what a row no longer holds (a deletion) travels in the payload.
 */
export interface OutboxEventMap {
  coursePublished: { courseId: number };
  lessonPublished: { lessonId: number };
  /** A material became visible: published (itself or with its lesson) and its upload finished. */
  materialPublished: { materialId: number };
  /** A comment or a reply was written. */
  commented: { commentId: number };
  /** `removedIds`: comments gone from the thread; `keptAsDeleted`: `id` stays as a placeholder. */
  commentDeleted: { id: number; lessonId: number; removedIds: number[]; keptAsDeleted: boolean };
  /** A student completed a ready material for the first time; `progress`: what it did to their lesson row. */
  materialCompleted: {
    studentId: number;
    materialId: number;
    lessonId: number;
    courseId: number;
    progress: 'created' | 'updated' | null;
  };
  announcementCreated: { announcementId: number };
  announcementUpdated: { announcementId: number };
  announcementDeleted: { announcementId: number };
  /** 'Announcement to everyone': its text is the event (the notifications are made by its delivery). */
  broadcastSent: { content: string };
  /** An assignment's grades were released (its graded students are told). */
  gradesReleased: { assignmentId: number };
  /** An assignment became visible to students (its course's students are told). */
  assignmentPublished: { assignmentId: number };
  /** A quiz became visible to students (its course's students are told, docs/decisions/038). */
  quizPublished: { quizId: number };
}
export type OutboxEventName = keyof OutboxEventMap;

/**
 * What an event does: `inTransaction` runs in the delivery's transaction (notifications are
 * inserted there, with the mark that the event is delivered: once, even when a delivery is
 * retried); what it answers runs after that commit (socket pushes, in-process events).
 */
export type OutboxHandler<E extends OutboxEventName> = (
  tx: Tx,
  payload: OutboxEventMap[E],
) => Promise<(() => void) | undefined>;

/** Records an event in the transaction of `Outbox.transaction`; it is delivered after the commit. */
export type RecordEvent = <E extends OutboxEventName>(name: E, payload: OutboxEventMap[E]) => Promise<void>;

/**
 * The event row and a job that delivers it, in one statement of the caller's transaction: for
 * rare events whose delivery (a notification to every student) belongs on the worker, off the
 * request path (publication).
 */
export async function recordEvent<E extends OutboxEventName>(
  tx: DbOrTx,
  name: E,
  payload: OutboxEventMap[E],
): Promise<void> {
  await tx.execute(sql`with event as (
      insert into ${outboxEvents} (name, payload) values (${name}, ${JSON.stringify(payload)}::jsonb) returning id)
    select graphile_worker.add_job('deliverEvent', json_build_object('id', event.id)) from event`);
}

export class Outbox {
  private readonly handlers = new Map<OutboxEventName, OutboxHandler<never>>();
  /** Cleared when the app closes: what commits afterwards is left to the next sweep (a crash does the same). */
  private live = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  handle<E extends OutboxEventName>(name: E, handler: OutboxHandler<E>): void {
    this.handlers.set(name, handler as OutboxHandler<never>);
  }

  /**
   * Runs `work` in a transaction; the events it records are written in it and delivered by
   * this process as soon as it commits, before this answers (no job: frequent events stay
   * cheap). A delivery that fails, or never runs (a crash), is left to `deliverPending`.
   */
  async transaction<T>(work: (tx: Tx, record: RecordEvent) => Promise<T>): Promise<T> {
    const recorded: number[] = [];
    const result = await this.db.transaction((tx) =>
      work(tx, async (name, payload) => {
        const [event] = await tx.insert(outboxEvents).values({ name, payload }).returning({ id: outboxEvents.id });
        if (event) recorded.push(event.id);
      }),
    );
    for (const id of this.live ? recorded : []) {
      await this.deliver(id).catch((err: unknown) =>
        this.log.warn({ err, eventId: id }, 'an outbox event waits for the sweep'),
      );
    }
    return result;
  }

  /** Stops delivering in this process (the app closes); recorded events wait for the next sweep. */
  close(): void {
    this.live = false;
  }

  /**
   * Delivers one event unless it was delivered already. The claim's row lock makes a second
   * delivery of the same event (a retried job, the sweep) wait, then find it done.
   */
  async deliver(id: number): Promise<void> {
    const claimed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ name: OutboxEventName; payload: unknown }>(
        sql`update ${outboxEvents} set delivered_at = now() where id = ${id} and delivered_at is null returning name, payload`,
      );
      const event = rows[0];
      if (!event) return undefined;
      const handler = this.handlers.get(event.name);
      if (!handler) throw new Error(`no handler for outbox event ${event.name}`);
      return { after: await handler(tx, event.payload as never) };
    });
    try {
      claimed?.after?.();
    } catch (err) {
      // The event's lasting effects are committed; a push that failed is not worth a retry.
      this.log.error({ err, eventId: id }, 'an outbox event was delivered, its pushes failed');
    }
  }

  /**
   * Delivers the events left undelivered (a crash between a commit and its delivery, a failed
   * delivery), oldest first, at most `limit` a run: at start and every minute (app.ts). One
   * that fails is logged and tried again next time; the others go on.
   */
  async deliverPending(limit = 1000): Promise<void> {
    const pending = await this.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(isNull(outboxEvents.deliveredAt))
      .orderBy(asc(outboxEvents.id))
      .limit(limit);
    for (const { id } of pending) {
      await this.deliver(id).catch((err: unknown) =>
        this.log.error({ err, eventId: id }, 'an outbox event could not be delivered'),
      );
    }
  }

  /** Forgets events delivered more than `days` ago (the hourly sweep); answers how many. */
  async purgeDelivered(days = 7): Promise<number> {
    const gone = await this.db
      .delete(outboxEvents)
      .where(lt(outboxEvents.deliveredAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: outboxEvents.id });
    return gone.length;
  }
}

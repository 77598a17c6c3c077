import type { FastifyBaseLogger } from 'fastify';
import { asc, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { outboxEvents } from '../db/schema/index.js';

/** Which chat room: the class chat has no course; a course's room no student. */
export interface ChatRoomPlace {
  id: number;
  courseId: number | null;
  studentId: number | null;
}

/**
 * Every side effect of a change, the one event map (docs/decisions/015, 044): written in the
 * transaction of the change, delivered after its commit (notifications, live pushes through
 * infra/domain-events.ts, progress). Payloads name rows, never copy them: the delivery reads
 * what is true then. Only what a row no longer holds (a deletion) travels in the payload.
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
  /** Sessions ended (logout, password change or reset, deactivation, deletion): their sockets close. */
  sessionsRevoked: { sessionIds: string[] };
  /** 'Announcement to everyone': its text is the event (the notifications are made by its delivery). */
  broadcastSent: { content: string };
  /** An assignment's grades were released (its graded students are told). */
  gradesReleased: { assignmentId: number };
  /** An assignment became visible to students (its course's students are told). */
  assignmentPublished: { assignmentId: number };
  /** A quiz became visible to students (its course's students are told, docs/decisions/038). */
  quizPublished: { quizId: number };
  /** A ready material was deleted (its lesson's progress is recomputed); only what students saw. */
  materialDeleted: { id: number; lessonId: number; courseId: number };
  /**
   * A course (`lessonId` null), a lesson or its materials were edited, moved or reordered
   * (docs/decisions/020): who sees it then refetches. A lesson moved away tells its old course too.
   */
  contentEdited: { courseId: number; lessonId: number | null };
  /** A term, or a published course of it, was edited. */
  categoryChanged: { categoryId: number };
  /** A chat message, in the class chat or another room (docs/decisions/025). */
  chatMessageSent: { messageId: number; room: ChatRoomPlace };
  chatMessageDeleted: { id: number; room: ChatRoomPlace };
  /** A student's first private question to a course: its teachers (`userIds`) have a new room. */
  chatRoomOpened: { roomId: number; userIds: number[] };
  /** Notifications made outside a delivery (reminders): their recipients' tabs hear of them. */
  notificationsSent: { ids: number[] };
  /** `all`: every notification of the user up to `id` turned read (mark all as read). */
  notificationRead: { id: number; userId: number; all?: true };
  notificationDeleted: { id: number; userId: number; wasUnread: boolean };
  /** A student's lesson row was recomputed (the old client's update) and changed; `created`: it is new. */
  lessonProgressSynced: { lessonId: number; courseId: number; studentId: number; created: boolean };
  /** Someone left a course's members: they hear no more of it where they may not see it (`membersOnly`), nor of its report. */
  memberRemoved: { courseId: number; userId: number; membersOnly: boolean };
  /** A course became members only: those in its room who are not members (`memberIds`) or admins leave it. */
  courseClosed: { courseId: number; memberIds: number[] };
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
   * Runs `work` in a transaction and delivers the events it records in that same transaction,
   * once `work` is done (each in a savepoint: its lasting effects commit with the change, and
   * the row is written delivered); what the deliveries answer runs after the commit, before
   * this answers. No second transaction, no job: frequent events stay cheap. A delivery that
   * fails is rolled back to its savepoint and its event left to `deliverPending`, the change
   * itself commits; a closed outbox (the app stopping) leaves every event to the sweep.
   */
  async transaction<T>(work: (tx: Tx, record: RecordEvent) => Promise<T>): Promise<T> {
    const afters: (() => void)[] = [];
    const result = await this.db.transaction(async (tx) => {
      const recorded: { name: OutboxEventName; payload: unknown }[] = [];
      const value = await work(tx, async (name, payload) => {
        recorded.push({ name, payload });
      });
      for (const { name, payload } of recorded) {
        const after = await this.deliverInside(tx, name, payload);
        if (after) afters.push(after);
      }
      return value;
    });
    for (const after of afters) this.runAfter(after, undefined);
    return result;
  }

  /** One event of `transaction`: delivered in a savepoint of its transaction, else recorded for the sweep. */
  private async deliverInside(tx: Tx, name: OutboxEventName, payload: unknown): Promise<(() => void) | undefined> {
    const handler = this.handlers.get(name);
    if (this.live && handler) {
      try {
        return await tx.transaction(async (savepoint) => {
          const after = await handler(savepoint, payload as never);
          await savepoint.insert(outboxEvents).values({ name, payload, deliveredAt: sql`now()` });
          return after;
        });
      } catch (err) {
        this.log.warn({ err, event: name }, 'an outbox event waits for the sweep');
      }
    }
    await tx.insert(outboxEvents).values({ name, payload });
    return undefined;
  }

  /** What a delivery answered, after its commit: the lasting effects are committed, a push that fails is not retried. */
  private runAfter(after: (() => void) | undefined, eventId: number | undefined): void {
    try {
      after?.();
    } catch (err) {
      this.log.error({ err, eventId }, 'an outbox event was delivered, its pushes failed');
    }
  }

  /**
   * The event's row alone, in a transaction the caller runs (one a service of another module
   * opened); answers its id, which the caller hands to `deliverRecorded` once that commits.
   */
  async record<E extends OutboxEventName>(tx: DbOrTx, name: E, payload: OutboxEventMap[E]): Promise<number> {
    const [event] = await tx.insert(outboxEvents).values({ name, payload }).returning({ id: outboxEvents.id });
    if (!event) throw new Error('outbox insert returned nothing');
    return event.id;
  }

  /** Delivers events this process recorded, after their commit; one that fails (or an app closing) waits for the sweep. */
  async deliverRecorded(ids: number[]): Promise<void> {
    for (const id of this.live ? ids : []) {
      await this.deliver(id).catch((err: unknown) =>
        this.log.warn({ err, eventId: id }, 'an outbox event waits for the sweep'),
      );
    }
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
    this.runAfter(claimed?.after, id);
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

import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  MUTABLE_NOTIFICATION_TYPES,
  NOTIFICATION_MESSAGES as M,
  type NotificationParamsByType,
  type NotificationsReadAllResponse,
  type NotificationType,
  type BroadcastNotificationInput,
  type NotificationDeletedResponse,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationReadResponse,
  type MessageLanguage,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { courseMembers, notificationMutes, userNotifications, users } from '../../db/schema/index.js';
import type { DomainEvents, NotificationRecipient } from '../../infra/domain-events.js';
import { notFound } from '../../lib/errors.js';
import type { Outbox, RecordEvent } from '../../infra/outbox.js';
import { beforeCursor } from '../../infra/prepared.js';
import { authorize, type Actor } from '../../policies/index.js';
import { presentNotification } from './presenter.js';

/** Who gets a notification. */
export type Recipients =
  | { kind: 'everyone' }
  | { kind: 'everyoneExcept'; userId: number }
  | { kind: 'user'; userId: number }
  /** A course's members (students and teachers), but `exceptUserId` (the sender). */
  | { kind: 'courseMembers'; courseId: number; exceptUserId: number | null }
  /** The users a feature's own condition over `users` picks (e.g. the students who have not opened a lesson). */
  | { kind: 'matching'; where: SQL };

/**
 * What a notification says (its type and parameters, rendered in the reader's language) and
 * where it leads (per role when students and staff have different pages).
 */
export type Notice = {
  [T in NotificationType]: {
    type: T;
    params: NotificationParamsByType[T];
    link: string | null | { student: string; staff: string };
  };
}[NotificationType];

/** Notifications made by one statement, to be announced once their transaction commits. */
export interface NotificationBatch {
  recipients: NotificationRecipient[];
  type: NotificationType;
  params: Notice['params'];
  createdAt: Date;
}

const isMutable = (type: NotificationType) => (MUTABLE_NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * Leaves out those who muted the notice's type, everywhere or for its course (`course_id`
 * parameter): part of the INSERT … SELECT, served by the mutes' unique (user, type, course) index.
 */
function notMutedSql(notice: Notice): SQL | undefined {
  if (!isMutable(notice.type)) return undefined;
  const courseId = 'course_id' in notice.params ? (notice.params.course_id ?? null) : null;
  return sql`not exists (select 1 from ${notificationMutes} m where m.user_id = ${users.id} and m.type = ${notice.type}
    and (m.course_id is null or m.course_id = ${courseId}::bigint))`;
}

const recipientsWhere = (recipients: Recipients): SQL | undefined => {
  switch (recipients.kind) {
    case 'everyone':
      return undefined;
    case 'everyoneExcept':
      return ne(users.id, recipients.userId);
    case 'user':
      return eq(users.id, recipients.userId);
    case 'courseMembers':
      return and(
        inArray(
          users.id,
          sql`(select ${courseMembers.userId} from ${courseMembers} where ${courseMembers.courseId} = ${recipients.courseId})`,
        ),
        recipients.exceptUserId === null ? undefined : ne(users.id, recipients.exceptUserId),
      );
    case 'matching':
      return recipients.where;
  }
};

/**
 * Each user's own notifications (docs/product/rules.md#notifications): list, read, delete, and the
 * batch insert every source uses (announcement to everyone, class announcements, new
 * content on its publication, replies). A user only ever sees or changes their own.
 */
export class NotificationService {
  /** A page of one user's notifications (unread only when asked), with the unread count: every page load asks. */
  private readonly pageQuery;

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly outbox: Outbox,
  ) {
    const userId = sql.placeholder('userId');
    this.pageQuery = db
      .select({
        notification: userNotifications,
        unreadCount: sql<number>`(select count(*)::int from ${userNotifications} u where u.user_id = ${userId} and u.is_read = false)`,
      })
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, userId),
          sql`(not ${sql.placeholder('unread')}::boolean or ${userNotifications.isRead} = false)`,
          beforeCursor(userNotifications.id),
        ),
      )
      .orderBy(desc(userNotifications.id))
      .limit(sql.placeholder('limit'))
      .prepare('notification_page');
  }

  /** A page of the actor's notifications, their `content` worded in `language` (the request's). */
  async list(
    actor: Actor,
    query: NotificationListQuery,
    language: MessageLanguage = 'vi',
  ): Promise<NotificationListResponse> {
    // The unread count rides on each row: one round trip. A first page with nothing on it
    // means nothing is unread; only a later, empty page asks for the count on its own.
    const rows = await this.pageQuery.execute({
      userId: actor.id,
      unread: query.unread === true,
      before: query.before ?? null,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit).map((row) => row.notification);
    const unreadCount = rows[0]?.unreadCount ?? (query.before ? await this.unreadCount(actor.id) : 0);
    return {
      notifications: page.map((row) => presentNotification(row, language)),
      unread_count: unreadCount,
      next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** Marks one read; announces it only when it was unread, so counts move once. */
  async markRead(actor: Actor, id: number, language: MessageLanguage = 'vi'): Promise<NotificationReadResponse> {
    const row = await this.findOwn(actor, id);
    if (!row.isRead) {
      await this.outbox.transaction(async (tx, record) => {
        const [changed] = await tx
          .update(userNotifications)
          .set({ isRead: true })
          .where(and(eq(userNotifications.id, id), eq(userNotifications.isRead, false)))
          .returning({ id: userNotifications.id });
        if (changed) await record('notificationRead', { id, userId: actor.id });
      });
    }
    return {
      notification: presentNotification({ ...row, isRead: true }, language),
      unread_count: await this.unreadCount(actor.id),
    };
  }

  /**
   * Marks every unread notification of the actor read, in one statement; announces the newest
   * that turned read with `all`, so every tab marks it and all older ones read.
   */
  async markAllRead(actor: Actor): Promise<NotificationsReadAllResponse> {
    const changed = await this.outbox.transaction(async (tx, record) => {
      const [changed] = await tx
        .execute<{ count: number; newest: number | null }>(
          sql`
        with changed as (
          update ${userNotifications} set is_read = true
          where user_id = ${actor.id} and is_read = false
          returning id)
        select count(*)::int as count, max(id) as newest from changed`,
        )
        .then((result) => result.rows);
      if (changed?.newest) await record('notificationRead', { id: changed.newest, userId: actor.id, all: true });
      return changed;
    });
    return { count: changed?.count ?? 0, unread_count: await this.unreadCount(actor.id) };
  }

  async delete(actor: Actor, id: number): Promise<NotificationDeletedResponse> {
    await this.findOwn(actor, id);
    await this.outbox.transaction(async (tx, record) => {
      const [deleted] = await tx
        .delete(userNotifications)
        .where(eq(userNotifications.id, id))
        .returning({ isRead: userNotifications.isRead });
      if (deleted) await record('notificationDeleted', { id, userId: actor.id, wasUnread: !deleted.isRead });
    });
    return { message: M.deleted, unread_count: await this.unreadCount(actor.id) };
  }

  /**
   * 'Announcement to everyone': one notification per user, the sender included, made and
   * pushed by the event's delivery (deliveries.ts), once. Answers how many users there are
   * as it is sent.
   */
  async broadcast(actor: Actor, input: BroadcastNotificationInput): Promise<number> {
    authorize(actor, 'notification.broadcast');
    return this.outbox.transaction(async (tx, record) => {
      await record('broadcastSent', { content: input.content });
      const [row] = await tx.select({ users: sql<number>`count(*)::int` }).from(users);
      return row?.users ?? 0;
    });
  }

  /**
   * One notification per recipient in a single INSERT … SELECT over users, inside the
   * caller's transaction; those who muted its type (for its course) get none. Call
   * `announce` with the answer once that transaction commits.
   */
  async insert(tx: DbOrTx, recipients: Recipients, notice: Notice): Promise<NotificationBatch> {
    const { link } = notice;
    const linkValue =
      link !== null && typeof link === 'object'
        ? sql<string>`case when ${users.role} = 'student' then ${link.student}::text else ${link.staff}::text end`
        : sql<string | null>`${link}::text`;
    const where = and(recipientsWhere(recipients), notMutedSql(notice));
    // Written out: drizzle's insert-select wants every column, the identity id included.
    const { rows } = await tx.execute<{ id: number; user_id: string; link: string | null; created_at: string }>(sql`
      insert into ${userNotifications} (user_id, type, params, link)
      select ${users.id}, ${notice.type}::text, ${JSON.stringify(notice.params)}::jsonb, ${linkValue} from ${users}${where ? sql` where ${where}` : sql``}
      returning id, user_id, link, created_at`);
    return {
      recipients: rows.map((row) => ({ id: row.id, userId: Number(row.user_id), link: row.link })),
      type: notice.type,
      params: notice.params,
      // A raw query answers timestamptz as the driver's text (with its offset).
      createdAt: rows[0] ? new Date(rows[0].created_at) : new Date(),
    };
  }

  /**
   * Outside a delivery (reminders): records, in the transaction of `insert` (an outbox
   * transaction), the event whose delivery sends the batch once it commits (deliveries.ts).
   */
  async recordSent(record: RecordEvent, batch: NotificationBatch): Promise<void> {
    if (batch.recipients.length) await record('notificationsSent', { ids: batch.recipients.map((row) => row.id) });
  }

  /** Sends a committed batch to its recipients' rooms (through realtime/): an outbox delivery's, after its commit. */
  announce(batch: NotificationBatch | undefined): void {
    if (batch?.recipients.length) this.events.publish('notificationsCreated', batch);
  }

  private async findOwn(actor: Actor, id: number) {
    const [row] = await this.db.select().from(userNotifications).where(eq(userNotifications.id, id));
    if (!row) throw notFound(M.notFound);
    authorize(actor, 'notification.own', row);
    return row;
  }

  private async unreadCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
    return row?.count ?? 0;
  }
}

import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_MESSAGES as M,
  type BroadcastNotificationInput,
  type NotificationDeletedResponse,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationReadResponse,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { userNotifications, users } from '../../db/schema/index.js';
import type { DomainEvents, NotificationRecipient } from '../../lib/domain-events.js';
import { notFound } from '../../lib/errors.js';
import type { Outbox } from '../../lib/outbox.js';
import { beforeCursor } from '../../lib/prepared.js';
import { authorize, type Actor } from '../../policies/index.js';
import { presentNotification } from './presenter.js';

/** Who gets a notification. */
export type Recipients =
  | { kind: 'everyone' }
  | { kind: 'everyoneExcept'; userId: number }
  | { kind: 'user'; userId: number }
  /** The users a feature's own condition over `users` picks (e.g. the students who have not opened a lesson). */
  | { kind: 'matching'; where: SQL };

/** What a notification says and where it leads (per role when students and staff have different pages). */
export interface Notice {
  content: string;
  link: string | null | { student: string; staff: string };
}

/** Notifications made by one statement, to be announced once their transaction commits. */
export interface NotificationBatch {
  recipients: NotificationRecipient[];
  content: string;
  createdAt: Date;
}

const recipientsWhere = (recipients: Recipients): SQL | undefined => {
  switch (recipients.kind) {
    case 'everyone':
      return undefined;
    case 'everyoneExcept':
      return ne(users.id, recipients.userId);
    case 'user':
      return eq(users.id, recipients.userId);
    case 'matching':
      return recipients.where;
  }
};

/**
 * Each user's own notifications (DECISIONS, Notifications): list, read, delete, and the
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
      .select({ notification: userNotifications, unreadCount: sql<number>`(select count(*)::int from ${userNotifications} u where u.user_id = ${userId} and u.is_read = false)` })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), sql`(not ${sql.placeholder('unread')}::boolean or ${userNotifications.isRead} = false)`, beforeCursor(userNotifications.id)))
      .orderBy(desc(userNotifications.id))
      .limit(sql.placeholder('limit'))
      .prepare('notification_page');
  }

  async list(actor: Actor, query: NotificationListQuery): Promise<NotificationListResponse> {
    // The unread count rides on each row: one round trip. A first page with nothing on it
    // means nothing is unread; only a later, empty page asks for the count on its own.
    const rows = await this.pageQuery.execute({ userId: actor.id, unread: query.unread === true, before: query.before ?? null, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit).map((row) => row.notification);
    const unreadCount = rows[0]?.unreadCount ?? (query.before ? await this.unreadCount(actor.id) : 0);
    return {
      notifications: page.map(presentNotification),
      unread_count: unreadCount,
      next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** Marks one read; announces it only when it was unread, so counts move once. */
  async markRead(actor: Actor, id: number): Promise<NotificationReadResponse> {
    const row = await this.findOwn(actor, id);
    if (!row.isRead) {
      const [changed] = await this.db
        .update(userNotifications)
        .set({ isRead: true })
        .where(and(eq(userNotifications.id, id), eq(userNotifications.isRead, false)))
        .returning({ id: userNotifications.id });
      if (changed) this.events.publish('notificationRead', { id, userId: actor.id });
    }
    return { notification: presentNotification({ ...row, isRead: true }), unread_count: await this.unreadCount(actor.id) };
  }

  async delete(actor: Actor, id: number): Promise<NotificationDeletedResponse> {
    await this.findOwn(actor, id);
    const [deleted] = await this.db
      .delete(userNotifications)
      .where(eq(userNotifications.id, id))
      .returning({ isRead: userNotifications.isRead });
    if (deleted) this.events.publish('notificationDeleted', { id, userId: actor.id, wasUnread: !deleted.isRead });
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
   * caller's transaction. Call `announce` with the answer once that transaction commits.
   */
  async insert(tx: DbOrTx, recipients: Recipients, notice: Notice): Promise<NotificationBatch> {
    const { link } = notice;
    const linkValue =
      link !== null && typeof link === 'object'
        ? sql<string>`case when ${users.role} = 'student' then ${link.student}::text else ${link.staff}::text end`
        : sql<string | null>`${link}::text`;
    const where = recipientsWhere(recipients);
    // Written out: drizzle's insert-select wants every column, the identity id included.
    const { rows } = await tx.execute<{ id: number; user_id: string; link: string | null; created_at: string }>(sql`
      insert into ${userNotifications} (user_id, content, link)
      select ${users.id}, ${notice.content}::text, ${linkValue} from ${users}${where ? sql` where ${where}` : sql``}
      returning id, user_id, link, created_at`);
    return {
      recipients: rows.map((row) => ({ id: row.id, userId: Number(row.user_id), link: row.link })),
      content: notice.content,
      // A raw query answers timestamptz as the driver's text (with its offset).
      createdAt: rows[0] ? new Date(rows[0].created_at) : new Date(),
    };
  }

  /** Sends a committed batch to its recipients' rooms (through realtime/). */
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

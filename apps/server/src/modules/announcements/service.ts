import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_MESSAGES as M,
  announcementFormSchema,
  type AnnouncementListResponse,
  type ClassAnnouncement,
  type PageQuery,
} from '@netclass/shared';
import type { Db, Tx } from '../../db/client.js';
import { classAnnouncements } from '../../db/schema/index.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { authorize, can, type Actor } from '../../policies/index.js';
import type { DownloadLink, FileStorage } from '../../storage/file-storage.js';
import { excerpt } from '../notifications/presenter.js';
import type { NotificationService } from '../notifications/service.js';
import { beforeCursor } from '../../lib/prepared.js';
import { stageAttachment, type StagedAttachment } from './attachments.js';
import { presentAnnouncement, type AnnouncementRow } from './presenter.js';

/** Where the notification of a new announcement leads: the student dashboard, or the admin list. */
const ANNOUNCEMENT_LINKS = { student: '/dashboard', staff: '/admin-dashboard/announcements/list' };

/**
 * Class announcements (DECISIONS, Roles): everyone reads them; teachers publish and manage
 * their own, admins any. An attachment is streamed into storage first (staged), then made
 * visible in the same transaction as the row; a replaced or deleted one is removed after
 * commit. A new announcement notifies every other user.
 */
export class AnnouncementService {
  /** A page of the class's announcements, newest first, before the cursor if any: every dashboard asks. */
  private readonly pageQuery;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly events: DomainEvents,
    private readonly notifications: NotificationService,
    private readonly maxAttachmentBytes: number,
  ) {
    this.pageQuery = db
      .select()
      .from(classAnnouncements)
      .where(beforeCursor(classAnnouncements.id))
      .orderBy(desc(classAnnouncements.id))
      .limit(sql.placeholder('limit'))
      .prepare('announcement_page');
  }

  async list(actor: Actor, query: PageQuery): Promise<AnnouncementListResponse> {
    const rows = await this.pageQuery.execute({ before: query.before ?? null, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    return {
      announcements: await Promise.all(page.map((row) => this.present(row, can(actor, 'announcement.manage', row)))),
      next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      can_create: can(actor, 'announcement.create'),
    };
  }

  /** Checked before a request body is read, so a refused upload is not received first. */
  authorizeCreate(actor: Actor): void {
    authorize(actor, 'announcement.create');
  }

  async authorizeManage(actor: Actor, id: number): Promise<void> {
    const [row] = await this.db.select({ publisherId: classAnnouncements.publisherId }).from(classAnnouncements).where(eq(classAnnouncements.id, id));
    if (!row) throw notFound(M.notFound);
    authorize(actor, 'announcement.manage', row);
  }

  stageAttachment(fileName: string, body: Readable): Promise<StagedAttachment> {
    return stageAttachment(this.storage, this.maxAttachmentBytes, fileName, body);
  }

  /** `fields`: the form's text fields (announcementFormSchema). */
  async create(actor: Actor & { name: string }, fields: unknown, attachment?: StagedAttachment): Promise<ClassAnnouncement> {
    const { row, batch } = await this.withAttachment(attachment, (key) => {
      authorize(actor, 'announcement.create');
      const input = parseInput(announcementFormSchema, fields);
      return this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(classAnnouncements)
          .values({ content: input.content, publisherId: actor.id, publisherName: actor.name, ...this.attachmentColumns(attachment, key) })
          .returning();
        if (!row) throw new Error('announcement insert returned nothing');
        const notice = { content: `${actor.name} đã đăng thông báo mới: ${excerpt(input.content)}`, link: ANNOUNCEMENT_LINKS };
        const batch = await this.notifications.insert(tx, { kind: 'everyoneExcept', userId: actor.id }, notice);
        await this.commitFile(attachment, key);
        return { row, batch };
      });
    });
    this.events.publish('announcementCreated', { announcement: row });
    this.notifications.announce(batch);
    return this.present(row, true);
  }

  /** New text; a new file replaces the old one, `remove_attachment` drops it, else it stays. */
  async update(actor: Actor, id: number, fields: unknown, attachment?: StagedAttachment): Promise<ClassAnnouncement> {
    const { row, oldKey } = await this.withAttachment(attachment, (key) => {
      const input = parseInput(announcementFormSchema, fields);
      return this.db.transaction(async (tx) => {
        const current = await this.lockManaged(tx, actor, id);
        const replacing = attachment !== undefined || input.remove_attachment;
        const [row] = await tx
          .update(classAnnouncements)
          .set({ content: input.content, updatedAt: sql`now()`, ...(replacing ? this.attachmentColumns(attachment, key) : {}) })
          .where(eq(classAnnouncements.id, id))
          .returning();
        if (!row) throw notFound(M.notFound);
        await this.commitFile(attachment, key);
        return { row, oldKey: replacing ? current.attachmentKey : null };
      });
    });
    if (oldKey) await this.storage.delete(oldKey);
    this.events.publish('announcementUpdated', { announcement: row });
    return this.present(row, can(actor, 'announcement.manage', row));
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      const current = await this.lockManaged(tx, actor, id);
      await tx.delete(classAnnouncements).where(eq(classAnnouncements.id, id));
      return current;
    });
    if (removed.attachmentKey) await this.storage.delete(removed.attachmentKey);
    this.events.publish('announcementDeleted', { id });
  }

  /** The signed link of an announcement's attachment, or null. */
  async link(row: AnnouncementRow): Promise<DownloadLink | null> {
    return row.attachmentKey && row.attachmentName ? this.storage.downloadLink(row.attachmentKey, row.attachmentName) : null;
  }

  async present(row: AnnouncementRow, canManage: boolean): Promise<ClassAnnouncement> {
    return presentAnnouncement(row, await this.link(row), canManage);
  }

  private async lockManaged(tx: Tx, actor: Actor, id: number): Promise<AnnouncementRow> {
    const [row] = await tx.select().from(classAnnouncements).where(eq(classAnnouncements.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    authorize(actor, 'announcement.manage', row);
    return row;
  }

  private attachmentColumns(attachment: StagedAttachment | undefined, key: string | null) {
    return {
      attachmentKey: attachment ? key : null,
      attachmentName: attachment?.name ?? null,
      attachmentSize: attachment?.size ?? null,
    };
  }

  private async commitFile(attachment: StagedAttachment | undefined, key: string | null): Promise<void> {
    if (attachment && key) await attachment.file.commit(key);
  }

  /**
   * Runs `work` with a fresh storage key for the staged attachment (null without one);
   * when it fails, the staged bytes and anything committed under the key are removed.
   */
  private async withAttachment<T>(attachment: StagedAttachment | undefined, work: (key: string | null) => Promise<T>): Promise<T> {
    const key = attachment ? `announcements/${randomUUID()}.${attachment.ext}` : null;
    try {
      return await work(key);
    } catch (error) {
      if (attachment && key) await Promise.all([attachment.file.discard(), this.storage.delete(key)]);
      throw error;
    }
  }
}

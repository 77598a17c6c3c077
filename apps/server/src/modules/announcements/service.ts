import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_MESSAGES as M,
  announcementFormSchema,
  type AnnouncementListResponse,
  type ClassAnnouncement,
  type PageQuery,
} from '@netclass/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { classAnnouncements, courses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Outbox } from '../../infra/outbox.js';
import { beforeCursor } from '../../infra/prepared.js';
import { parseInput } from '../../lib/validation.js';
import { keepOrDiscard } from '../../infra/upload.js';
import {
  authorize,
  can,
  courseAccessColumns,
  isMemberPrepared,
  isVisible,
  preparedViewer,
  seesDraftsPrepared,
  type Actor,
} from '../../policies/index.js';
import type { DownloadLink, FileStorage } from '../../storage/file-storage.js';
import { stageAttachment, type StagedAttachment } from './attachments.js';
import { presentAnnouncement, type AnnouncementRow } from './presenter.js';

/** An announcement's columns with its course's name (null for everyone). */
const withCourse = { ...getTableColumns(classAnnouncements), courseName: courses.name };

/**
 * Which announcements the reader (`preparedViewer`) sees in the class list (docs/decisions/024):
 * those for everyone, and those of the courses they manage (drafts included) or are a member
 * of and can see (published: a member may enter it).
 */
const listedPrepared = or(
  isNull(classAnnouncements.courseId),
  seesDraftsPrepared,
  and(eq(courses.publication, 'published'), isMemberPrepared),
);

/**
 * Class announcements (docs/product/screens-and-roles.md#roles; docs/decisions/024): for everyone, or for one course
 * (its members are told). Teachers publish and manage their own, admins any; one for a course
 * is published by those who manage it. An attachment is streamed into storage first (staged), then made
 * visible in the same transaction as the row; a replaced or deleted one is removed after
 * commit. Publishing, editing and deleting are outbox events (deliveries.ts): a new
 * announcement's notifications to every other user and the live pushes follow the commit, once.
 */
export class AnnouncementService {
  /** The dashboard's list: every page load asks (issue 11: built once, prepared). */
  private readonly listQuery;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly outbox: Outbox,
    private readonly maxAttachmentBytes: number,
  ) {
    this.listQuery = db
      .select(withCourse)
      .from(classAnnouncements)
      .leftJoin(courses, eq(courses.id, classAnnouncements.courseId))
      .where(and(listedPrepared, beforeCursor(classAnnouncements.id)))
      .orderBy(desc(classAnnouncements.id))
      .limit(sql.placeholder('limit'))
      .prepare('announcement_list');
  }

  /** The dashboard's and admin list's page, newest first: for everyone and the actor's courses. */
  async list(actor: Actor, query: PageQuery): Promise<AnnouncementListResponse> {
    const rows = await this.listQuery.execute({
      ...preparedViewer(actor),
      before: query.before ?? null,
      limit: query.limit + 1,
    });
    return this.page(actor, rows, query);
  }

  /** A course page's announcements, newest first; a course the actor cannot see answers 404. */
  async listForCourse(actor: Actor, courseId: number, query: PageQuery): Promise<AnnouncementListResponse> {
    await this.visibleCourse(this.db, actor, courseId);
    const rows = await this.db
      .select(withCourse)
      .from(classAnnouncements)
      .leftJoin(courses, eq(courses.id, classAnnouncements.courseId))
      .where(
        and(
          eq(classAnnouncements.courseId, courseId),
          query.before ? lt(classAnnouncements.id, query.before) : undefined,
        ),
      )
      .orderBy(desc(classAnnouncements.id))
      .limit(query.limit + 1);
    return this.page(actor, rows, query);
  }

  /** The answer for `rows`, one more than a page when there is a next one. */
  private async page(actor: Actor, rows: AnnouncementRow[], query: PageQuery): Promise<AnnouncementListResponse> {
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
    const [row] = await this.db
      .select({ publisherId: classAnnouncements.publisherId })
      .from(classAnnouncements)
      .where(eq(classAnnouncements.id, id));
    if (!row) throw notFound(M.notFound);
    authorize(actor, 'announcement.manage', row);
  }

  stageAttachment(fileName: string, body: Readable): Promise<StagedAttachment> {
    return stageAttachment(this.storage, this.maxAttachmentBytes, fileName, body);
  }

  /** `fields`: the form's text fields (announcementFormSchema). */
  async create(
    actor: Actor & { name: string },
    fields: unknown,
    attachment?: StagedAttachment,
  ): Promise<ClassAnnouncement> {
    const row = await this.withAttachment(attachment, (key) => {
      authorize(actor, 'announcement.create');
      const input = parseInput(announcementFormSchema, fields);
      return this.outbox.transaction(async (tx, record) => {
        const course = input.course_id === undefined ? null : await this.managedCourse(tx, actor, input.course_id);
        const [row] = await tx
          .insert(classAnnouncements)
          .values({
            content: input.content,
            publisherId: actor.id,
            publisherName: actor.name,
            courseId: course?.id ?? null,
            ...this.attachmentColumns(attachment, key),
          })
          .returning();
        if (!row) throw new Error('announcement insert returned nothing');
        await record('announcementCreated', { announcementId: row.id });
        await this.commitFile(attachment, key);
        return { ...row, courseName: course?.name ?? null };
      });
    });
    return this.present(row, true);
  }

  /** New text; a new file replaces the old one, `remove_attachment` drops it, else it stays. */
  async update(actor: Actor, id: number, fields: unknown, attachment?: StagedAttachment): Promise<ClassAnnouncement> {
    const { row, oldKey } = await this.withAttachment(attachment, (key) => {
      const input = parseInput(announcementFormSchema, fields);
      return this.outbox.transaction(async (tx, record) => {
        const current = await this.lockManaged(tx, actor, id);
        const replacing = attachment !== undefined || input.remove_attachment;
        const [updated] = await tx
          .update(classAnnouncements)
          .set({
            content: input.content,
            updatedAt: sql`now()`,
            ...(replacing ? this.attachmentColumns(attachment, key) : {}),
          })
          .where(eq(classAnnouncements.id, id))
          .returning();
        if (!updated) throw notFound(M.notFound);
        await record('announcementUpdated', { announcementId: id });
        await this.commitFile(attachment, key);
        return {
          row: { ...updated, courseName: current.courseName },
          oldKey: replacing ? current.attachmentKey : null,
        };
      });
    });
    if (oldKey) await this.storage.delete(oldKey);
    return this.present(row, can(actor, 'announcement.manage', row));
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const removed = await this.outbox.transaction(async (tx, record) => {
      const current = await this.lockManaged(tx, actor, id);
      await tx.delete(classAnnouncements).where(eq(classAnnouncements.id, id));
      await record('announcementDeleted', { announcementId: id });
      return current;
    });
    if (removed.attachmentKey) await this.storage.delete(removed.attachmentKey);
  }

  /** The signed link of an announcement's attachment, or null. */
  async link(row: AnnouncementRow): Promise<DownloadLink | null> {
    return row.attachmentKey && row.attachmentName
      ? this.storage.downloadLink(row.attachmentKey, row.attachmentName)
      : null;
  }

  async present(row: AnnouncementRow, canManage: boolean): Promise<ClassAnnouncement> {
    return presentAnnouncement(row, await this.link(row), canManage);
  }

  private async lockManaged(tx: Tx, actor: Actor, id: number): Promise<AnnouncementRow> {
    const [row] = await tx
      .select(withCourse)
      .from(classAnnouncements)
      .leftJoin(courses, eq(courses.id, classAnnouncements.courseId))
      .where(eq(classAnnouncements.id, id))
      .for('update', { of: classAnnouncements });
    if (!row) throw notFound(M.notFound);
    authorize(actor, 'announcement.manage', row);
    return row;
  }

  /** A course `actor` can see (else 404, as if it did not exist). */
  private async visibleCourse(db: DbOrTx, actor: Actor, courseId: number) {
    const [course] = await db
      .select({ id: courses.id, name: courses.name, publication: courses.publication, ...courseAccessColumns(actor) })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course || !isVisible(actor, course, course.publication)) throw notFound(M.courseNotFound);
    return course;
  }

  /** A course `actor` may announce to: one they can see (else 404) and manage (else 403). */
  private async managedCourse(tx: Tx, actor: Actor, courseId: number) {
    const course = await this.visibleCourse(tx, actor, courseId);
    authorize(actor, 'course.manage', course);
    return course;
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
  private async withAttachment<T>(
    attachment: StagedAttachment | undefined,
    work: (key: string | null) => Promise<T>,
  ): Promise<T> {
    const key = attachment ? `announcements/${randomUUID()}.${attachment.ext}` : null;
    return keepOrDiscard(this.storage, attachment && key ? [{ file: attachment.file, key }] : [], () => work(key));
  }
}

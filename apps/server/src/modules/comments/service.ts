import { and, asc, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COMMENT_MESSAGES as M,
  type Comment,
  type CommentDeletedEvent,
  type CommentListResponse,
  type CreateCommentInput,
  type PageQuery,
} from '@netclass/shared';
import type { Db, Tx } from '../../db/client.js';
import { comments, courses, lessons } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Outbox } from '../../infra/outbox.js';
import { beforeCursor } from '../../infra/prepared.js';
import {
  authorize,
  can,
  isVisible,
  memberRolePrepared,
  preparedViewer,
  type Actor,
  type CourseForActor,
} from '../../policies/index.js';
import { presentComment } from './presenter.js';

const replies = alias(comments, 'replies');

type LessonAccess = CourseForActor & { publication: string; coursePublication: string };

/** The lesson, if `actor` may see it (a draft's comments are its managers' only). */
function visibleLesson<T extends LessonAccess>(actor: Actor, lesson: T | undefined): T {
  if (!lesson || !isVisible(actor, lesson, lesson.coursePublication, lesson.publication))
    throw notFound(M.lessonInvalid);
  return lesson;
}

/**
 * Threaded comments under lessons. Any signed-in user comments and replies; authors delete
 * their own, teachers and admins any (docs/product/screens-and-roles.md#roles). A comment with replies is blanked
 * and kept as a placeholder; a leaf is removed, and so are placeholders it leaves without
 * replies. New comments and deletions are outbox events (deliveries.ts): a reply's
 * notification and the live pushes follow the commit, once, even across a crash.
 */
export class CommentService {
  /** Built once, prepared (issue 11): the lesson for a write; the lesson page's reads, the lesson with a page of threads, then their replies. */
  private readonly lessonQuery;
  private readonly rootsQuery;
  private readonly repliesQuery;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
  ) {
    const lessonAccess = {
      id: lessons.id,
      courseId: lessons.courseId,
      publication: lessons.publication,
      access: courses.access,
      memberRole: memberRolePrepared,
      coursePublication: courses.publication,
    };
    this.lessonQuery = db
      .select(lessonAccess)
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.id, sql.placeholder('lessonId')))
      .prepare('comment_lesson');
    const shown = or(
      isNull(comments.deletedAt),
      exists(db.select({ id: replies.id }).from(replies).where(eq(replies.parentId, comments.id))),
    );
    // The lesson with the access columns and a page of its threads, in one round trip (no
    // thread: one row with nulls). The page is a lateral subquery so that its own order and
    // limit walk the lesson's thread index.
    const page = db
      .select()
      .from(comments)
      .where(and(eq(comments.lessonId, lessons.id), isNull(comments.parentId), beforeCursor(comments.id), shown))
      .orderBy(desc(comments.id))
      .limit(sql.placeholder('limit'))
      .as('page');
    this.rootsQuery = db
      .select({
        lesson: lessonAccess,
        root: {
          id: page.id,
          lessonId: page.lessonId,
          parentId: page.parentId,
          userId: page.userId,
          userName: page.userName,
          content: page.content,
          createdAt: page.createdAt,
          deletedAt: page.deletedAt,
        },
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoinLateral(page, sql`true`)
      .where(eq(lessons.id, sql.placeholder('lessonId')))
      .orderBy(desc(page.id))
      .prepare('comment_roots');
    const threadIds = sql`(
      with recursive thread(id) as (
        select id from ${comments} where ${comments.parentId} = any(${sql.placeholder('rootIds')}::int[])
        union all
        select c.id from ${comments} c join thread on c.parent_id = thread.id
      ) select id from thread)`;
    this.repliesQuery = db
      .select()
      .from(comments)
      .where(and(inArray(comments.id, threadIds), shown))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .prepare('comment_replies');
  }

  /**
   * A page of the lesson's threads (decision 014, keyset): top-level comments newest first,
   * then every reply under them (a recursive walk down `parent_id`), oldest first. Two
   * statements whatever the page holds; placeholders only while they have replies.
   */
  async list(actor: Actor, lessonId: number, query: PageQuery): Promise<CommentListResponse> {
    const rows = await this.rootsQuery.execute({
      lessonId,
      ...preparedViewer(actor),
      before: query.before ?? null,
      limit: query.limit + 1,
    });
    visibleLesson(actor, rows[0]?.lesson);
    const roots = rows.flatMap(({ root }) => (root ? [root] : []));
    const page = roots.slice(0, query.limit);
    const descendants = page.length ? await this.repliesQuery.execute({ rootIds: page.map((root) => root.id) }) : [];
    return {
      comments: [...page, ...descendants].map((row) => presentComment(row, can(actor, 'comment.delete', row))),
      next_cursor: roots.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** Stored with the author's current name, which stays if the account goes. */
  async create(actor: Actor & { name: string }, input: CreateCommentInput): Promise<Comment> {
    const lesson = await this.lesson(actor, input.lesson_id);
    const row = await this.outbox.transaction(async (tx, record) => {
      const parent = input.parent_id === null ? undefined : await this.lockParent(tx, input.parent_id, lesson.id);
      const [row] = await tx
        .insert(comments)
        .values({
          lessonId: lesson.id,
          parentId: parent?.id ?? null,
          userId: actor.id,
          userName: actor.name,
          content: input.content,
        })
        .returning();
      if (!row) throw new Error('comment insert returned nothing');
      await record('commented', { commentId: row.id });
      return row;
    });
    return presentComment(row, true);
  }

  async delete(actor: Actor, id: number): Promise<CommentDeletedEvent> {
    return this.outbox.transaction(async (tx, record) => {
      const [found] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
      if (!found || found.deletedAt) throw notFound(M.notFound);
      authorize(actor, 'comment.delete', found);
      const base = { id, lesson_id: found.lessonId };
      let event: CommentDeletedEvent;
      if (await this.hasReplies(tx, id)) {
        await tx
          .update(comments)
          .set({ deletedAt: sql`now()`, content: '' })
          .where(eq(comments.id, id));
        event = { ...base, removed_ids: [], kept_as_deleted: true };
      } else {
        await tx.delete(comments).where(eq(comments.id, id));
        event = {
          ...base,
          removed_ids: [id, ...(await this.removeEmptyPlaceholders(tx, found.parentId))],
          kept_as_deleted: false,
        };
      }
      await record('commentDeleted', {
        id,
        lessonId: event.lesson_id,
        removedIds: event.removed_ids,
        keptAsDeleted: event.kept_as_deleted,
      });
      return event;
    });
  }

  /** The lesson, checked as `list` checks it. */
  private async lesson(actor: Actor, lessonId: number) {
    const [lesson] = await this.lessonQuery.execute({ lessonId, ...preparedViewer(actor) });
    return visibleLesson(actor, lesson);
  }

  /** The comment replied to, locked against a delete racing the reply. */
  private async lockParent(tx: Tx, parentId: number, lessonId: number) {
    const [parent] = await tx.select().from(comments).where(eq(comments.id, parentId)).for('share');
    if (!parent || parent.lessonId !== lessonId) throw badRequest(M.parentInvalid);
    if (parent.deletedAt) throw conflict(M.parentDeleted);
    return parent;
  }

  private async hasReplies(tx: Tx, id: number): Promise<boolean> {
    const [reply] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.parentId, id)).limit(1);
    return reply !== undefined;
  }

  /** Walks up from `parentId`, removing deleted placeholders that have no replies left. */
  private async removeEmptyPlaceholders(tx: Tx, parentId: number | null): Promise<number[]> {
    const removed: number[] = [];
    for (let id = parentId; id !== null;) {
      const [parent] = await tx
        .select({ parentId: comments.parentId, deletedAt: comments.deletedAt })
        .from(comments)
        .where(eq(comments.id, id))
        .for('update');
      if (!parent?.deletedAt || (await this.hasReplies(tx, id))) break;
      await tx.delete(comments).where(eq(comments.id, id));
      removed.push(id);
      id = parent.parentId;
    }
    return removed;
  }
}

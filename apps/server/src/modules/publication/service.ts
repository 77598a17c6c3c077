import { and, eq, lte, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_MESSAGES,
  CONTENT_MESSAGES,
  MATERIAL_MESSAGES,
  PUBLICATION_MESSAGES as M,
  QUIZ_MESSAGES,
  type PublicationResponse,
  type PublicationState,
  type SetPublicationInput,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { assignments, courses, lessons, materials, quizzes } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { parseFormDate } from '../../lib/form-date.js';
import { addJob, removeJob, type JobPayloads } from '../../infra/jobs.js';
import { recordEvent } from '../../infra/outbox.js';
import { courseAccessColumns, requireManaged, type Actor, type CourseForActor } from '../../policies/index.js';
import { presentPublication } from '../content/index.js';
import { scheduleClassReminders, scheduleQuizReminder } from '../../infra/reminder-jobs.js';

export type PublishableKind = JobPayloads['publish']['kind'];

const TABLES = {
  course: courses,
  lesson: lessons,
  material: materials,
  assignment: assignments,
  quiz: quizzes,
} as const;
const NOT_FOUND: Record<PublishableKind, string> = {
  course: CONTENT_MESSAGES.courseInvalid,
  lesson: CONTENT_MESSAGES.lessonInvalid,
  material: MATERIAL_MESSAGES.notFound,
  assignment: ASSIGNMENT_MESSAGES.notFound,
  quiz: QUIZ_MESSAGES.notFound,
};
const MESSAGES: Record<PublicationState, string> = { draft: M.draft, scheduled: M.scheduled, published: M.published };

/** The one pending publication job of an item: scheduling again replaces it. */
const jobKey = (kind: PublishableKind, id: number) => `publish:${kind}:${id}`;

interface LockedItem extends CourseForActor {
  publication: PublicationState;
  publishAt: Date | null;
  /** Materials only: their lesson's state. */
  lessonPublication?: PublicationState;
}

/**
 * Draft, scheduled, published (docs/decisions/015). A teacher publishes a course, lesson or
 * material of their own now or at a time, or takes a scheduled one back to draft; the job
 * queue publishes scheduled ones when their time comes, with no one online. Publishing writes
 * its outbox event in the same transaction, so its notifications follow once, after the commit.
 */
export class PublicationService {
  constructor(private readonly db: Db) {}

  async set(actor: Actor, kind: PublishableKind, id: number, input: SetPublicationInput): Promise<PublicationResponse> {
    return this.db.transaction(async (tx) => {
      const item = await this.lock(tx, actor, kind, id);
      requireManaged(actor, item, () => notFound(NOT_FOUND[kind]));
      if (item.publication === 'published') throw conflict(M.alreadyPublished, 'ALREADY_PUBLISHED');
      if (kind === 'material' && input.state !== 'draft' && item.lessonPublication !== 'published') {
        throw conflict(M.lessonNotPublished, 'LESSON_NOT_PUBLISHED');
      }
      const table = TABLES[kind];
      let publishAt: Date | null = null;
      if (input.state === 'published') {
        publishAt = await publishNow(tx, kind, id);
      } else if (input.state === 'scheduled') {
        publishAt = parseFormDate(input.publish_at ?? '');
        if (!(publishAt.getTime() > Date.now())) throw badRequest(M.publishAtPast, 'VALIDATION', 'publish_at');
        await tx.update(table).set({ publication: 'scheduled', publishAt }).where(eq(table.id, id));
        await addJob(tx, 'publish', { kind, id }, { runAt: publishAt, key: jobKey(kind, id) });
      } else {
        await tx.update(table).set({ publication: 'draft', publishAt: null }).where(eq(table.id, id));
        await removeJob(tx, jobKey(kind, id));
      }
      return { ...presentPublication({ publication: input.state, publishAt }), message: MESSAGES[input.state] };
    });
  }

  /** The job of a scheduled item: publishes it if it is still scheduled and its time has come (else nothing: it was drafted or published meanwhile). */
  async publishDue({ kind, id }: JobPayloads['publish']): Promise<void> {
    await this.db.transaction(async (tx) => {
      const table = TABLES[kind];
      const [due] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.publication, 'scheduled'), lte(table.publishAt, sql`now()`)))
        .for('update');
      if (due) await publishNow(tx, kind, id);
    });
  }

  /** The item with what `actor` is in its course (and a material's lesson state), locked for this transaction. */
  private async lock(tx: DbOrTx, actor: Actor, kind: PublishableKind, id: number): Promise<LockedItem | undefined> {
    if (kind === 'course') {
      const [row] = await tx
        .select({ publication: courses.publication, publishAt: courses.publishAt, ...courseAccessColumns(actor) })
        .from(courses)
        .where(eq(courses.id, id))
        .for('update');
      return row;
    }
    if (kind === 'lesson') {
      const [row] = await tx
        .select({ publication: lessons.publication, publishAt: lessons.publishAt, ...courseAccessColumns(actor) })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.id, id))
        .for('update', { of: lessons });
      return row;
    }
    if (kind === 'assignment' || kind === 'quiz') {
      const table = TABLES[kind];
      const [row] = await tx
        .select({ publication: table.publication, publishAt: table.publishAt, ...courseAccessColumns(actor) })
        .from(table)
        .innerJoin(courses, eq(courses.id, table.courseId))
        .where(eq(table.id, id))
        .for('update', { of: table });
      return row;
    }
    const [row] = await tx
      .select({
        publication: materials.publication,
        publishAt: materials.publishAt,
        ...courseAccessColumns(actor),
        lessonPublication: lessons.publication,
      })
      .from(materials)
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(materials.id, id))
      .for('update', { of: materials });
    return row;
  }
}

/**
 * Publishes in `tx`: the item, and with a lesson its draft materials (they follow the lesson's
 * publication); drops a pending job; records the outbox event. Answers the publication time.
 */
async function publishNow(tx: DbOrTx, kind: PublishableKind, id: number): Promise<Date> {
  const table = TABLES[kind];
  const [row] = await tx
    .update(table)
    .set({ publication: 'published', publishAt: sql`now()` })
    .where(eq(table.id, id))
    .returning({ publishAt: table.publishAt });
  if (kind === 'assignment') {
    const [assignment] = await tx.select({ dueAt: assignments.dueAt }).from(assignments).where(eq(assignments.id, id));
    if (assignment) await scheduleClassReminders(tx, id, assignment.dueAt);
  }
  if (kind === 'quiz') {
    const [quiz] = await tx.select({ closeAt: quizzes.closeAt }).from(quizzes).where(eq(quizzes.id, id));
    if (quiz) await scheduleQuizReminder(tx, id, quiz.closeAt);
  }
  if (kind === 'lesson') {
    await tx
      .update(materials)
      .set({ publication: 'published', publishAt: sql`now()` })
      .where(and(eq(materials.lessonId, id), eq(materials.publication, 'draft')));
  }
  await removeJob(tx, jobKey(kind, id));
  if (kind === 'course') await recordEvent(tx, 'coursePublished', { courseId: id });
  else if (kind === 'lesson') await recordEvent(tx, 'lessonPublished', { lessonId: id });
  else if (kind === 'material') await recordEvent(tx, 'materialPublished', { materialId: id });
  else if (kind === 'assignment') await recordEvent(tx, 'assignmentPublished', { assignmentId: id });
  else await recordEvent(tx, 'quizPublished', { quizId: id });
  return row?.publishAt ?? new Date();
}

import { and, eq, sql } from 'drizzle-orm';
import { CONTENT_MESSAGES, MATERIAL_MESSAGES, ORDER_MESSAGES } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { courses, lessons, materials } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { courseAccessColumns, courseTeachersSql, requireManaged, type Actor } from '../../policies/index.js';

/** Refused unless `ids` are exactly the items there are (each once; the schema checked that). */
function checkSameItems(ids: number[], current: { id: number }[]): void {
  const present = new Set(current.map((row) => row.id));
  if (ids.length !== present.size || !ids.every((id) => present.has(id)))
    throw badRequest(ORDER_MESSAGES.idsMismatch, 'VALIDATION', 'ids');
}

/** `ids` as rows (id, position from 1), for one set-based update. */
const positions = (ids: number[]) => sql`unnest(${sql.param(ids)}::int[]) with ordinality as o(id, n)`;

/**
 * The order of a course's lessons and of a lesson's (ready) materials (docs/decisions/020): one
 * request with every id in the new order; their order numbers become 1, 2, 3… in one statement,
 * the items locked meanwhile so that none comes or goes unseen.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  async orderLessons(actor: Actor, courseId: number, ids: number[]): Promise<void> {
    await this.outbox.transaction(async (tx, record) => {
      const [found] = await tx
        .select({ teacherIds: courseTeachersSql, ...courseAccessColumns(actor), publication: courses.publication })
        .from(courses)
        .where(eq(courses.id, courseId))
        .for('update');
      requireManaged(actor, found, () => notFound(CONTENT_MESSAGES.courseInvalid));
      checkSameItems(
        ids,
        await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)).for('update'),
      );
      await tx.execute(sql`update lessons set order_num = o.n from ${positions(ids)} where lessons.id = o.id`);
      await record('contentEdited', { courseId, lessonId: null });
    });
  }

  async orderMaterials(actor: Actor, lessonId: number, ids: number[]): Promise<void> {
    await this.outbox.transaction(async (tx, record) => {
      const [found] = await tx
        .select({
          courseId: lessons.courseId,
          publication: lessons.publication,
          teacherIds: courseTeachersSql,
          ...courseAccessColumns(actor),
          coursePublication: courses.publication,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.id, lessonId))
        .for('update', { of: lessons });
      requireManaged(actor, found, () => notFound(MATERIAL_MESSAGES.lessonInvalid));
      const ready = await tx
        .select({ id: materials.id })
        .from(materials)
        .where(and(eq(materials.lessonId, lessonId), eq(materials.status, 'ready')))
        .for('update');
      checkSameItems(ids, ready);
      await tx.execute(sql`update materials set order_num = o.n from ${positions(ids)} where materials.id = o.id`);
      await record('contentEdited', { courseId: found.courseId, lessonId });
    });
  }
}

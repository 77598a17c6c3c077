import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lessonProgress } from '../../db/schema/index.js';
import type { LessonProgressChange } from '../../infra/domain-events.js';
import { shareSql } from './standing.js';

/** First key of the two-key advisory locks on a lesson's progress ('prog'). */
const LESSON_LOCK_SPACE = 0x70726f67;

/**
 * Orders recomputes of a lesson's progress against each other, inside a transaction (the
 * locks end with it). A student's own change (a completion, a sync) shares the lesson's
 * lock with other students' and holds their own (student, lesson) lock alone: two tabs of
 * one student wait for each other, so the second counts the first's completion. A
 * whole-lesson recompute (a material added or deleted) holds the lesson's lock alone: it
 * waits for the completions under way and its counts include them; later ones see the
 * new set of materials. Every following statement reads what those committed before.
 */
export async function lockLessonProgress(tx: DbOrTx, lessonId: number, studentId?: number): Promise<void> {
  if (studentId === undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LESSON_LOCK_SPACE}, ${lessonId}::int)`);
    return;
  }
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LESSON_LOCK_SPACE}, ${lessonId}::int),
    pg_advisory_xact_lock(hashtextextended(${`progress:${studentId}:${lessonId}`}, 0))`);
}

/**
 * Recomputes lesson progress from completions of ready, published materials in ONE upsert, for one
 * student or for every student who has a row or a completion in the lesson. Rows reaching
 * 100 become completed (completed_at kept from the first time); rows below lose both.
 * Unchanged rows are not written. Answers the rows written, and whether each is new.
 * Call inside a transaction after `lockLessonProgress`.
 */
export async function recomputeLessonProgress(
  tx: DbOrTx,
  lessonId: number,
  studentId?: number,
): Promise<LessonProgressChange[]> {
  const ofStudent = (column: string) => (studentId === undefined ? sql`true` : sql`${sql.raw(column)} = ${studentId}`);
  const computed = sql`
    with ready as (select id from materials where lesson_id = ${lessonId} and status = 'ready' and publication = 'published'),
    ready_done as (
      select mc.student_id, mc.material_id from material_completions mc
      join ready on ready.id = mc.material_id where ${ofStudent('mc.student_id')}
    ),
    students as (
      select student_id from lesson_progress where lesson_id = ${lessonId} and ${ofStudent('student_id')}
      union
      select student_id from ready_done
    ),
    done as (
      select s.student_id, count(rd.material_id) as n
      from students s left join ready_done rd on rd.student_id = s.student_id
      group by s.student_id
    )
    -- Every column of lesson_progress, in the table's order (INSERT … SELECT).
    select done.student_id, ${lessonId}::int, pct, pct = 100, case when pct = 100 then now() end, now(), now()
    from done cross join (select count(*) as n from ready) total
    cross join lateral (select ${shareSql(sql`done.n`, sql`total.n`)} as pct) p`;
  const rows = await tx
    .insert(lessonProgress)
    .select(computed)
    .onConflictDoUpdate({
      target: [lessonProgress.studentId, lessonProgress.lessonId],
      set: {
        progressPercentage: sql`excluded.progress_percentage`,
        isCompleted: sql`excluded.is_completed`,
        completedAt: sql`case when excluded.is_completed then coalesce(${lessonProgress.completedAt}, excluded.completed_at) end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${lessonProgress.progressPercentage} <> excluded.progress_percentage or ${lessonProgress.isCompleted} <> excluded.is_completed`,
    })
    .returning({ ...getTableColumns(lessonProgress), created: sql<boolean>`(xmax = 0)` });
  return rows.map(({ created, ...row }) => ({ row, created }));
}

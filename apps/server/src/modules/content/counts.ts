import { sql } from 'drizzle-orm';
import { countedMaterialSql, seesDraftsPrepared, visibleSql, type Actor } from '../../policies/index.js';

/**
 * Counts of the children `actor` may see, as correlated subqueries: one statement per list,
 * each count an index lookup (courses_category_idx, lessons_course_order_idx,
 * materials_lesson_status_idx). Written with qualified names: Drizzle leaves the table off
 * columns of one-table selects, which would silently correlate with the inner table instead.
 */
export const courseCount = (actor: Actor) =>
  sql<number>`(select count(*)::int from courses where courses.category_id = categories.id and ${visibleSql(actor, 'courses', [sql`courses.publication`])})`;

/** Lessons of the outer `courses` row. */
export const lessonCount = (actor: Actor) =>
  sql<number>`(select count(*)::int from lessons where lessons.course_id = courses.id and ${visibleSql(actor, 'courses', [sql`lessons.publication`])})`;

/** Ready materials of the outer `lessons` row; drafts too when `seesDrafts` (the course's managers). */
export const readyMaterialCount = (seesDrafts: boolean) =>
  seesDrafts
    ? sql<number>`(select count(*)::int from materials where materials.lesson_id = lessons.id and materials.status = 'ready')`
    : sql<number>`(select count(*)::int from materials where materials.lesson_id = lessons.id and ${countedMaterialSql('materials')})`;

/** `readyMaterialCount` for prepared statements (`seesDraftsPrepared`). */
export const readyMaterialCountPrepared = sql<number>`(select count(*)::int from materials where materials.lesson_id = lessons.id and materials.status = 'ready'
    and (materials.publication = 'published' or ${seesDraftsPrepared}))`;

import { sql } from 'drizzle-orm';

/**
 * Counts of children, as correlated subqueries: one statement per list, each count an
 * index lookup (courses_category_idx, lessons_course_order_idx, materials_lesson_status_idx).
 * Written with qualified names: Drizzle leaves the table off columns of one-table selects,
 * which would silently correlate with the inner table instead.
 */
export const courseCount = sql<number>`(select count(*)::int from courses where courses.category_id = categories.id)`;
export const lessonCount = sql<number>`(select count(*)::int from lessons where lessons.course_id = courses.id)`;
export const readyMaterialCount = sql<number>`(select count(*)::int from materials where materials.lesson_id = lessons.id and materials.status = 'ready')`;

import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { GRADEBOOK_MESSAGES as M, type GradeCategoriesInput, type GradeCategory } from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { gradeCategories } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { Actor } from '../../policies/index.js';
import { gradebookCourse } from './course-access.js';

/** A course's categories in order, each with its published assignments' and quizzes' count (raw values: a weight may be text). */
export const categoriesSql = (courseId: number): SQL => sql`
  select gc.id, gc.name, gc.weight, gc.position,
    (select count(*)::int from assignments a where a.category_id = gc.id and a.publication = 'published')
      + (select count(*)::int from quizzes q where q.category_id = gc.id and q.publication = 'published') as item_count
  from grade_categories gc where gc.course_id = ${courseId} order by gc.position, gc.id`;

type CategoryRow = Omit<GradeCategory, 'weight'> & { weight: string | number };
export const presentCategory = (row: CategoryRow): GradeCategory => ({
  id: Number(row.id),
  name: row.name,
  weight: Number(row.weight),
  position: row.position,
  item_count: Number(row.item_count),
});

export async function categoriesOf(db: DbOrTx, courseId: number): Promise<GradeCategory[]> {
  return (await db.execute<CategoryRow & Record<string, unknown>>(categoriesSql(courseId))).rows.map(presentCategory);
}

/**
 * A course's grade categories (docs/decisions/026, "Gradebook"): name, weight in percent (the
 * list adds up to at most 100), order. Its teachers and admins read and replace the whole list
 * at once; a category left out is deleted and its assignments keep no category.
 */
export class GradeCategoryService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, courseId: number): Promise<GradeCategory[]> {
    await gradebookCourse(this.db, actor, courseId);
    return categoriesOf(this.db, courseId);
  }

  async replace(actor: Actor, courseId: number, input: GradeCategoriesInput): Promise<GradeCategory[]> {
    return this.db.transaction(async (tx) => {
      // The course row locked: two editors of the same list take turns.
      await gradebookCourse(tx, actor, courseId, { lock: true });
      const kept = input.categories.flatMap((category) => (category.id === null ? [] : [category.id]));
      if (kept.length) {
        const found = await tx
          .select({ id: gradeCategories.id })
          .from(gradeCategories)
          .where(and(eq(gradeCategories.courseId, courseId), inArray(gradeCategories.id, kept)));
        if (found.length !== new Set(kept).size || kept.length !== new Set(kept).size)
          throw badRequest(M.categoryInvalid, 'VALIDATION', 'categories');
      }
      await tx
        .delete(gradeCategories)
        .where(
          and(eq(gradeCategories.courseId, courseId), kept.length ? notInArray(gradeCategories.id, kept) : sql`true`),
        );
      for (const [position, category] of input.categories.entries()) {
        const values = { name: category.name, weight: category.weight, position };
        if (category.id === null) await tx.insert(gradeCategories).values({ courseId, ...values });
        else await tx.update(gradeCategories).set(values).where(eq(gradeCategories.id, category.id));
      }
      return categoriesOf(tx, courseId);
    });
  }
}

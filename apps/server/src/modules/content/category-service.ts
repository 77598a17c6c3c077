import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  type Category,
  type CategoryListResponse,
  type CreateCategoryInput,
  type UpdateCategoryInput,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import type { Outbox } from '../../infra/outbox.js';
import { categories, courses } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { authorize, can, type Actor } from '../../policies/index.js';
import { courseCount } from './counts.js';
import { presentCategory } from './presenter.js';

/** Terms (the spec's categories): list, create, edit, delete when empty. */
export class CategoryService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  async list(actor: Actor): Promise<CategoryListResponse> {
    authorize(actor, 'content.read');
    const rows = await this.db
      .select({ ...getTableColumns(categories), courseCount: courseCount(actor) })
      .from(categories)
      .orderBy(asc(categories.id));
    return { categories: rows.map(presentCategory), can_manage: can(actor, 'category.manage') };
  }

  /** One term with the count of its courses `actor` may see, or undefined. */
  async find(actor: Actor, id: number): Promise<Category | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(categories), courseCount: courseCount(actor) })
      .from(categories)
      .where(eq(categories.id, id));
    return row && presentCategory(row);
  }

  async create(actor: Actor, input: CreateCategoryInput): Promise<Category> {
    authorize(actor, 'category.manage');
    const [row] = await this.db
      .insert(categories)
      .values({ name: input.name, description: input.description })
      .returning();
    if (!row) throw new Error('category insert returned nothing');
    return presentCategory({ ...row, courseCount: 0 });
  }

  /** Name and description (a blank description clears it). */
  async update(actor: Actor, id: number, input: UpdateCategoryInput): Promise<Category> {
    authorize(actor, 'category.manage');
    await this.outbox.transaction(async (tx, record) => {
      const [found] =
        input.name !== undefined || input.description !== undefined
          ? await tx
              .update(categories)
              .set({ name: input.name, description: input.description })
              .where(eq(categories.id, id))
              .returning({ id: categories.id })
          : await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      if (!found) throw notFound(CONTENT_MESSAGES.categoryInvalid);
      await record('categoryChanged', { categoryId: id });
    });
    const category = await this.find(actor, id);
    if (!category) throw notFound(CONTENT_MESSAGES.categoryInvalid);
    return category;
  }

  /** Refused while the term has courses; the row lock keeps a course from arriving meanwhile. */
  async delete(actor: Actor, id: number): Promise<void> {
    authorize(actor, 'category.manage');
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
      if (!row) throw notFound(CONTENT_MESSAGES.categoryNotFound);
      const [children] = await tx.select({ n: count() }).from(courses).where(eq(courses.categoryId, id));
      if ((children?.n ?? 0) > 0) {
        throw conflict(CONTENT_MESSAGES.categoryHasCourses, 'CATEGORY_HAS_COURSES');
      }
      await tx.delete(categories).where(eq(categories.id, id));
    });
  }
}

import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type {
  GradebookQuery,
  GradebookResponse,
  GradebookStudent,
  GradedItem,
  GradedItemKind,
  GradeTotal,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { cursorExport } from '../../infra/cursor-export.js';
import type { Actor } from '../../policies/index.js';
import { categoriesSql, presentCategory } from './category-service.js';
import { gradebookCourse } from './course-access.js';
import { gradebookPageSql, gradebookRowsSql, itemsSql, type GradebookRow } from './gradebook-sql.js';

/** A total in percent (driver text) as percent and on the 10-point scale, to 0.01. */
export const totalOf = (percentage: string | number | null): GradeTotal => {
  if (percentage === null) return { percentage: null, scale10: null };
  const value = Number(percentage);
  return { percentage: value, scale10: Math.round(value * 10) / 100 };
};

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** A row's cell arrays as cells (the page's JSON and the export's cursor alike). */
const presentRow = (row: GradebookRow): GradebookStudent => ({
  student_id: Number(row.id),
  name: row.name,
  cells: row.statuses.map((status, place) => {
    const override = row.overrides[place];
    return {
      points: numberOrNull(row.points[place] ?? null),
      grade: numberOrNull(row.grades[place] ?? null),
      status,
      override: override
        ? { ...override, points: Number(override.points), set_at: new Date(override.set_at).toISOString() }
        : null,
    };
  }),
  total: totalOf(row.percentage),
  projected: totalOf(row.projected_percentage),
});

interface ItemRow extends Record<string, unknown> {
  kind: GradedItemKind;
  id: number;
  title: string;
  category_id: number | null;
  max_points: string | number;
  due_at: string | Date | null;
  released: boolean;
}

/** A graded item (an `items` row, from the driver or as JSON) as a column. */
const presentItem = (row: ItemRow): GradedItem => ({
  kind: row.kind,
  id: Number(row.id),
  title: row.title,
  max_points: Number(row.max_points),
  due_at: row.due_at === null ? null : new Date(row.due_at).toISOString(),
  category_id: row.category_id === null ? null : Number(row.category_id),
  released: row.released,
});

/** The course's graded items (the columns), in order. */
async function itemsOf(db: DbOrTx, courseId: number): Promise<GradedItem[]> {
  return (await db.execute<ItemRow>(sql`with ${itemsSql(courseId)} select * from items order by pos`)).rows.map(
    presentItem,
  );
}

/** The page statement's one row: everything a page shows, in one snapshot. */
interface PageRow extends Record<string, unknown> {
  categories: Parameters<typeof presentCategory>[0][];
  items: ItemRow[];
  total: number;
  students: GradebookRow[];
}

/** A course's gradebook as it streams out: its items (the columns) and its students, one by one, by id. */
export interface GradebookExport {
  course: { id: number; name: string };
  items: GradedItem[];
  /** GradebookStudent objects; destroy it to stop early (the connection is given back either way). */
  students: Readable;
}

/**
 * A course's gradebook for its teachers and admins (docs/decisions/026, "Gradebook"): a
 * numbered page of the class by graded item, searched, filtered and sorted, with its columns
 * and categories, in one statement (gradebook-sql.ts); the whole class through a cursor for
 * the exports.
 */
export class GradebookService {
  constructor(private readonly db: Db) {}

  async page(actor: Actor, courseId: number, query: GradebookQuery): Promise<GradebookResponse> {
    const course = await gradebookCourse(this.db, actor, courseId);
    const selection = {
      q: query.q,
      sort: query.sort,
      order: query.order,
      missingOnly: query.filter === 'missing',
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    const [page] = (await this.db.execute<PageRow>(gradebookPageSql(courseId, selection, categoriesSql(courseId))))
      .rows;
    return {
      course: { id: course.id, name: course.name },
      categories: (page?.categories ?? []).map(presentCategory),
      items: (page?.items ?? []).map(presentItem),
      students: (page?.students ?? []).map(presentRow),
      total: page?.total ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  async export(actor: Actor, courseId: number): Promise<GradebookExport> {
    const course = await gradebookCourse(this.db, actor, courseId);
    const { head: items, rows: students } = await cursorExport(
      this.db,
      async (snapshot) => ({ head: await itemsOf(snapshot, courseId), statement: gradebookRowsSql(courseId) }),
      presentRow,
    );
    return { course: { id: course.id, name: course.name }, items, students };
  }
}

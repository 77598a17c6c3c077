import { sql, type SQL } from 'drizzle-orm';
import type { SearchQuery, SearchResponse, SearchResultType } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { containsFolded } from '../../lib/like-pattern.js';
import { authorize, visibleSql, type Actor } from '../../policies/index.js';

/** One row per result of the page, or a single row of nulls past the last page; the counts on each. */
interface Row extends Record<string, unknown> {
  total: number;
  category_count: number;
  course_count: number;
  lesson_count: number;
  material_count: number;
  type: SearchResultType | null;
  id: number | null;
  title: string;
  subtitle: string | null;
  link_id: number;
}

/** App routes; a course opens its term's page with that course expanded (`?course=`). */
const LINKS: Record<SearchResultType, (linkId: number, id: number) => string> = {
  category: (id) => `/category/${id}/courses`,
  course: (categoryId, id) => `/category/${categoryId}/courses?course=${id}`,
  lesson: (id) => `/lesson/${id}`,
  material: (lessonId) => `/lesson/${lessonId}`,
};

/**
 * Accent- and case-insensitive search over titles and lesson content (migrations 0002 and
 * 0008: `search_normalize` = lower(unaccent(…)), trigram GIN indexes). A title matches when it
 * contains every word of the query, or is close to it (`<%`, word similarity, which forgives
 * a typo); a lesson also matches when its content contains every word. Best first: word
 * similarity of the title, then terms before courses before lessons before materials.
 * Numbered pages (decision 014), of one type or of all: one statement answers the page, its
 * total and the count of each type. Drafts only for those who manage their course (decision 015).
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(actor: Actor, { q: query, page, limit, type }: SearchQuery): Promise<SearchResponse> {
    authorize(actor, 'content.read');
    const words = query.split(/\s+/).filter(Boolean);
    if (!words.length)
      return { results: [], total: 0, page, limit, counts: { category: 0, course: 0, lesson: 0, material: 0 } };
    const q = sql`public.search_normalize(${query})`;
    const containsEvery = (column: SQL) =>
      sql.join(
        words.map((word) => containsFolded(column, word)),
        sql` and `,
      );
    const matches = (column: SQL) => sql`((${containsEvery(column)}) or ${q} <% public.search_normalize(${column}))`;
    const score = (column: SQL) => sql`word_similarity(${q}, public.search_normalize(${column}))`;
    const branch = (select: SQL, column: SQL, from: SQL, where?: SQL) =>
      sql`(select ${select}, ${score(column)} as score from ${from} where ${where ?? matches(column)})`;
    const counted = (kind: SearchResultType) => sql`(count(*) filter (where type = ${kind}))::int`;

    const courses = branch(
      sql`'course', 1, k.id, k.name, c.name, k.category_id`,
      sql`k.name`,
      sql`courses k join categories c on c.id = k.category_id`,
      sql`${matches(sql`k.name`)} and ${visibleSql(actor, 'k', [sql`k.publication`])}`,
    );
    const lessons = branch(
      sql`'lesson', 2, l.id, l.title, k.name, l.id`,
      sql`l.title`,
      sql`lessons l join courses k on k.id = l.course_id`,
      sql`(${matches(sql`l.title`)} or (${containsEvery(sql`l.content`)})) and ${visibleSql(actor, 'k', [sql`k.publication`, sql`l.publication`])}`,
    );
    const materials = branch(
      sql`'material', 3, m.id, m.title, l.title || ' · ' || k.name, m.lesson_id`,
      sql`m.title`,
      sql`materials m join lessons l on l.id = m.lesson_id join courses k on k.id = l.course_id`,
      sql`${matches(sql`m.title`)} and m.status = 'ready'
        and ${visibleSql(actor, 'k', [sql`k.publication`, sql`l.publication`, sql`m.publication`])}`,
    );

    const result = await this.db.execute<Row>(sql`
      with found as (
        ${branch(sql`'category' as type, 0 as rank, c.id, c.name as title, c.description as subtitle, c.id as link_id`, sql`c.name`, sql`categories c`)}
        union all
        ${courses}
        union all
        ${lessons}
        union all
        ${materials}
      )
      select counted.*, shown.type, shown.id, shown.title, shown.subtitle, shown.link_id
      from (
        select (count(*) filter (where ${type ?? null}::text is null or type = ${type ?? null}))::int as total,
          ${counted('category')} as category_count, ${counted('course')} as course_count,
          ${counted('lesson')} as lesson_count, ${counted('material')} as material_count
        from found
      ) counted
      left join lateral (
        select * from found where ${type ?? null}::text is null or type = ${type ?? null}
        order by score desc, rank, length(title), id limit ${limit} offset ${(page - 1) * limit}
      ) shown on true`);
    const results = result.rows.flatMap(({ type, id, title, subtitle, link_id }) =>
      type === null || id === null
        ? []
        : [{ type, id: Number(id), title, subtitle, link: LINKS[type](Number(link_id), Number(id)) }],
    );
    const row = result.rows[0];
    const counts = {
      category: Number(row?.category_count ?? 0),
      course: Number(row?.course_count ?? 0),
      lesson: Number(row?.lesson_count ?? 0),
      material: Number(row?.material_count ?? 0),
    };
    return { results, total: Number(row?.total ?? 0), page, limit, counts };
  }
}

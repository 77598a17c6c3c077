import { sql, type SQL } from 'drizzle-orm';
import type { SearchQuery, SearchResponse, SearchResultType } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { containsFolded } from '../../lib/like-pattern.js';
import { authorize, type Actor } from '../../policies/index.js';
import { visibleSql } from '../content/visibility.js';

/** One row per result of the page, or a single row of nulls past the last page; `total` on each. */
interface Row extends Record<string, unknown> {
  total: number;
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
 * Accent- and case-insensitive search over titles (migration 0002: `search_normalize` =
 * lower(unaccent(…)), trigram GIN indexes). A title matches when it contains every word of
 * the query, or is close to it (`<%`, word similarity, which forgives a typo). Best first:
 * word similarity, then terms before courses before lessons before materials. Numbered pages
 * (decision 014): one statement answers the page and the total. Drafts only for those who
 * manage their course (decision 015).
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(actor: Actor, { q: query, page, limit }: SearchQuery): Promise<SearchResponse> {
    authorize(actor, 'content.read');
    const words = query.split(/\s+/).filter(Boolean);
    if (!words.length) return { results: [], total: 0, page, limit };
    const q = sql`public.search_normalize(${query})`;
    const matches = (column: SQL) => {
      const every = sql.join(
        words.map((word) => containsFolded(column, word)),
        sql` and `,
      );
      return sql`((${every}) or ${q} <% public.search_normalize(${column}))`;
    };
    const score = (column: SQL) => sql`word_similarity(${q}, public.search_normalize(${column}))`;
    const branch = (select: SQL, column: SQL, from: SQL, where?: SQL) =>
      sql`(select ${select}, ${score(column)} as score from ${from} where ${matches(column)} ${where ?? sql``})`;

    const result = await this.db.execute<Row>(sql`
      with found as (
        ${branch(sql`'category' as type, 0 as rank, c.id, c.name as title, c.description as subtitle, c.id as link_id`, sql`c.name`, sql`categories c`)}
        union all
        ${branch(sql`'course', 1, k.id, k.name, c.name, k.category_id`, sql`k.name`, sql`courses k join categories c on c.id = k.category_id`, sql`and ${visibleSql(actor, sql`k.teacher_id`, [sql`k.publication`])}`)}
        union all
        ${branch(sql`'lesson', 2, l.id, l.title, k.name, l.id`, sql`l.title`, sql`lessons l join courses k on k.id = l.course_id`, sql`and ${visibleSql(actor, sql`k.teacher_id`, [sql`k.publication`, sql`l.publication`])}`)}
        union all
        ${branch(sql`'material', 3, m.id, m.title, l.title || ' · ' || k.name, m.lesson_id`, sql`m.title`, sql`materials m join lessons l on l.id = m.lesson_id join courses k on k.id = l.course_id`, sql`and m.status = 'ready' and ${visibleSql(actor, sql`k.teacher_id`, [sql`k.publication`, sql`l.publication`, sql`m.publication`])}`)}
      )
      select counted.total, shown.type, shown.id, shown.title, shown.subtitle, shown.link_id
      from (select count(*)::int as total from found) counted
      left join lateral (
        select * from found order by score desc, rank, length(title), id limit ${limit} offset ${(page - 1) * limit}
      ) shown on true`);
    const results = result.rows.flatMap(({ type, id, title, subtitle, link_id }) =>
      type === null || id === null ? [] : [{ type, id: Number(id), title, subtitle, link: LINKS[type](Number(link_id), Number(id)) }],
    );
    return { results, total: Number(result.rows[0]?.total ?? 0), page, limit };
  }
}

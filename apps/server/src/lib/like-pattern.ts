import { sql, type SQL } from 'drizzle-orm';

/** `text` as a LIKE pattern that matches it literally (`\` escapes, PostgreSQL's default). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `value` contains `text`, accents and case ignored on both sides (migration 0002's `search_normalize`). */
export const containsFolded = (value: SQL, text: string): SQL =>
  sql`public.search_normalize(${value}) like '%' || public.search_normalize(${escapeLike(text)}) || '%'`;

/** `value`'s text contains `text` as it is (e.g. digits of an id). */
export const containsText = (value: SQL, text: string): SQL =>
  sql`${value}::text like '%' || ${escapeLike(text)} || '%'`;

/** A person whose id or name contains `q` (accents and case ignored in the name); everyone when `q` is blank. */
export const idOrNameContains = (id: SQL, name: SQL, q: string): SQL =>
  q ? sql`(${containsFolded(name, q)} or ${containsText(id, q)})` : sql`true`;

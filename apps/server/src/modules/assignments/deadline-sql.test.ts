import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { deadlineFor, effectiveDueSql, effectiveUntilSql, type Deadline } from './deadlines.js';

/** The SQL form of `deadlineFor` (the to-do list and calendar filter with it) says what the function says, at every boundary. */
let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

const at = (iso: string) => new Date(iso);
const due = at('2026-12-01T10:00:00Z');
const until = at('2026-12-03T10:00:00Z');

async function inSql(assignment: Deadline, extension: Deadline | null): Promise<Deadline> {
  const { rows } = await h.db.execute<{ due: string; until: string | null }>(sql`
    select ${effectiveDueSql}::text as due, ${effectiveUntilSql}::text as until
    from (select ${assignment.dueAt.toISOString()}::timestamptz as due_at,
      ${assignment.acceptsUntil?.toISOString() ?? null}::timestamptz as accepts_until) a
    left join (select ${extension?.dueAt.toISOString() ?? null}::timestamptz as due_at,
      ${extension?.acceptsUntil?.toISOString() ?? null}::timestamptz as accepts_until) e
      on ${extension !== null}`);
  const row = rows[0]!;
  return { dueAt: new Date(row.due), acceptsUntil: row.until === null ? null : new Date(row.until) };
}

describe('effectiveDueSql and effectiveUntilSql', () => {
  test.each([
    ['no extension', { dueAt: due, acceptsUntil: until }, null],
    ['no extension, no accepted-until', { dueAt: due, acceptsUntil: null }, null],
    [
      'an extension with its own accepted-until',
      { dueAt: due, acceptsUntil: until },
      { dueAt: at('2026-12-05T00:00:00Z'), acceptsUntil: at('2026-12-06T00:00:00Z') },
    ],
    [
      'an extension before the class’s accepted-until',
      { dueAt: due, acceptsUntil: until },
      { dueAt: at('2026-12-02T00:00:00Z'), acceptsUntil: null },
    ],
    [
      'an extension exactly at the class’s accepted-until',
      { dueAt: due, acceptsUntil: until },
      { dueAt: until, acceptsUntil: null },
    ],
    [
      'an extension after the class’s accepted-until',
      { dueAt: due, acceptsUntil: until },
      { dueAt: at('2026-12-05T00:00:00Z'), acceptsUntil: null },
    ],
    [
      'an extension when the class has no accepted-until',
      { dueAt: due, acceptsUntil: null },
      { dueAt: at('2026-12-05T00:00:00Z'), acceptsUntil: null },
    ],
  ])('%s', async (_case, assignment, extension) => {
    expect(await inSql(assignment, extension)).toEqual(deadlineFor(assignment, extension));
  });
});

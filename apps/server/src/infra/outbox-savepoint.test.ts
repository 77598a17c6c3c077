import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { Outbox } from './outbox.js';

/**
 * `Outbox.transaction` delivers its events inside the change's transaction (decision 044): a
 * delivery's effects commit with the change; a delivery that fails is undone alone, the change
 * commits and its event waits for the sweep, which delivers it once.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table outbox_probe (what text not null)`);
});
afterAll(() => database.drop());

const probe = async () =>
  (await database.db.execute<{ what: string }>(sql`select what from outbox_probe order by what`)).rows.map(
    (row) => row.what,
  );
const undelivered = async () =>
  (
    await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox_events where delivered_at is null`,
    )
  ).rows[0]!.n;

test("a delivery's effects commit with the change; one that fails leaves the change committed and its event to the sweep", async () => {
  const outbox = new Outbox(database.db, pino({ level: 'silent' }));
  let failures = 1;
  const pushed: string[] = [];
  outbox.handle('broadcastSent', async (tx, { content }) => {
    await tx.execute(sql`insert into outbox_probe (what) values (${`delivered ${content}`})`);
    if (content === 'fragile' && failures-- > 0) throw new Error('the delivery fails once');
    return () => pushed.push(content);
  });
  const change = (content: string) =>
    outbox.transaction(async (tx, record) => {
      await tx.execute(sql`insert into outbox_probe (what) values (${`changed ${content}`})`);
      await record('broadcastSent', { content });
      return content;
    });

  expect(await change('sturdy')).toBe('sturdy');
  expect(pushed).toEqual(['sturdy']);
  expect(await undelivered()).toBe(0);

  expect(await change('fragile')).toBe('fragile');
  // The change committed; the failed delivery's own insert was undone with its savepoint.
  expect(await probe()).toEqual(['changed fragile', 'changed sturdy', 'delivered sturdy']);
  expect(pushed).toEqual(['sturdy']);
  expect(await undelivered()).toBe(1);

  await outbox.deliverPending();
  await outbox.deliverPending();
  expect(await probe()).toEqual(['changed fragile', 'changed sturdy', 'delivered fragile', 'delivered sturdy']);
  expect(pushed).toEqual(['sturdy', 'fragile']);
  expect(await undelivered()).toBe(0);
});

test('a change that fails takes its events with it: nothing is delivered, nothing waits', async () => {
  const outbox = new Outbox(database.db, pino({ level: 'silent' }));
  const pushed: string[] = [];
  outbox.handle(
    'broadcastSent',
    async (_tx, { content }) =>
      () =>
        pushed.push(content),
  );
  const before = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_events`)).rows[0]!
    .n;
  await expect(
    outbox.transaction(async (_tx, record) => {
      await record('broadcastSent', { content: 'never' });
      throw new Error('the change fails');
    }),
  ).rejects.toThrow('the change fails');
  expect(pushed).toEqual([]);
  expect((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_events`)).rows[0]!.n).toBe(
    before,
  );
});

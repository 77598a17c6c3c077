import net from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import { connect, type Database } from './client.js';

const LANES = 3;
let real: TestDatabase;
let database: Database;
const pid = sql<number>`pg_backend_pid()`;

beforeAll(async () => {
  real = await createTestDatabase();
  database = connect(real.url, pino({ level: 'silent' }), { connections: 4, lanes: LANES });
});
afterAll(async () => {
  await database?.close();
  await real?.drop();
});

/** On a connection checked out of the pool, not on a lane. */
async function pooledQuery(text: string, values: unknown[]) {
  const client = await database.pool.connect();
  try {
    return await client.query(text, values);
  } finally {
    client.release();
  }
}

const backendOf = async (db: Database['db']) =>
  (await db.execute<{ pid: number }>(sql`select ${pid} as pid`)).rows[0]!.pid;

describe('single statements on pipelined lanes', () => {
  test('many at once each get their own answer, on at most the lanes, none from the pool', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        database.db.execute<{ n: number; pid: number }>(sql`select ${i}::int as n, ${pid} as pid`),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const backends = new Set(answers.map((answer) => answer.rows[0]!.pid));
    expect(backends.size).toBeLessThanOrEqual(LANES);
    expect(database.pool.totalCount).toBe(0);
  });

  test('the load reader counts the open lanes and the statements in flight on them', async () => {
    // A pooled transaction holds a lock the lanes' statements wait for: none can answer until it ends.
    const holder = await database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(4242)');
      const sent = Promise.all(
        Array.from({ length: 20 }, () => database.db.execute(sql`select pg_advisory_xact_lock(4242)`)),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = database.laneLoad!();
      await holder.query('commit');
      await sent;
      expect(during.inFlight).toBe(20);
      expect(during.open).toBeGreaterThanOrEqual(1);
      expect(during.open).toBeLessThanOrEqual(LANES);
      expect(database.laneLoad!()).toEqual({ open: during.open, inFlight: 0 });
    } finally {
      holder.release();
    }
  });

  test('a failing statement fails alone; the ones sent with it answer', async () => {
    const [before, failed, after] = await Promise.allSettled([
      database.db.execute(sql`select 1 as n`),
      database.db.execute(sql`select 1 / 0 as n`),
      database.db.execute(sql`select 3 as n`),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ cause: { code: '22012' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 3 }] } });
  });

  test('prepared statements run on every lane', async () => {
    const prepared = database.db
      .select({ n: sql<number>`${sql.placeholder('n')}::int` })
      .from(sql`(select 1) as one`)
      .prepare('lanes_test_prepared');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => prepared.execute({ n })));
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  test('a transaction has a pooled connection to itself: its changes stay its own until it commits, and roll back', async () => {
    await database.db.execute(sql`create table lane_notes (id int primary key)`);
    const lanePids = new Set(await Promise.all(Array.from({ length: 10 }, () => backendOf(database.db))));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into lane_notes values (1)`);
        expect(lanePids.has((await tx.execute<{ pid: number }>(sql`select ${pid} as pid`)).rows[0]!.pid)).toBe(false);
        // Outside it, on a lane, the row is not there yet.
        expect((await database.db.execute(sql`select * from lane_notes`)).rows).toEqual([]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await database.db.execute(sql`select * from lane_notes`)).rows).toEqual([]);
    await database.db.transaction((tx) => tx.execute(sql`insert into lane_notes values (2)`));
    expect((await database.db.execute(sql`select id from lane_notes`)).rows).toEqual([{ id: 2 }]);
  });

  test('a lane whose connection is cut fails what it carried as "unavailable", and the next statement answers', async () => {
    const lanePid = await backendOf(database.db);
    const inFlight = database.db.execute(sql`select pg_sleep(5)`).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pooledQuery('select pg_terminate_backend($1)', [lanePid]);
    const failure = await inFlight;
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => database.db.execute<{ n: number }>(sql`select ${i}::int as n`)),
    );
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  test('no database to reach: the statement fails as "unavailable", it does not hang', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const url = new URL(real.url);
    url.port = String(port);
    const nowhere = connect(url.toString(), pino({ level: 'silent' }), { connections: 1, lanes: 2 });
    try {
      const failure = await nowhere.db.execute(sql`select 1`).then(
        () => 'answered',
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await nowhere.close();
    }
  });

  test('closing the pool closes its lanes; a statement after that is refused, it opens no new lane', async () => {
    const other = connect(real.url, pino({ level: 'silent' }), { connections: 1, lanes: 2 });
    const lanePid = await backendOf(other.db);
    await other.close();
    const { rows } = await pooledQuery('select count(*)::int as n from pg_stat_activity where pid = $1', [lanePid]);
    expect(rows).toEqual([{ n: 0 }]);
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

import { Transform, finished, pipeline, type Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import QueryStream from 'pg-query-stream';
import { onConnection, toQuery, type Db, type DbOrTx } from '../db/client.js';

/** Rows a cursor fetches at a time: one round trip each, so other requests run in between. */
const EXPORT_BATCH_ROWS = 200;

/**
 * An export's rows from a cursor (docs/decisions/014), in one read-only repeatable-read
 * snapshot on a connection of its own: `prepare` reads what comes before the rows (e.g. the
 * columns) and names the row statement; its rows are fetched as the reader takes them
 * (back-pressure), a batch at a time, each turned into an object by `present`. The connection
 * goes back when the stream ends or is destroyed.
 */
export async function cursorExport<Head, Row, Out>(
  db: Db,
  prepare: (snapshot: DbOrTx) => Promise<{ head: Head; statement: SQL }>,
  present: (row: Row) => Out,
): Promise<{ head: Head; rows: Readable }> {
  const client = await db.$client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { head, statement } = await prepare(onConnection(client));
    const query = toQuery(statement);
    const cursor = client.query(new QueryStream(query.sql, query.params, { batchSize: EXPORT_BATCH_ROWS }));
    const rows = pipeline(
      cursor,
      new Transform({ objectMode: true, transform: (row: Row, _encoding, done) => done(null, present(row)) }),
      () => undefined,
    );
    finished(rows, (error) => {
      if (error) client.release(true);
      else
        client.query('commit').then(
          () => client.release(),
          (failed: Error) => client.release(failed),
        );
    });
    return { head, rows };
  } catch (error) {
    client.release(true);
    throw error;
  }
}

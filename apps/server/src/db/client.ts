import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger as WorkerLogger, runMigrations as runWorkerMigrations } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';
import { serverRoot } from '../lib/paths.js';
import * as schema from './schema/index.js';
import { pipelineSingleStatements, type LaneLoad } from './pipelined-lanes.js';
import path from 'node:path';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle, an open transaction or one checked-out connection: services take any. */
export type DbOrTx = Db | Tx | ReturnType<typeof onConnection>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Where the pool connects: for connections of their own (LISTEN). */
  url: string;
  close(): Promise<void>;
  /** The pipelined lanes' load, when single statements go down lanes (pipelined-lanes.ts). */
  laneLoad?(): LaneLoad;
  /** Set when a supervisor runs the database (embedded): why it is down right now, if it is. */
  unavailableReason?(): string | undefined;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** A request waits this long for a connection (the database unreachable, or every connection busy), then fails with 503. */
const CONNECT_TIMEOUT_MS = 10_000;

const options = { schema, casing: 'snake_case' } as const;

/**
 * A pool of `connections` (for transactions, cursors, and single statements when there are no
 * lanes) and `lanes` pipelined connections for single statements (pipelined-lanes.ts).
 */
export function connect(
  url: string,
  log: Logger,
  { connections = 10, lanes = 0 }: { connections?: number; lanes?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A dropped connection (e.g. the server restarting) must not crash the process. The pool
  // listens for errors only on idle connections; one that breaks while a request holds it
  // also emits 'error' (after failing that request's query), which would otherwise be thrown.
  // The pool then drops it when it is given back.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const laneLoad = lanes > 0 ? pipelineSingleStatements(pool, lanes, log) : undefined;
  const db = drizzle(pool, options);
  return { db, pool, url, close: () => pool.end(), ...(laneLoad && { laneLoad }) };
}

/** Drizzle on one checked-out connection (e.g. the transaction a cursor reads in). */
export const onConnection = (client: pg.PoolClient) => drizzle(client, options);

const dialect = new PgDialect({ casing: options.casing });
/** A statement as text and parameters, for the driver's own tools (a cursor's query stream). */
export const toQuery = (statement: SQL) => dialect.sqlToQuery(statement);

/** The app's tables (Drizzle), then the job queue's own schema (infra/jobs.ts runs the jobs). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
  await migrateJobs(db.$client);
}

/** Creates or updates the `graphile_worker` schema; called with the app's own migrations. */
export async function migrateJobs(pool: pg.Pool): Promise<void> {
  await runWorkerMigrations({ pgPool: pool, logger: new WorkerLogger(() => () => undefined) });
}

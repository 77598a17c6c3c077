import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { serverRoot } from '../lib/paths.js';
import * as schema from './schema/index.js';
import path from 'node:path';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services take either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

export function connect(url: string, log: Logger, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped connection (e.g. the server restarting) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

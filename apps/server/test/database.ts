import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { connect, type Database } from '../src/db/client.js';
import { DEFAULT_DATABASE_LANES } from '../src/db/pipelined-lanes.js';

/** What the globalSetup hands every test file (vitest `provide`/`inject`). */
export interface TestDatabaseContext {
  /** A URL of the server whose user may CREATE DATABASE. */
  serverUrl: string;
  /** The migrated database every test database is cloned from. */
  template: string;
  /** Name prefix of every database of this run. */
  prefix: string;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The same server and credentials, another database. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
}

export interface TestDatabase extends Database {
  name: string;
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

let counter = 0;

/**
 * A fresh database with every migration applied: a clone of the run's template
 * (`CREATE DATABASE … TEMPLATE`, a file copy, much faster than migrating again).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { serverUrl, template, prefix } = inject('testDatabase');
  const name = `${prefix}${process.pid}_${++counter}_${randomBytes(2).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
      break;
    } catch (error) {
      // 55006: the template is briefly in use (another clone starting); try again.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  const url = databaseUrl(serverUrl, name);
  const database = connect(url, pino({ level: 'silent' }), { connections: 5, lanes: DEFAULT_DATABASE_LANES });
  let dropped = false;
  return {
    ...database,
    name,
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

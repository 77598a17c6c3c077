import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor, type Processes } from './processes.js';

/** Debian's PostgreSQL 15 (`apt-get install postgresql-15`); PG_BIN points elsewhere. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const USER = 'netclass';

export interface Cluster {
  /** The app's DATABASE_URL (database `netclass`). */
  url: string;
  version: string;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A throwaway cluster in `dir` on a free port, listening on loopback only, with a random
 * password and durability off (a test database): `initdb`, then `postgres` in the foreground
 * as one of the harness's processes (stopped with SIGINT, PostgreSQL's fast shutdown).
 */
export async function startCluster(dir: string, processes: Processes): Promise<Cluster> {
  const owner = runAs();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const password = randomBytes(18).toString('base64url');
  const pwFile = path.join(dir, 'pwfile');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (owner) fs.chownSync(pwFile, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(BIN, 'initdb'),
    ['-D', data, '-U', USER, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale', '--no-sync'],
    {
      ...owner,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: 'ignore',
    },
  );
  fs.rmSync(pwFile);

  const port = await freePort();
  const settings = [
    'listen_addresses=127.0.0.1',
    `port=${port}`,
    `unix_socket_directories=${dir}`,
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=200',
  ];
  const server = processes.start(
    'postgres',
    path.join(BIN, 'postgres'),
    ['-D', data, ...settings.flatMap((setting) => ['-c', setting])],
    {
      ...owner,
      stopSignal: 'SIGINT',
    },
  );
  const admin = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await waitFor(
    'PostgreSQL accepting connections',
    () => query(`${admin}/postgres`, 'select 1').then(() => true),
    server,
    30_000,
  );
  await query(`${admin}/postgres`, 'create database netclass');
  const version = String((await query(`${admin}/netclass`, 'show server_version'))[0]?.server_version);
  return { url: `${admin}/netclass`, version };
}

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { create as createTar } from 'tar';
import type { Config } from '../config.js';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.js';
import { takeInstanceLock } from '../lib/instance-lock.js';
import { dumpDatabase } from './database-dump.js';
import { journalEntries, type BackupManifest } from './manifest.js';

/** Files an upload is still writing (storage/local-disk.ts): never part of a backup. */
const STAGING_UPLOADS = 'files/.tmp';

/**
 * `npm run backup` (docs/operations.md): one .tar.gz with manifest.json, the database as COPY
 * files from one snapshot (ops/database-dump.ts) and the uploaded files, taken while the app
 * runs (through its embedded PostgreSQL) or while it does not (starting that database for the
 * time of the dump). The files are read after the snapshot, so every file a dumped row names
 * is there, unless deleted in the meantime. Written beside `out` first, renamed when whole.
 */
export async function createBackup(config: Config, out: string, log: Logger): Promise<BackupManifest> {
  if (config.databaseUrl) {
    throw new Error(
      'npm run backup is for the embedded database (no DATABASE_URL). With an external PostgreSQL, use its own backups (pg_dump, managed snapshots) ' +
        'and back up the file storage.',
    );
  }
  const staging = `${out}.staging-${randomBytes(4).toString('hex')}`;
  let url = runningEmbeddedUrl(config.dataDir);
  let embedded: EmbeddedPostgres | undefined;
  let releaseLock: (() => void) | undefined;
  if (!url) {
    // The app is not running: its database is started for the dump, and the app cannot start meanwhile.
    releaseLock = takeInstanceLock(config.dataDir);
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = embedded.url;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    fs.mkdirSync(staging);
    const database = await dumpDatabase(client, path.join(staging, 'database'));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      versions: {
        node: process.version,
        postgres: await scalar(client, 'show server_version'),
        graphileWorker: await scalar(client, 'select max(id)::text from graphile_worker.migrations'),
      },
      migrations: await appliedMigrations(client),
      database,
      files: fs.existsSync(config.filesDir),
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (manifest.files) fs.symlinkSync(config.filesDir, path.join(staging, 'files'));
    const partial = `${out}.partial`;
    await createTar(
      // follow: the files/ link is packed as the folder it points to.
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (entry) => !entry.startsWith(STAGING_UPLOADS),
      },
      ['manifest.json', 'database', ...(manifest.files ? ['files'] : [])],
    );
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(`${out}.partial`, { force: true });
    await client.end().catch(() => undefined);
    await embedded?.stop();
    releaseLock?.();
  }
}

const scalar = async (client: pg.Client, text: string) =>
  String(Object.values((await client.query<Record<string, unknown>>(text)).rows[0] ?? {})[0] ?? '');

/** How many migrations drizzle recorded, and the tag of the last (matched on its journal time). */
async function appliedMigrations(client: pg.Client): Promise<BackupManifest['migrations']> {
  const { rows } = await client.query<{ count: number; last: string | null }>(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const { count, last } = rows[0]!;
  return { count, last: journalEntries().find((entry) => String(entry.when) === last)?.tag ?? null };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'pino';
import { extract as extractTar } from 'tar';
import type { Config } from '../config.js';
import { connect, migrateJobs, migrationsFolder } from '../db/client.js';
import { clusterDirs, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { takeInstanceLock } from '../lib/instance-lock.js';
import { loadDatabase } from './database-dump.js';
import { journalEntries, manifestSchema, type BackupManifest } from './manifest.js';

/** What an app keeps in DATA_DIR; --force removes these (and nothing else). */
const APP_ENTRIES = ['pg', 'files', 'pg-password', 'postgres.log'];

export class RestoreRefused extends Error {}

/**
 * `npm run restore -- <archive>` (docs/operations.md) into DATA_DIR, which must be empty
 * (missing is fine) unless `force` (then the app must not be running there, and its database
 * and files are replaced). A new embedded cluster is made, migrated up to the archive's
 * migration count, and loaded; the app's next start applies any later migrations (an upgrade).
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  options: { force: boolean },
  log: Logger,
): Promise<BackupManifest> {
  if (config.databaseUrl) throw new RestoreRefused('npm run restore is for the embedded database: unset DATABASE_URL.');
  if (!fs.existsSync(archive)) throw new RestoreRefused(`No such archive: ${archive}`);
  const { dataDir } = config;
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (present.length && !options.force) {
    throw new RestoreRefused(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}). Restore into an empty DATA_DIR, or add --force to replace its database and files.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeInstanceLock(dataDir); // throws while the app runs there
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  try {
    fs.mkdirSync(staging);
    await extractTar({ file: archive, cwd: staging, strict: true });
    const manifest = readManifest(staging);
    const known = journalEntries();
    if (manifest.migrations.count > known.length) {
      throw new RestoreRefused(
        `The archive was made by a newer version of the app (${manifest.migrations.count} migrations; this one knows ${known.length}). Restore it ` +
          `with that version or a later one.`,
      );
    }
    for (const entry of APP_ENTRIES) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    for (const pgDir of clusterDirs(dataDir).slice(1)) fs.rmSync(pgDir, { recursive: true, force: true });

    const embedded = await startEmbeddedPostgres(dataDir, log);
    const database = connect(embedded.url, log, { connections: 1 });
    try {
      await migrateUpTo(database.db, known.slice(0, manifest.migrations.count), staging);
      await migrateJobs(database.pool);
      const client = await database.pool.connect();
      try {
        await loadDatabase(client, path.join(staging, 'database'), manifest.database);
      } finally {
        client.release();
      }
    } finally {
      await database.close();
      await embedded.stop();
    }
    if (manifest.files) fs.renameSync(path.join(staging, 'files'), config.filesDir);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    releaseLock();
  }
}

function readManifest(staging: string): BackupManifest {
  const file = path.join(staging, 'manifest.json');
  const parsed = manifestSchema.safeParse(fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
  if (!parsed.success) throw new RestoreRefused('This is not a NetClass backup archive (no valid manifest.json).');
  return parsed.data;
}

/** The app's migrations up to the archive's: a migrations folder of the first entries only, beside the extracted archive. */
async function migrateUpTo(
  db: Parameters<typeof migrate>[0],
  entries: ReturnType<typeof journalEntries>,
  staging: string,
): Promise<void> {
  const folder = path.join(staging, 'migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  await migrate(db, { migrationsFolder: folder });
}

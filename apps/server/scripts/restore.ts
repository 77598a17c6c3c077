// `npm run restore -- <archive> [--force]`: an archive of `npm run backup` into an empty DATA_DIR (docs/operations.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { restoreBackup } from '../src/ops/restore.js';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]');
  process.exit(2);
}
const archive = path.resolve(positionals[0]!);
const config = loadConfig();
const log = pino({ level: 'warn' });

restoreBackup(config, archive, { force: values.force }, log).then(
  (manifest) =>
    console.log(
      `Restored ${archive} (taken ${manifest.createdAt}) into ${config.dataDir}. Start the app on it: npm start`,
    ),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

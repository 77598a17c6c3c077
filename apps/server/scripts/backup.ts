// `npm run backup -- [--out file]`: the embedded database and the uploaded files of DATA_DIR in one archive (docs/operations.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { createBackup } from '../src/ops/backup.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(values.out ?? `netclass-backup-${stamp}.tar.gz`);
const log = pino({ level: 'warn' });

createBackup(loadConfig(), out, log).then(
  (manifest) => {
    const rows = manifest.database.tables.length;
    console.log(
      `Backup written to ${out} (${rows} tables, migrations up to ` +
        `${manifest.migrations.last ?? manifest.migrations.count}${manifest.files ? ', uploaded files' : ''}).`,
    );
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { copyLocalFilesToS3 } from '../src/storage/copy-to-s3.js';

/**
 * `npm run storage:copy-to-s3`: copies DATA_DIR/files into the bucket that the STORAGE=s3
 * settings name (docs/operations.md, "Files in S3-compatible storage"). Safe to run again: what is there
 * with the same size is skipped.
 */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (config.storage.kind !== 's3') {
  console.error(
    'Set STORAGE=s3 and the S3_* settings of the bucket to copy into (docs/operations.md, "Files in S3-compatible storage").',
  );
  process.exit(1);
}
console.log(`Copying ${config.filesDir} into bucket ${config.storage.s3.bucket}…`);
const report = await copyLocalFilesToS3(config.filesDir, config.storage.s3, (line) => console.log(line));
console.log(
  `${report.copied} copied (${report.bytes} bytes), ${report.skipped} already there, ${report.failed.length} failed.`,
);
for (const failure of report.failed) console.error(`  ${failure}`);
process.exit(report.failed.length ? 1 : 0);

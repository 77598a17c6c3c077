/**
 * `npm run test:scale-out` (docs/decisions/032-scale-out.md): a throwaway PostgreSQL 15, two
 * app instances on it keeping their files in an S3 server (s3rver, in this process), HAProxy
 * in front (deploy/haproxy.cfg), and the checks of issue 16 item 2 through the proxy and on
 * each instance. Needs Debian's postgresql-15 and haproxy (.ci/run installs them); installs
 * and builds nothing. Every process and temporary folder is removed at the end, also on
 * failure or Ctrl+C.
 */
import { INSTANCE_LIMITS, scaleOutChecks } from './checks.js';
import { ScaleOutEnvironment } from './environment.js';

const startedAt = Date.now();
const environment = new ScaleOutEnvironment();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<boolean> {
  const { cluster, storage, deployment, admin } = await environment.start(INSTANCE_LIMITS);
  console.log(
    `PostgreSQL ${cluster.version}; files in s3rver at ${storage.downloadOrigin}; server: ${deployment.runner}`,
  );
  console.log(
    `instances A ${deployment.a}, B ${deployment.b}; HAProxy ${deployment.proxy} (${seconds(Date.now() - startedAt)} to start)\n`,
  );

  const { checks, close } = await scaleOutChecks(deployment, admin, storage.downloadOrigin);
  let failed = 0;
  try {
    for (const check of checks) {
      const began = Date.now();
      try {
        const detail = await check.run();
        console.log(`  ok    ${check.name} (${seconds(Date.now() - began)}): ${detail}`);
      } catch (error) {
        failed++;
        console.log(
          `  FAIL  ${check.name} (${seconds(Date.now() - began)}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    close();
  }
  console.log(`\n${checks.length - failed} of ${checks.length} checks passed in ${seconds(Date.now() - startedAt)}.`);
  return failed === 0;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error('The scale-out test could not run:', error);
} finally {
  if (!passed) environment.printLogs();
  await environment.cleanUp();
}
process.exit(passed ? 0 : 1);

/**
 * `npm run test:scale-out` (docs/decisions/032-scale-out.md): a throwaway PostgreSQL 15, two
 * app instances on it sharing their files, HAProxy in front (deploy/haproxy.cfg), and the
 * checks of issue 16 item 2 through the proxy and on each instance. Needs Debian's
 * postgresql-15 and haproxy (.ci/run installs them); installs and builds nothing. Every
 * process and temporary folder is removed at the end, also on failure or Ctrl+C.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INSTANCE_LIMITS, scaleOutChecks } from './checks.js';
import { deploy } from './instances.js';
import { startCluster } from './postgres-cluster.js';
import { Processes } from './processes.js';
import { startSharedStorage, type SharedStorage } from './storage.js';

const startedAt = Date.now();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-scale-out-'));
// PostgreSQL runs as another user when we are root: it must pass through this folder.
fs.chmodSync(root, 0o755);
const processes = new Processes(path.join(root, 'logs'));
let storage: SharedStorage | undefined;
let cleaned: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaned ??= (async () => {
    await processes.stopAll().catch((error: unknown) => console.error('stopping the processes failed:', error));
    await storage?.stop().catch((error: unknown) => console.error('stopping the storage failed:', error));
    fs.rmSync(root, { recursive: true, force: true });
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<boolean> {
  const cluster = await startCluster(path.join(root, 'pg'), processes);
  storage = await startSharedStorage(path.join(root, 'shared-data'));
  const admin = { id: 1, password: randomBytes(12).toString('base64url') };
  const deployment = await deploy(processes, {
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url,
    SEED: 'demo',
    ADMIN_ID: String(admin.id),
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ACCESS_LOG_LEVEL: 'silent',
    ...INSTANCE_LIMITS,
    ...storage.env,
  });
  console.log(`PostgreSQL ${cluster.version}; server: ${deployment.runner}`);
  console.log(`instances A ${deployment.a}, B ${deployment.b}; HAProxy ${deployment.proxy} (${seconds(Date.now() - startedAt)} to start)\n`);

  const { checks, close } = await scaleOutChecks(deployment, admin);
  let failed = 0;
  try {
    for (const check of checks) {
      const began = Date.now();
      try {
        const detail = await check.run();
        console.log(`  ok    ${check.name} (${seconds(Date.now() - began)}): ${detail}`);
      } catch (error) {
        failed++;
        console.log(`  FAIL  ${check.name} (${seconds(Date.now() - began)}): ${error instanceof Error ? error.message : String(error)}`);
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
  if (!passed) {
    for (const name of processes.names) {
      const tail = processes.logTail(name);
      if (tail.trim()) console.error(`\n--- the end of ${name}'s log ---\n${tail}`);
    }
  }
  await cleanUp();
}
process.exit(passed ? 0 : 1);

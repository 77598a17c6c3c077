/**
 * A throwaway scale-out deployment (docs/decisions/032-scale-out.md): PostgreSQL 15, the
 * shared storage (storage.ts), two app instances and HAProxy in front, in one temporary
 * folder. `npm run test:scale-out` (run.ts) checks it; bench/cohort-scale-out.ts loads it.
 * `cleanUp` stops every process (and whatever was added with `alsoStop`) and removes the
 * folder; it also runs on Ctrl+C.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy, type Deployment } from './instances.js';
import { startCluster, type Cluster } from './postgres-cluster.js';
import { Processes } from './processes.js';
import { startSharedStorage, type SharedStorage } from './storage.js';

export interface ScaleOut {
  cluster: Cluster;
  storage: SharedStorage;
  deployment: Deployment;
  admin: { id: number; password: string };
}

export class ScaleOutEnvironment {
  readonly root = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-scale-out-'));
  readonly processes: Processes;
  private readonly stops: (() => Promise<unknown>)[] = [];
  private cleaned: Promise<void> | undefined;

  constructor() {
    // PostgreSQL runs as another user when we are root: it must pass through this folder.
    fs.chmodSync(this.root, 0o755);
    this.processes = new Processes(path.join(this.root, 'logs'));
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        console.error(`\n${signal}: cleaning up`);
        void this.cleanUp().then(() => process.exit(130));
      });
    }
  }

  /** Starts everything; `instanceEnv` is added to both instances' environment. */
  async start(instanceEnv: Record<string, string>): Promise<ScaleOut> {
    const cluster = await startCluster(path.join(this.root, 'pg'), this.processes);
    const storage = await startSharedStorage();
    this.alsoStop(storage.stop);
    const admin = { id: 1, password: randomBytes(12).toString('base64url') };
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: cluster.url,
      SEED: 'demo',
      ADMIN_ID: String(admin.id),
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ACCESS_LOG_LEVEL: 'silent',
      ...instanceEnv,
      ...storage.env,
    };
    const deployment = await deploy(this.processes, env, this.root);
    return { cluster, storage, deployment, admin };
  }

  /** Something else to stop at clean-up, before the processes (PostgreSQL among them). */
  alsoStop(stop: () => Promise<unknown>): void {
    this.stops.push(stop);
  }

  /** The end of each process's log, for a failure's report. */
  printLogs(): void {
    for (const name of this.processes.names) {
      const tail = this.processes.logTail(name);
      if (tail.trim()) console.error(`\n--- the end of ${name}'s log ---\n${tail}`);
    }
  }

  cleanUp(): Promise<void> {
    this.cleaned ??= (async () => {
      for (const stop of this.stops.splice(0).reverse())
        await stop().catch((error: unknown) => console.error('stopping failed:', error));
      await this.processes.stopAll().catch((error: unknown) => console.error('stopping the processes failed:', error));
      fs.rmSync(this.root, { recursive: true, force: true });
    })();
    return this.cleaned;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/lib/paths.js';

/** The real server process (server.ts with its embedded PostgreSQL), as an operator runs it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stderr. */
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Processes started and not yet exited. */
const runningServers = new Set<ChildProcess>();

/** A new temporary folder PostgreSQL can enter (when root runs the tests, it runs as `postgres`). */
export function serverDataRoot(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * For a test file's afterAll, after stopAllServerProcesses: stops the PostgreSQL a failure
 * between a kill and the next start leaves running on `dataDir`, and removes the folder.
 */
export function removeServerDataRoot(dataDir: string): void {
  try {
    const [pid] = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    process.kill(Number(pid), 'SIGQUIT');
  } catch {
    /* not running */
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** For a test file's afterAll: stops (SIGTERM) every server process still running and waits for each. */
export async function stopAllServerProcesses(): Promise<void> {
  for (const child of runningServers) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Starts server.ts on `dataDir` (SEED=admin with `admin`'s credentials) and resolves once it listens. */
export async function startServerProcess(
  dataDir: string,
  admin: { id: number; password: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '', // the embedded database, whatever the environment says
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'admin',
      ADMIN_ID: String(admin.id),
      ADMIN_PASSWORD: admin.password,
      DB_RESTART_TIMEOUT_SECONDS: '2',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningServers.add(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      runningServers.delete(child);
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (listening) resolve(listening[1]!);
    });
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${stdout}\n${stderr}`)),
    );
  });
  return { child, url, stderr: () => stderr, exited };
}

/** One JSON call to the process, with a bearer token when given. */
export async function callServer<T = unknown>(
  server: ServerProcess,
  method: string,
  url: string,
  token: string | undefined,
  payload?: object,
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Stops the process with SIGTERM (a graceful shutdown) and answers its exit code. */
export async function stopServerProcess(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** Kills the process with SIGKILL (no shutdown at all; its PostgreSQL is left running) and waits for its exit. */
export async function killServerProcess(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Signs in with the default password id@1 and makes the first password change the account must make first; answers the token. */
export async function firstLogin(server: ServerProcess, id: number): Promise<string> {
  const password = `${id}@1`;
  const { token } = (
    await callServer<{ token: string }>(server, 'POST', '/api/auth/login', undefined, { id, password })
  ).body;
  const change = { currentPassword: password, newPassword: 'mat-khau-rieng', confirmPassword: 'mat-khau-rieng' };
  const changed = await callServer(server, 'PUT', '/api/user/profile', token, change);
  if (changed.status !== 200) throw new Error(`the first password change of ${id} answered ${changed.status}`);
  return token;
}

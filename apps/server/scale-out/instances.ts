import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/lib/paths.js';
import { freePort, waitFor, type Processes } from './processes.js';

export interface Deployment {
  a: string;
  b: string;
  proxy: string;
  /** How the server ran: the built bundle, or the sources through tsx. */
  runner: string;
}

const serverRoot = path.join(repoRoot, 'apps', 'server');
const bundle = path.join(serverRoot, 'dist', 'server.js');

/** Newest modification time below `dir`. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** The built server when `npm run build` made it from the current sources; else the sources through tsx (nothing is built here). */
function serverCommand(): { args: string[]; runner: string } {
  const sources = ['src', 'drizzle']
    .map((dir) => path.join(serverRoot, dir))
    .concat(path.join(repoRoot, 'packages', 'shared', 'src'));
  if (fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs >= Math.max(...sources.map(newest))) {
    return { args: ['--enable-source-maps', bundle], runner: 'apps/server/dist/server.js (built)' };
  }
  return {
    args: ['--import', 'tsx', path.join(serverRoot, 'src', 'server.ts')],
    runner: 'apps/server/src/server.ts through tsx (no current build)',
  };
}

const healthy = (base: string) => () => fetch(`${base}/api/health`).then((response) => response.status === 200);

/**
 * Two instances on one database, then HAProxy in front with deploy/haproxy.cfg. Instance A
 * starts first and alone: it migrates and seeds the empty database (as the first start of a
 * real deployment does); B then finds both done. Each has a DATA_DIR of its own below
 * `dataRoot`: two machines share no disk.
 */
export async function deploy(processes: Processes, env: Record<string, string>, dataRoot: string): Promise<Deployment> {
  const { args, runner } = serverCommand();
  const ports = { a: await freePort(), b: await freePort() };
  const base = (port: number) => `http://127.0.0.1:${port}`;
  for (const name of ['a', 'b'] as const) {
    const child = processes.start(`app-${name}`, process.execPath, args, {
      env: { ...env, DATA_DIR: path.join(dataRoot, `instance-${name}`), PORT: String(ports[name]), HOST: '127.0.0.1' },
    });
    await waitFor(`instance ${name} answering`, healthy(base(ports[name])), child, 90_000);
  }
  const proxy = await startProxy(processes, 'haproxy', base(ports.a), base(ports.b));
  return { a: base(ports.a), b: base(ports.b), proxy, runner };
}

/** HAProxy with deploy/haproxy.cfg in front of two servers (http://host:port each); answers its own address once a server passed its health check. */
export async function startProxy(processes: Processes, name: string, a: string, b: string): Promise<string> {
  const base = `http://127.0.0.1:${await freePort()}`;
  const proxy = processes.start(name, 'haproxy', ['-db', '-f', path.join(repoRoot, 'deploy', 'haproxy.cfg')], {
    env: { NETCLASS_PROXY_BIND: new URL(base).host, NETCLASS_APP_A: new URL(a).host, NETCLASS_APP_B: new URL(b).host },
  });
  await waitFor(`${name} answering`, healthy(base), proxy, 15_000);
  return base;
}

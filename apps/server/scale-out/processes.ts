import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

interface Tracked {
  name: string;
  child: ChildProcess;
  stopSignal: NodeJS.Signals;
  logFile: string;
}

/** A free TCP port on loopback (never assume 5432 or 3000 is free). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Every process the harness starts, each logging to a file of its own; `stopAll` ends them
 * in reverse order (the stop signal, then SIGKILL after 10 s), on success and failure alike.
 */
export class Processes {
  private readonly tracked: Tracked[] = [];

  constructor(private readonly logDir: string) {
    fs.mkdirSync(logDir, { recursive: true });
  }

  start(
    name: string,
    command: string,
    args: string[],
    options: { env?: Record<string, string>; uid?: number; gid?: number; stopSignal?: NodeJS.Signals } = {},
  ): ChildProcess {
    const logFile = path.join(this.logDir, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', out, out],
      uid: options.uid,
      gid: options.gid,
    });
    fs.closeSync(out);
    this.tracked.push({ name, child, stopSignal: options.stopSignal ?? 'SIGTERM', logFile });
    return child;
  }

  /** The end of a process's log, for a failure's report. */
  logTail(name: string, chars = 3000): string {
    const entry = this.tracked.find((tracked) => tracked.name === name);
    return entry && fs.existsSync(entry.logFile) ? fs.readFileSync(entry.logFile, 'utf8').slice(-chars) : '';
  }

  get names(): string[] {
    return this.tracked.map((tracked) => tracked.name);
  }

  async stopAll(): Promise<void> {
    for (const { child, stopSignal } of this.tracked.splice(0).reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(stopSignal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

/** Waits until `check` holds (polling every 100 ms), failing early when `child` exits. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  child: ChildProcess | undefined,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

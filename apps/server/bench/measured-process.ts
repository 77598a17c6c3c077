/**
 * A benchmark's server side in a process of its own, measured over IPC: the child sends
 * `ready` with what the driver needs, measures its own event-loop delay and CPU time between
 * `measure` and `report`, and ends on `stop`; `forkMeasured` is the driver's side.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What a measured process did between `measure` and `report`. */
export interface ProcessReport {
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  rssMb: number;
  cpuMs: number;
}

/** This process's event-loop delay and CPU time from `start()` to `stop()` (a bench server's `measure` and `report`). */
export function loadMeter() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let cpuAtStart = process.cpuUsage();
  return {
    start(): void {
      delay.reset();
      delay.enable();
      cpuAtStart = process.cpuUsage();
    },
    stop() {
      delay.disable();
      const cpu = process.cpuUsage(cpuAtStart);
      return {
        delayP50Ms: delay.percentile(50) / 1e6,
        delayP99Ms: delay.percentile(99) / 1e6,
        delayMaxMs: delay.max / 1e6,
        cpuMs: (cpu.user + cpu.system) / 1000,
      };
    },
  };
}
export type LoadFigures = ReturnType<ReturnType<typeof loadMeter>['stop']>;

/**
 * A benchmark's server side forked as a process of its own (a TypeScript file, run as this
 * process runs: tsx), spoken to over IPC: `next(kind)` waits for its next message, which must be
 * of that kind (its exit instead is an error); `tell` sends one; `stop` asks it to end
 * (`{ kind: 'stop' }`) and waits; `kill` ends it with SIGKILL, no shutdown at all.
 */
export function forkServerProcess<From extends { kind: string }, To extends { kind: string }>(
  script: URL,
  env: Record<string, string>,
  execArgv: string[] = [],
) {
  const child = fork(script, { env: { ...process.env, ...env }, execArgv: [...process.execArgv, ...execArgv] });
  return {
    next: async <K extends From['kind']>(kind: K) => {
      const [message] = (await Promise.race([
        once(child, 'message'),
        once(child, 'exit').then(() => [{ kind: 'exit' }]),
      ])) as [From | { kind: 'exit' }];
      if (message.kind !== kind) throw new Error(`${script.pathname} said ${message.kind}, not ${kind}`);
      return message as Extract<From, { kind: K }>;
    },
    tell: (message: To) => child.send(message),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ kind: 'stop' });
      await once(child, 'exit');
    },
    kill: async () => {
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}

type ToChild = { kind: 'measure' } | { kind: 'report' } | { kind: 'stop' };
type FromChild<Ready> = { kind: 'ready'; ready: Ready } | { kind: 'report'; report: ProcessReport };

/** The child's side: announces `ready`, then answers the driver until `stop`, which runs `stop` and exits. */
export function answerMeasurements<Ready>(ready: Ready, stop: () => Promise<unknown>): void {
  const send = (message: FromChild<Ready>) => process.send?.(message);
  const load = loadMeter();
  process.on('message', (message: ToChild) => {
    if (message.kind === 'measure') {
      load.start();
    } else if (message.kind === 'report') {
      send({ kind: 'report', report: { ...load.stop(), rssMb: process.memoryUsage().rss / 2 ** 20 } });
    } else {
      void stop().finally(() => process.exit(0));
    }
  });
  send({ kind: 'ready', ready });
}

export interface MeasuredProcess<Ready> {
  ready: Ready;
  measure(): void;
  report(): Promise<ProcessReport>;
  stop(): Promise<void>;
}

/** Forks `script` (a TypeScript file, run as this process runs: tsx) with `env` added, and waits for its `ready`. */
export async function forkMeasured<Ready>(
  script: URL,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<MeasuredProcess<Ready>> {
  const child = forkServerProcess<FromChild<Ready>, ToChild>(script, env, execArgv);
  const { ready } = await child.next('ready');
  return {
    ready,
    measure: () => child.tell({ kind: 'measure' }),
    report: async () => (child.tell({ kind: 'report' }), (await child.next('report')).report),
    stop: child.stop,
  };
}

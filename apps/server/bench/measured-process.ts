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

type ToChild = { kind: 'measure' } | { kind: 'report' } | { kind: 'stop' };
type FromChild<Ready> = { kind: 'ready'; ready: Ready } | { kind: 'report'; report: ProcessReport };

/** The child's side: announces `ready`, then answers the driver until `stop`, which runs `stop` and exits. */
export function answerMeasurements<Ready>(ready: Ready, stop: () => Promise<unknown>): void {
  const send = (message: FromChild<Ready>) => process.send?.(message);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let cpuAtMeasure = process.cpuUsage();
  process.on('message', (message: ToChild) => {
    if (message.kind === 'measure') {
      delay.reset();
      delay.enable();
      cpuAtMeasure = process.cpuUsage();
    } else if (message.kind === 'report') {
      delay.disable();
      const ms = (ns: number) => ns / 1e6;
      const cpu = process.cpuUsage(cpuAtMeasure);
      const report = { delayP50Ms: ms(delay.percentile(50)), delayP99Ms: ms(delay.percentile(99)), delayMaxMs: ms(delay.max), rssMb: process.memoryUsage().rss / 2 ** 20, cpuMs: (cpu.user + cpu.system) / 1000 };
      send({ kind: 'report', report });
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
export async function forkMeasured<Ready>(script: URL, env: Record<string, string>, execArgv: string[] = []): Promise<MeasuredProcess<Ready>> {
  const child = fork(script, { env: { ...process.env, ...env }, execArgv: [...process.execArgv, ...execArgv] });
  const next = async <K extends FromChild<Ready>['kind']>(kind: K) => {
    const [message] = (await Promise.race([once(child, 'message'), once(child, 'exit').then(() => [{ kind: 'exit' }])])) as [FromChild<Ready> | { kind: 'exit' }];
    if (message.kind !== kind) throw new Error(`${script.pathname} said ${message.kind}, not ${kind}`);
    return message as Extract<FromChild<Ready>, { kind: K }>;
  };
  const tell = (message: ToChild) => child.send(message);
  const { ready } = await next('ready');
  return {
    ready,
    measure: () => tell({ kind: 'measure' }),
    report: async () => (tell({ kind: 'report' }), (await next('report')).report),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      tell({ kind: 'stop' });
      await once(child, 'exit');
    },
  };
}

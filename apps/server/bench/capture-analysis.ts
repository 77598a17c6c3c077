/**
 * A captured hand-in analysed on the worker-thread pool (docs/captures.md, "Analysis on the
 * server"; decision 047): a built pcap of 100,000 packets (the usual lab mix, about 20 MB)
 * written to a temporary file, then, each measured alone:
 *   - anchor: a bare read of the file on the main thread (file stream, capture reader, no dissection);
 *   - pool: the analysis as the job runs it (file stream here, list pass on a worker thread);
 *   - main: the same list pass on the main thread, for contrast (what the pool spares the event loop).
 * Reported: wall time, the process's CPU time (every thread) and the main event loop's p99 delay
 * (monitorEventLoopDelay at 1 ms resolution) while it ran. No assertion: figures.
 *
 *   npx tsx apps/server/bench/capture-analysis.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CaptureReader } from '@netclass/shared/captures';
import { labMixCapture } from '../../../packages/shared/src/captures/lab-mix.fixtures.js';
import { WorkerPool } from '../src/infra/worker-pool.js';
import { CaptureSummarizer } from '../src/infra/workers/capture-summary.js';
import { printTable, stopAfter } from './harness.js';

const PACKETS = 100_000;
const done = stopAfter(300_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-capture-bench-'));
const file = path.join(dir, 'lab.pcap');
fs.writeFileSync(file, labMixCapture(PACKETS));
const open = () => fs.createReadStream(file, { highWaterMark: 64 * 1024 });

async function measure(work: () => Promise<unknown>): Promise<{ wallMs: number; cpuMs: number; p99Ms: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const cpu = process.cpuUsage();
  const start = performance.now();
  delay.enable();
  await work();
  delay.disable();
  const used = process.cpuUsage(cpu);
  return {
    wallMs: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
    p99Ms: delay.percentile(99) / 1e6,
  };
}

async function bareRead(): Promise<void> {
  const reader = new CaptureReader();
  for await (const chunk of open()) for (const record of reader.push(chunk as Buffer)) void record;
  reader.end();
}

async function onMainThread(): Promise<void> {
  const summarizer = new CaptureSummarizer();
  for await (const chunk of open()) summarizer.push(chunk as Buffer);
  summarizer.end();
}

const pool = new WorkerPool(Math.max(1, os.availableParallelism() - 1));
const analyse = async () => {
  const stream = open();
  try {
    return await pool.analyseCapture(stream, 120_000);
  } finally {
    stream.destroy();
  }
};
await analyse(); // the worker thread's start (and, from sources, tsx's) is not measured

const rows = [['', 'wall ms', 'CPU ms (all threads)', 'event loop p99 ms']];
const runs: [string, () => Promise<unknown>][] = [
  ['anchor: bare read (main thread)', bareRead],
  ['analysis on the pool', analyse],
  ['same pass on the main thread', onMainThread],
];
for (const [name, work] of runs) {
  await work();
  const results = [await measure(work), await measure(work), await measure(work)].sort((a, b) => a.cpuMs - b.cpuMs);
  const median = results[1]!;
  rows.push([name, median.wallMs.toFixed(0), median.cpuMs.toFixed(0), median.p99Ms.toFixed(1)]);
}
const summary = (await analyse()).summary;
console.log(
  `${summary.packets} packets, ${(fs.statSync(file).size / 1e6).toFixed(1)} MB, ${summary.tcp_streams} TCP streams`,
);
console.log('median of three runs each');
printTable(rows);
await pool.close();
fs.rmSync(dir, { recursive: true, force: true });
done();

/**
 * An app instance measured from the outside, through its own `GET /metrics` (loopback, no
 * METRICS_TOKEN): prom-client's event-loop delay percentiles (its histogram restarts at each
 * scrape, so a scrape at `measure` opens the window the one at `report` reads), resident
 * memory, and the CPU seconds spent between the two scrapes.
 */
import type { ProcessReport } from './measured-process.js';

type Sample = Map<string, number>;

async function scrape(base: string): Promise<Sample> {
  const response = await fetch(`${base}/metrics`);
  if (!response.ok) throw new Error(`GET ${base}/metrics: ${response.status}`);
  const sample: Sample = new Map();
  for (const line of (await response.text()).split('\n')) {
    const [name, value] = line.split(' ');
    if (name && value && !name.startsWith('#') && !name.includes('{')) sample.set(name, Number(value));
  }
  return sample;
}

function read(sample: Sample, name: string): number {
  const value = sample.get(name);
  if (value === undefined) throw new Error(`/metrics has no ${name}`);
  return value;
}

/** Measures an instance at `base` between `measure` and `report`. */
export function scrapedInstance(base: string) {
  let cpuAtMeasure = 0;
  return {
    async measure(): Promise<void> {
      cpuAtMeasure = read(await scrape(base), 'process_cpu_seconds_total');
    },
    async report(): Promise<ProcessReport> {
      const sample = await scrape(base);
      const ms = (name: string) => read(sample, name) * 1000;
      return {
        delayP50Ms: ms('nodejs_eventloop_lag_p50_seconds'),
        delayP99Ms: ms('nodejs_eventloop_lag_p99_seconds'),
        delayMaxMs: ms('nodejs_eventloop_lag_max_seconds'),
        rssMb: read(sample, 'process_resident_memory_bytes') / 2 ** 20,
        cpuMs: (read(sample, 'process_cpu_seconds_total') - cpuAtMeasure) * 1000,
      };
    },
  };
}

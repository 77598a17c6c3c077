import pg from 'pg';
import { vi } from 'vitest';

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? '');

/**
 * How many queries `request` makes. Background work shares the driver and only adds queries:
 * the job queue's are left out by name, and of three runs the fewest is the request's own
 * count (an outbox delivery or a job may run beside one of them).
 */
export async function queriesOf(request: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const counts: number[] = [];
    for (let run = 0; run < 3; run++) {
      spy.mockClear();
      await request();
      counts.push(spy.mock.calls.filter(([query]) => !textOf(query).includes('graphile_worker')).length);
    }
    return Math.min(...counts);
  } finally {
    spy.mockRestore();
  }
}

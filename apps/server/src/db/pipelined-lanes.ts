import pg from 'pg';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';

/**
 * On two cores, two lanes measured best (docs/decisions/034): fewer lanes make bigger writes
 * and fewer busy backends; each turn's statements still go to the less busy of the two.
 */
export const DEFAULT_DATABASE_LANES = 2;

type Lane = { client: pg.Client; pending: number };

/** The lanes open now, and the statements sent down them and not yet answered. */
export interface LaneLoad {
  open: number;
  inFlight: number;
}
type Corkable = { cork(): void; uncork(): void };

/**
 * Sends the pool's single statements (`pool.query`: how Drizzle runs every statement outside a
 * transaction) down a few long-lived connections in pg's pipeline mode. Transactions, cursors and
 * LISTEN still check a connection out of the pool (`pool.connect()`) and have it to themselves.
 *
 * Why (docs/decisions/034-pipelined-statements.md): a pooled connection is held from a
 * statement's send until the event loop has read its answer, so under load each connection
 * carries one statement per turn of the loop and statements queue for the pool while the
 * database has time to spare. A lane takes the next statement while the last is on its way.
 *
 * The statements of one turn of the event loop (a page's parts run together) go down the lane
 * with the fewest in flight, in one write. A lane that breaks fails the statements in flight on
 * it, as a broken pooled connection fails its one, and a new lane opens for the next statement.
 *
 * Returns a reader of the lanes' load (for /metrics: the pool's own counts no longer see them).
 */
export function pipelineSingleStatements(pool: pg.Pool, laneCount: number, log: Logger): () => LaneLoad {
  const lanes: Lane[] = [];
  let ended = false;

  const open = (): Lane => {
    const lane: Lane = { client: new pg.Client({ ...pool.options, pipeline: true }), pending: 0 };
    const failed = (error: Error) => {
      if (lanes.includes(lane)) log.warn({ err: error }, 'pipelined database connection failed');
      retire(lane);
    };
    lane.client.on('error', failed);
    lane.client.on('end', () => retire(lane));
    lane.client.connect().catch(failed);
    lanes.push(lane);
    return lane;
  };

  const retire = (lane: Lane) => {
    const at = lanes.indexOf(lane);
    if (at < 0) return;
    lanes.splice(at, 1);
    lane.client.end().catch(() => undefined);
  };

  /** An idle lane, else a new one while there are fewer than `laneCount`, else the least busy. */
  const leastBusy = (): Lane => {
    let best: Lane | undefined;
    for (const lane of lanes) if (!best || lane.pending < best.pending) best = lane;
    return best && (best.pending === 0 || lanes.length >= laneCount) ? best : open();
  };

  let turnLane: Lane | undefined;
  const laneForThisTurn = (): Lane => {
    if (turnLane) return turnLane;
    const lane = leastBusy();
    // pg corks each statement's messages on its own; holding the socket corked to the end of the
    // turn makes one write of all of them.
    const stream = (lane.client as unknown as { connection: { stream: Corkable } }).connection.stream;
    stream.cork();
    turnLane = lane;
    process.nextTick(() => {
      turnLane = undefined;
      stream.uncork();
    });
    return lane;
  };

  const pooled = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    // A query object of its own (a cursor) keeps a portal open across round trips, and callers
    // passing callbacks expect the pool's semantics: both take a pooled connection.
    const custom = typeof config === 'object' && config !== null && 'submit' in config;
    // After `end`, the pool refuses it too, rather than a new lane outliving the pool.
    if (ended || custom || typeof values === 'function' || callback !== undefined)
      return pooled(config, values, callback);
    const lane = laneForThisTurn();
    lane.pending++;
    return (lane.client.query(config as pg.QueryConfig, values as unknown[]) as Promise<pg.QueryResult>).then(
      (result) => {
        lane.pending--;
        return result;
      },
      (error: unknown) => {
        lane.pending--;
        // The server ended this connection (restart, terminate): no more statements down it.
        if (isDatabaseUnavailable(error)) retire(lane);
        throw error;
      },
    );
  }) as typeof pool.query;

  const end = pool.end.bind(pool);
  pool.end = (async () => {
    ended = true;
    await Promise.all(lanes.splice(0).map((lane) => lane.client.end().catch(() => undefined)));
    await end();
  }) as typeof pool.end;

  return () => ({ open: lanes.length, inFlight: lanes.reduce((sum, lane) => sum + lane.pending, 0) });
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { processMetrics } from '../infra/metrics.js';

/** Request durations in seconds: from a cached read (ms) to a slow export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** The job-queue count at scrape time waits no longer than this for the database. */
const QUEUE_QUERY_TIMEOUT_MS = 2000;
/** graphile-worker's jobs not taken by a worker nor failed for good. */
const QUEUE_DEPTH = `select count(*) filter (where run_at <= now())::int as due, count(*) filter (where run_at > now())::int as scheduled
  from graphile_worker._private_jobs where locked_at is null and attempts < max_attempts`;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const sameToken = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` in Prometheus's text format (docs/operations.md): request durations by route
 * pattern, method and status class (timed in onResponse, one histogram observation per
 * request), and read at scrape time the database pool and its pipelined lanes, open sockets
 * and the job queue, with the process's own (infra/metrics.ts). With METRICS_TOKEN set it takes `Authorization: Bearer
 * <token>` (401 otherwise); without, only clients on loopback (403 otherwise; behind a proxy,
 * TRUST_PROXY makes the client the one the proxy names). Not part of the API document.
 */
export const metricsPlugin = fp<{ database: Database }>(async (app: FastifyInstance, { database }) => {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'netclass_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other';
    requests.observe(
      { route: request.routeOptions.url ?? 'unmatched', method: request.method, status },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const { pool } = database;
  new Gauge({
    name: 'netclass_db_pool_connections',
    help: 'Connections of the app pool by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'netclass_db_lane_statements',
    help: 'Pipelined lanes of single statements: lanes open, statements in flight on them (0 with DATABASE_LANES=0)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const load = database.laneLoad?.() ?? { open: 0, inFlight: 0 };
      this.set({ state: 'open' }, load.open);
      this.set({ state: 'in_flight' }, load.inFlight);
    },
  });
  new Gauge({
    name: 'netclass_socket_connections',
    help: 'Open Socket.IO connections of this instance',
    registers: [registry],
    collect() {
      this.set(app.io.engine.clientsCount);
    },
  });
  new Gauge({
    name: 'netclass_jobs_waiting',
    help: 'Jobs of the queue not running: due (waiting for a worker) or scheduled for later; all instances together',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      try {
        // pg takes a per-query `query_timeout`; its types know it only as a connection setting.
        const query = { text: QUEUE_DEPTH, query_timeout: QUEUE_QUERY_TIMEOUT_MS } as pg.QueryConfig;
        const { rows } = await pool.query<{ due: number; scheduled: number }>(query);
        this.set({ state: 'due' }, rows[0]!.due);
        this.set({ state: 'scheduled' }, rows[0]!.scheduled);
      } catch (err) {
        app.log.warn({ err }, 'metrics: the job queue could not be counted');
        this.reset();
      }
    },
  });

  const allowed = (request: FastifyRequest) => {
    const token = app.config.metricsToken;
    if (token) {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!sent || !sameToken(sent, token)) throw unauthenticated('METRICS_TOKEN is required.');
    } else if (!LOOPBACK.test(request.ip)) {
      throw forbidden('Metrics are read from this machine only, or with METRICS_TOKEN.');
    }
  };
  app.get(
    '/metrics',
    { config: { public: true }, schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      allowed(request);
      const text = (await processMetrics().metrics()) + (await registry.metrics());
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );
});

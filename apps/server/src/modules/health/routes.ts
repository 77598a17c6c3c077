import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

/** How long the health check waits for the database's answer. */
const CHECK_TIMEOUT_MS = 3000;
/** What a load balancer or a person should wait before asking again while the database is down. */
const RETRY_AFTER_SECONDS = 5;

const healthySchema = z.object({ status: z.literal('ok') });
const unavailableSchema = z.object({ status: z.literal('unavailable'), reason: z.string() });

/** Resolves when the database answers `select 1`; rejects when it fails or takes longer than the timeout. */
async function databaseAnswers(database: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.pool.query('select 1'), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance takes new work; a graceful shutdown (server.ts) sets `draining` first thing. */
export interface Readiness {
  draining: boolean;
}

/**
 * `GET /api/health`: 200 `{status: 'ok'}` when the database answers; 503 with the reason
 * while it is down (the supervisor's, when it is restarting the embedded one), so a load
 * balancer or a service manager can tell. `/api/health/ready` answers the same, and 503 too
 * from the moment a graceful shutdown begins (take this instance out of rotation);
 * `/api/health/live` only says the process answers (restart it when it does not).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; readiness: Readiness }> = async (
  app,
  { database, readiness },
) => {
  const unavailable = (reply: FastifyReply, reason: string) =>
    reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send({ status: 'unavailable' as const, reason });
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    let reason = database.unavailableReason?.();
    if (!reason) {
      try {
        await databaseAnswers(database);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database does not answer');
        // The supervisor may have seen its process end meanwhile: its reason says more.
        reason = database.unavailableReason?.() ?? 'the database does not answer';
      }
    }
    return unavailable(reply, reason);
  };
  const response = { 200: healthySchema, 503: unavailableSchema };

  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['ops'], summary: 'Liveness and database check', response } },
    check,
  );
  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers and the instance is not shutting down',
        response,
      },
    },
    async (request, reply) => (readiness.draining ? unavailable(reply, 'shutting down') : check(request, reply)),
  );
  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: { tags: ['ops'], summary: 'Liveness: the process answers', response: { 200: healthySchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponseSchema } from '@netclass/shared';
import { rateLimited } from '../lib/errors.js';
import type { WriteKind } from '../lib/write-limits.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route writes content of this kind: each call takes one from the user's budget (docs/decisions/011-write-limits.md). */
    writeLimit?: WriteKind;
  }
}

/**
 * Per-user write limits on every route that names its kind in `config.writeLimit`. Runs
 * after authentication and validation (a 401 or a refused body never counts): a user
 * without budget left gets 429 RATE_LIMITED with Retry-After before the handler reads
 * anything more (an attachment, say); a write that then fails (4xx or 5xx) gives its token
 * back, so only accepted writes count.
 */
export const writeLimitsPlugin = fp(async (app: FastifyInstance) => {
  const limiter = app.services.writeLimits;
  const taken = new WeakSet<FastifyRequest>();

  // The API description lists the 429 of every limited route.
  app.addHook('onRoute', (route) => {
    if (!route.config?.writeLimit || !route.schema) return;
    route.schema.response = { ...(route.schema.response as object | undefined), 429: errorResponseSchema };
  });

  app.addHook('preHandler', async (request) => {
    const kind = request.routeOptions.config.writeLimit;
    if (!kind || !request.user) return;
    const waitSeconds = limiter.take(request.user.id, kind);
    if (waitSeconds > 0) throw rateLimited(waitSeconds);
    taken.add(request);
  });

  app.addHook('onResponse', async (request, reply) => {
    const kind = request.routeOptions.config.writeLimit;
    if (kind && request.user && reply.statusCode >= 400 && taken.has(request)) limiter.giveBack(request.user.id, kind);
  });
});

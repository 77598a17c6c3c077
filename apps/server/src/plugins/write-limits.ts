import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  const taken = new WeakSet<FastifyRequest>();

  const take = async (request: FastifyRequest) => {
    const kind = request.routeOptions.config.writeLimit;
    if (!kind || !request.user) return;
    const waitSeconds = await app.services.writeLimits.take(request.user.id, kind);
    if (waitSeconds > 0) throw rateLimited(waitSeconds);
    taken.add(request);
  };
  const giveBackFailed = async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = request.routeOptions.config.writeLimit;
    if (kind && request.user && reply.statusCode >= 400 && taken.has(request)) {
      await app.services.writeLimits
        .giveBack(request.user.id, kind)
        .catch((err: unknown) => request.log.warn({ err }, 'a write token could not be given back'));
    }
  };

  // Only limited routes carry the hooks (reads pay nothing), and the API description lists their 429.
  app.addHook('onRoute', (route) => {
    if (!route.config?.writeLimit) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), take];
    route.onResponse = [...[route.onResponse ?? []].flat(), giveBackFailed];
    if (route.schema)
      route.schema.response = { ...(route.schema.response as object | undefined), 429: errorResponseSchema };
  });
});

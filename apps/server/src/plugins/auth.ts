import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../lib/errors.js';
import type { SessionUser } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not declared public. */
    user: SessionUser | undefined;
  }
  interface FastifyContextConfig {
    /** Declared on routes anyone may call; every other API route needs a live session. */
    public?: boolean;
    /** The 401 text of this route when no token was sent at all (the default otherwise). */
    missingTokenMessage?: string;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The signed-in user of a non-public route (the auth hook has already checked). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Resolves `Authorization: Bearer` to a live session row on every API route. Public routes
 * are declared with `config: { public: true }` and still see the user when one is sent.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await app.services.authenticator.user(token) : undefined;
    if (request.user || request.routeOptions.config.public) return;
    throw unauthenticated(token ? undefined : request.routeOptions.config.missingTokenMessage);
  });
});

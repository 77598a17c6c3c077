import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { passwordChangeRequired, unauthenticated } from '../lib/errors.js';
import type { SessionUser } from '../policies/session-user.js';

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
    /**
     * Declared on the few routes a user who must change a password someone else set may still
     * call (their profile, the change itself); every other non-public route answers 403.
     */
    beforePasswordChange?: boolean;
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
 * The one place that holds an account to its first password change: while its session says
 * so, every route but the public ones and those declared `beforePasswordChange` answers 403
 * PASSWORD_CHANGE_REQUIRED (docs/decisions/022-first-login-password.md).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await app.services.authenticator.user(token) : undefined;
    const { config } = request.routeOptions;
    if (config.public) return;
    if (!request.user) throw unauthenticated(token ? undefined : config.missingTokenMessage);
    if (request.user.mustChangePassword && !config.beforePasswordChange) throw passwordChangeRequired();
  });
});

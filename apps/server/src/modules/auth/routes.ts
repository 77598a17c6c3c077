import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_MESSAGES,
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
} from '@netclass/shared';
import { bearerToken } from '../../plugins/auth.js';
import { whileClientWaits } from '../../lib/client-gone.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        // A bound on every attempt, successful or not, so argon2 cannot be used to burn CPU.
        // Failed logins have limits of their own (login-throttle.ts).
        rateLimit: { max: app.config.loginLimits.requestsPerMinute, timeWindow: '1 minute' },
      },
      // A request without a body is a login with both fields missing (the spec's message).
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an id and password',
        description:
          'Failed logins are limited per (id, address), per address and per id; a refused attempt answers 429 with Retry-After.',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      app.services.auth.login(request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        signal: whileClientWaits(reply.raw),
      }),
  );

  /**
   * Ends the session. Also sent as a keepalive beacon on page unload, so it accepts the
   * token in the body (text/plain `sendBeacon`) as well as the header, and never fails.
   */
  app.post(
    '/auth/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign out (ends the session)', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      if (request.user) await app.services.auth.logout(request.user.sessionId);
      else {
        const token = bearerToken(request.headers.authorization) ?? tokenFromBody(request.body);
        const claims = token ? await app.services.tokens.verify(token) : undefined;
        if (claims) await app.services.auth.logout(claims.sessionId);
      }
      return { message: USER_MESSAGES.loggedOut };
    },
  );
};

function tokenFromBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body && typeof body === 'object' && 'token' in body && typeof body.token === 'string') return body.token;
  return undefined;
}

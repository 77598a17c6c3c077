import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, loginRequestSchema, loginResponseSchema, messageResponseSchema } from '@netclass/shared';
import { rateLimited } from '../../lib/errors.js';
import { bearerToken } from '../../plugins/auth.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIdLimit = app.createRateLimit({
    max: app.config.loginRateLimit.perId,
    timeWindow: '1 minute',
    keyGenerator: (request) => `login-id:${loginIdKey((request.body as { id?: unknown } | null | undefined)?.id)}`,
  });

  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: app.config.loginRateLimit.perAddress,
          timeWindow: '1 minute',
        },
      },
      // A request without a body is a login with both fields missing (the spec's message).
      // Per id as well as per address: guessing one account's password from many addresses is slowed too.
      // (Not `app.rateLimit()`: its handler skips a request the per-address limit already ran on.)
      preHandler: async (request, reply) => {
        const limit = await perIdLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw rateLimited();
        }
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an id and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) =>
      app.services.auth.login(request.body ?? {}, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
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
      return { message: 'Đã đăng xuất.' };
    },
  );
};

function tokenFromBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body && typeof body === 'object' && 'token' in body && typeof body.token === 'string') return body.token;
  return undefined;
}

/** '0123', ' 123 ' and 123 sign in to the same account, so they share one per-id budget. */
function loginIdKey(id: unknown): string {
  const text = String(id ?? '').trim();
  return /^\d{1,15}$/.test(text) ? String(Number(text)) : text;
}

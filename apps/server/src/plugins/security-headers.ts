import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer (nosniff, frame and referrer rules, HSTS, the
 * content security policy below). The middleware is built once: @fastify/helmet built it
 * anew for every request, options and policy parsed each time, which cost the lesson page's
 * API about a sixth of its throughput (README, Performance).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'media-src': ["'self'", 'blob:'],
      'frame-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
});

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer (nosniff, frame and referrer rules, HSTS, the
 * content security policy below). They do not depend on the request, so helmet runs once, at
 * start, into a list that every answer then copies (@fastify/helmet built the middleware anew
 * for every request, options and policy parsed each time, which cost the lesson page's API
 * about a sixth of its throughput: README, Performance).
 */
function helmetHeaders(fileOrigin: string | undefined): Record<string, string> {
  const files = fileOrigin ? [fileOrigin] : [];
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', ...files],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:', ...files],
        'media-src': ["'self'", 'blob:', ...files],
        'frame-src': ["'self'", ...files],
        'upgrade-insecure-requests': null,
      },
    },
  });
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export interface SecurityHeadersOptions {
  /** Where download links point when not at the app (a bucket's presigned URLs): pictures, videos, PDFs and previews load from there. */
  fileOrigin: string | undefined;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const headers = helmetHeaders(options.fileOrigin);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

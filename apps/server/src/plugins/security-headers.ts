import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every page (nosniff, frame and referrer rules, HSTS, the
 * content security policy below). They do not depend on the request, so helmet runs once, at
 * start, into a list that every answer then copies (@fastify/helmet built the middleware anew
 * for every request, options and policy parsed each time, which cost the lesson page's API
 * about a sixth of its throughput: docs/performance.md).
 */
function helmetHeaders(fileOrigin: string | undefined): Record<string, string> {
  const files = fileOrigin ? [fileOrigin] : [];
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      (headers[name.toLowerCase()] = String(value)),
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

/**
 * What an API answer keeps of them (JSON, and files, which set their own policy): the
 * headers that apply to any response, and a policy that lets a JSON answer opened by itself
 * run nothing (OWASP's REST Security Cheat Sheet). The ones that only govern a document (the
 * opener and agent-cluster policies, DNS prefetching, the legacy XSS and download switches,
 * cross-domain policy files) go with pages only: on the lesson page's API they were half of
 * the headers an answer writes, each a property added to the answer's header table.
 */
const API_HEADER_NAMES = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];
const API_POLICY = "default-src 'none'; frame-ancestors 'self'";
/**
 * What the build's hashed scripts and stylesheets (`/assets/`) keep: no MIME sniffing, and no
 * embedding by other sites. The others govern the document that loads them, which has them
 * already: on a phone's first visit they were about 0.7 kB of each of some twenty answers before
 * the first paint (docs/decisions/017-first-visit-loading.md).
 */
const ASSET_HEADER_NAMES = ['cross-origin-resource-policy', 'x-content-type-options'];
const ASSETS = '/assets/';

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const pageHeaders = helmetHeaders(options.fileOrigin);
  const apiHeaders: Record<string, string> = { 'content-security-policy': API_POLICY };
  for (const name of API_HEADER_NAMES) apiHeaders[name] = pageHeaders[name]!;
  const assetHeaders: Record<string, string> = {};
  for (const name of ASSET_HEADER_NAMES) assetHeaders[name] = pageHeaders[name]!;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      request.url.startsWith('/api/') ? apiHeaders : request.url.startsWith(ASSETS) ? assetHeaders : pageHeaders,
    );
    done();
  });
});

import type { FastifyRequest } from 'fastify';

/**
 * The origin the client reached the app at (`https://host`), for absolute links handed to other
 * programs (a calendar app). Behind a proxy, its forwarded scheme and host count only when
 * TRUST_PROXY names it (lib/trust-proxy.ts).
 */
export const appUrl = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

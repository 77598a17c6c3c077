import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A POST or PUT sent with no body at all is a form with every field missing, so routes
 * answer the spec's own message for missing fields instead of a generic "expected object".
 */
export const emptyBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      (request.method === 'POST' || request.method === 'PUT') &&
      (request.body === undefined || request.body === null)
    )
      request.body = {};
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, searchQuerySchema, searchResponseSchema } from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search terms, courses, lessons and materials by title, ignoring accents and case; best first, in numbered pages',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => app.services.search.search(currentUser(request), request.query),
  );
};

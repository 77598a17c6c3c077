import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, fileParamsSchema, LINK_MESSAGES } from '@netclass/shared';

/**
 * `GET /api/files/{token}/{name}`: the file behind a signed download link (made by local
 * storage's downloadLink). Public: the signature is the authorization; `name` is only there
 * so the browser shows and saves the right name. Supports `Range` (video seeking).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:token/:name',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'Open a file through its short-lived signed link (Range supported)',
        params: fileParamsSchema,
        response: {
          200: z.unknown().describe('The whole file'),
          206: z.unknown().describe('The requested byte range'),
          403: errorResponseSchema,
          404: errorResponseSchema,
          416: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await app.services.downloads.open(request.params.token, request.headers.range);
      reply.status(file.status).headers(file.headers);
      if (file.status === 416)
        return reply.send({ message: LINK_MESSAGES.rangeNotSatisfiable, code: 'RANGE_NOT_SATISFIABLE' });
      return reply.send(file.body);
    },
  );
};

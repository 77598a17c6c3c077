import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { materialResponseSchema, tokenParamsSchema } from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 403, 404, 409, 413, 415);

/**
 * `PUT /api/uploads/{token}`: the raw bytes of a material. Public: the signed token is the
 * authorization. In this plugin only, every content type is handed through as the request
 * stream itself, so nothing is buffered and the JSON body limit does not apply.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/uploads/:token',
    {
      config: { public: true, errorField: true },
      schema: {
        tags: ['materials'],
        summary: 'Upload the raw file of a pending material (signed, single-use URL from POST /api/materials)',
        params: tokenParamsSchema,
        response: { 200: materialResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const length = request.headers['content-length'];
      try {
        const material = await app.services.uploads.receive(request.params.token, body, length === undefined ? undefined : Number(length));
        return { material };
      } catch (error) {
        // The rest of a refused body is not worth reading (it may be gigabytes), and the
        // connection cannot serve another request before it is: close it after the answer.
        reply.header('connection', 'close');
        throw error;
      }
    },
  );
};

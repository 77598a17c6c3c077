import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { materialResponseSchema, tokenParamsSchema } from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { acceptRawStream, requestStream } from '../../infra/upload.js';

const errors = errorResponses(400, 403, 404, 409, 413, 415);

/**
 * `PUT /api/uploads/{token}`: the raw bytes of a material. Public: the signed token is the
 * authorization. The body is taken as the raw request stream (infra/upload.ts): nothing is
 * buffered and the JSON body limit does not apply.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawStream(app);

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
    async (request) => {
      const length = request.headers['content-length'];
      const material = await app.services.uploads.receive(
        request.params.token,
        requestStream(request),
        length === undefined ? undefined : Number(length),
      );
      return { material };
    },
  );
};

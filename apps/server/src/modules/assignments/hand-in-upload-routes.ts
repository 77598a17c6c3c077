import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentParamsSchema,
  handInFromUploadsBodySchema,
  handInResponseSchema,
  handInUploadBodySchema,
  handInUploadParamsSchema,
  handInUploadResponseSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { acceptRawStream, requestStream } from '../../infra/upload.js';
import { currentUser } from '../../plugins/auth.js';

const tags = ['assignments'];

/**
 * Resumable hand-in uploads (docs/decisions/029): declare a file, send its pieces, ask the
 * offset after a dropped connection, cancel, and hand in complete uploads as one version.
 */
export const handInUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handInUploads } = app.services;

  app.post(
    '/assignments/:id/hand-in-uploads',
    {
      config: { writeLimit: 'upload' },
      schema: {
        tags,
        summary:
          'Start a resumable upload of one hand-in file (students, while the assignment accepts hand-ins): its name and size, checked against the ' +
          'assignment’s types and size',
        params: assignmentParamsSchema,
        body: handInUploadBodySchema,
        response: { 201: handInUploadResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ upload: await handInUploads.create(currentUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/hand-in-uploads/:upload',
    {
      schema: {
        tags,
        summary:
          'A resumable upload of one’s own and the bytes received so far (`offset`: where the next piece starts)',
        params: handInUploadParamsSchema,
        response: { 200: handInUploadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      upload: await handInUploads.read(currentUser(request), request.params.upload),
    }),
  );

  app.delete(
    '/hand-in-uploads/:upload',
    {
      schema: {
        tags,
        summary: 'Cancel a resumable upload of one’s own; its bytes are removed',
        params: handInUploadParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await handInUploads.cancel(currentUser(request), request.params.upload);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/assignments/:id/hand-ins/from-uploads',
    {
      config: { writeLimit: 'upload' },
      schema: {
        tags,
        summary:
          'Hand in complete resumable uploads of this assignment as a new version (1–10 files), with the same rules as a multipart hand-in',
        params: assignmentParamsSchema,
        body: handInFromUploadsBodySchema,
        response: { 201: handInResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await handInUploads.handIn(currentUser(request), request.params.id, request.body.upload_ids)),
  );

  // A piece's bytes, as the raw request stream of any type, in this route's scope only: never buffered.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    acceptRawStream(raw);
    raw.put(
      '/hand-in-uploads/:upload',
      {
        schema: {
          tags,
          summary:
            'Send one piece of a resumable upload: the raw bytes, `Content-Range: bytes start-end/total` starting at the bytes received (409 ' +
            'otherwise), within the declared size (416)',
          params: handInUploadParamsSchema,
          response: { 200: handInUploadResponseSchema, ...errorResponses(400, 401, 404, 409, 415, 416) },
        },
      },
      async (request) => ({
        upload: await handInUploads.receive(
          currentUser(request),
          request.params.upload,
          request.headers['content-range'],
          requestStream(request),
        ),
      }),
    );
  });
};

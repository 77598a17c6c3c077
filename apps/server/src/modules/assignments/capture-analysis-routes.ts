import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captureAnalysisResponseSchema, handInFileParamsSchema } from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';

/** A captured hand-in file's analysis on the server (docs/captures.md, "Analysis on the server"). */
export const captureAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captureAnalyses } = app.services;
  app.get(
    '/hand-in-files/:id/capture-analysis',
    {
      schema: {
        tags: ['assignments'],
        summary:
          'The analysis of a .pcap/.pcapng hand-in file: queued, done (its summary) or failed (a message key); ' +
          'for the student who handed it in, the course’s teachers and admins',
        params: handInFileParamsSchema,
        response: { 200: captureAnalysisResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ analysis: await captureAnalyses.read(currentUser(request), request.params.id) }),
  );
};

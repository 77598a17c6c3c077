import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseMembersParamsSchema,
  joinCodeResponseSchema,
  joinCourseResponseSchema,
  joinCourseSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';

const tags = ['membership'];
const manageErrors = errorResponses(400, 401, 403, 404);

/** Class codes (docs/decisions/023): the course's teacher and admins manage it; students join with it. */
export const joinCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { joinCodes } = app.services;

  app.get(
    '/courses/:courseId/join-code',
    {
      schema: {
        tags,
        summary: "The course's class code, or null while it is switched off",
        params: courseMembersParamsSchema,
        response: { 200: joinCodeResponseSchema, ...manageErrors },
      },
    },
    async (request) => ({
      code: await joinCodes.get(currentUser(request), request.params.courseId),
    }),
  );

  app.put(
    '/courses/:courseId/join-code',
    {
      schema: {
        tags,
        summary: 'A new class code for the course (switched on if it was off); the old code stops working',
        params: courseMembersParamsSchema,
        response: { 200: joinCodeResponseSchema, ...manageErrors },
      },
    },
    async (request) => ({
      code: await joinCodes.renew(currentUser(request), request.params.courseId),
    }),
  );

  app.delete(
    '/courses/:courseId/join-code',
    {
      schema: {
        tags,
        summary: "Switch the course's class code off",
        params: courseMembersParamsSchema,
        response: { 200: joinCodeResponseSchema, ...manageErrors },
      },
    },
    async (request) => {
      await joinCodes.switchOff(currentUser(request), request.params.courseId);
      return { code: null };
    },
  );

  app.post(
    '/courses/join',
    {
      schema: {
        tags,
        summary:
          'A student joins the course of a class code (8 letters and digits; spaces, dashes and case ignored); 404 for a code that is unknown or switched off',
        body: joinCourseSchema,
        response: { 200: joinCourseResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => joinCodes.join(currentUser(request), request.body.code),
  );
};

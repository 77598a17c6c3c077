import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEMBERSHIP_MESSAGES,
  ROSTER_FILE_MAX_BYTES,
  addMembersResponseSchema,
  addMembersSchema,
  courseAccessSchema,
  courseMemberParamsSchema,
  courseMembersParamsSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  rosterRequestSchema,
  rosterResultSchema,
  rosterSheetResponseSchema,
} from '@netclass/shared';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { payloadTooLarge } from '../../lib/errors.js';
import { acceptRawStream, readRawFile } from '../../infra/upload.js';
import { currentUser } from '../../plugins/auth.js';

const tags = ['membership'];

/** A course's members and its roster import (docs/decisions/023): the course's teacher and admins. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, rosters } = app.services;

  app.get(
    '/courses/:courseId/members',
    {
      schema: {
        tags,
        summary:
          "One page of a course's members (students and teachers), filtered by role and by part of an id or name, sorted, with the course's counts",
        params: courseMembersParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => members.list(currentUser(request), request.params.courseId, request.query),
  );

  app.post(
    '/courses/:courseId/members',
    {
      schema: {
        tags,
        summary:
          'Existing accounts join the course: student accounts as students, teacher accounts as teachers (all or none; 400 names the ids that cannot)',
        params: courseMembersParamsSchema,
        body: addMembersSchema,
        response: { 200: addMembersResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      members.add(currentUser(request), request.params.courseId, request.body.user_ids, request.body.role),
  );

  app.delete(
    '/courses/:courseId/members/:userId',
    {
      schema: {
        tags,
        summary: 'Someone leaves the course (their progress stays); never its leading teacher (409)',
        params: courseMemberParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await members.remove(currentUser(request), request.params.courseId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/courses/:courseId/access',
    {
      schema: {
        tags,
        summary: 'Opens the course to every student (open) or to its members only (members); its teachers and admins',
        params: courseMembersParamsSchema,
        body: courseAccessSchema,
        response: { 200: courseAccessSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => members.setAccess(currentUser(request), request.params.courseId, request.body.access),
  );

  app.post(
    '/courses/:courseId/roster/check',
    {
      schema: {
        tags,
        summary:
          'What importing these roster rows would do, row by row (create, enrol, member, error with the problem); writes nothing',
        params: courseMembersParamsSchema,
        body: rosterRequestSchema,
        response: { 200: rosterResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => rosters.check(currentUser(request), request.params.courseId, request.body.students),
  );

  app.post(
    '/courses/:courseId/roster/apply',
    {
      schema: {
        tags,
        summary:
          'Import roster rows: creates the missing student accounts (default password, changed at first login) and enrols every valid row, in one ' +
          'transaction; a second run changes nothing',
        params: courseMembersParamsSchema,
        body: rosterRequestSchema,
        response: { 200: rosterResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => rosters.apply(currentUser(request), request.params.courseId, request.body.students),
  );

  // The file itself, as the raw request body of any type, read whole (5 MB at most) in this route's scope only.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    acceptRawStream(raw);
    raw.post(
      '/courses/:courseId/roster/read',
      {
        schema: {
          tags,
          summary:
            "The registrar's roster file (CSV, XLSX, XLS or ODS, as the raw body, at most 5 MB): its first sheet as rows of cell texts, for the teacher to map",
          params: courseMembersParamsSchema,
          response: { 200: rosterSheetResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => ({
        rows: await rosters.readSheet(
          currentUser(request),
          request.params.courseId,
          await readRawFile(request, ROSTER_FILE_MAX_BYTES, () =>
            payloadTooLarge(MEMBERSHIP_MESSAGES.rosterFileTooLarge),
          ),
        ),
      }),
    );
  });
};

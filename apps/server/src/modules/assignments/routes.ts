import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSIGNMENT_MESSAGES,
  assignmentBodySchema,
  assignmentFileParamsSchema,
  assignmentListResponseSchema,
  assignmentParamsSchema,
  assignmentResponseSchema,
  assignmentStudentParamsSchema,
  courseAssignmentsParamsSchema,
  extensionBodySchema,
  extensionResponseSchema,
  gradeBodySchema,
  gradeImportRequestSchema,
  gradeImportResultSchema,
  gradeReleaseResponseSchema,
  gradeResponseSchema,
  handInListQuerySchema,
  handInListResponseSchema,
  messageResponseSchema,
  studentHandInsResponseSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { contentDisposition } from '../../storage/http-file.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['assignments'];

/** Assignments of a course, their extensions and the teacher's view of the hand-ins (docs/decisions/026). */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assignments, handIns, handInList, handInZip, extensions, grades, gradeImport } = app.services;

  app.get(
    '/courses/:courseId/assignments',
    {
      schema: {
        tags,
        summary: "A course's assignments by due date (drafts only for those who manage it; students with their status)",
        params: courseAssignmentsParamsSchema,
        response: { 200: assignmentListResponseSchema, ...errors },
      },
    },
    async (request) => assignments.list(currentUser(request), request.params.courseId),
  );

  app.post(
    '/courses/:courseId/assignments',
    {
      schema: {
        tags,
        summary: 'Create an assignment, as a draft (the course’s teachers and admins)',
        params: courseAssignmentsParamsSchema,
        body: assignmentBodySchema,
        response: { 201: assignmentResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ assignment: await assignments.create(currentUser(request), request.params.courseId, request.body) }),
  );

  app.get(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'An assignment: instructions, files, dates, rubric; a student’s own hand-ins and status',
        params: assignmentParamsSchema,
        response: { 200: assignmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      assignment: await assignments.get(currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'Edit an assignment (the course’s teachers and admins)',
        params: assignmentParamsSchema,
        body: assignmentBodySchema,
        response: { 200: assignmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      assignment: await assignments.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'Delete an assignment and its files; refused (409) once anyone has handed in',
        params: assignmentParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await assignments.delete(currentUser(request), request.params.id);
      return { message: ASSIGNMENT_MESSAGES.deleted };
    },
  );

  app.delete(
    '/assignments/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Remove a file attached to an assignment',
        params: assignmentFileParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await assignments.removeFile(currentUser(request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/assignments/:id/hand-ins',
    {
      schema: {
        tags,
        summary:
          'The course’s students with their status and latest hand-in, by name, filtered by status (the course’s teachers and admins)',
        params: assignmentParamsSchema,
        querystring: handInListQuerySchema,
        response: { 200: handInListResponseSchema, ...errors },
      },
    },
    async (request) => handInList.list(currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/assignments/:id/hand-ins.zip',
    {
      schema: {
        tags,
        summary: 'Every student’s latest hand-in as one zip, streamed: entries {student id}/v{version}/{file name}',
        params: assignmentParamsSchema,
        response: { 200: z.unknown().describe('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await handInZip.open(currentUser(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/assignments/:id/hand-ins/:studentId',
    {
      schema: {
        tags,
        summary: 'One student’s versions with their files (the student, or the course’s teachers and admins)',
        params: assignmentStudentParamsSchema,
        response: { 200: studentHandInsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      hand_ins: await handIns.read(currentUser(request), request.params.id, request.params.studentId),
    }),
  );

  app.put(
    '/assignments/:id/extensions/:studentId',
    {
      schema: {
        tags,
        summary: 'Give a student their own due and accepted-until dates',
        params: assignmentStudentParamsSchema,
        body: extensionBodySchema,
        response: { 200: extensionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      extension: await extensions.set(currentUser(request), request.params.id, request.params.studentId, request.body),
    }),
  );

  app.delete(
    '/assignments/:id/extensions/:studentId',
    {
      schema: {
        tags,
        summary: 'Take a student’s extension back',
        params: assignmentStudentParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await extensions.remove(currentUser(request), request.params.id, request.params.studentId);
      return { message: ASSIGNMENT_MESSAGES.extensionRemoved };
    },
  );

  app.get(
    '/assignments/:id/grades/:studentId',
    {
      schema: {
        tags,
        summary: 'A student’s grade, with its audit for the course’s teachers; the student sees it once released',
        params: assignmentStudentParamsSchema,
        response: { 200: gradeResponseSchema, ...errors },
      },
    },
    async (request) => grades.read(currentUser(request), request.params.id, request.params.studentId),
  );

  app.put(
    '/assignments/:id/grades/:studentId',
    {
      schema: {
        tags,
        summary:
          'Grade a student: points (or the sum of the chosen rubric levels), comment, returned for revision; a released grade needs a reason',
        params: assignmentStudentParamsSchema,
        body: gradeBodySchema,
        response: { 200: gradeResponseSchema, ...errors },
      },
    },
    async (request) => grades.set(currentUser(request), request.params.id, request.params.studentId, request.body),
  );

  app.delete(
    '/assignments/:id/grades/:studentId/feedback',
    {
      schema: {
        tags,
        summary: 'Remove the feedback file of a student’s grade',
        params: assignmentStudentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await grades.removeFeedback(currentUser(request), request.params.id, request.params.studentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/assignments/:id/grades/release',
    {
      schema: {
        tags,
        summary: 'Release the assignment’s grades and feedback to its students, all at once (they are notified)',
        params: assignmentParamsSchema,
        response: { 200: gradeReleaseResponseSchema, ...errors },
      },
    },
    async (request) => grades.release(currentUser(request), request.params.id),
  );

  app.post(
    '/assignments/:id/grades/import/check',
    {
      schema: {
        tags,
        summary:
          'What importing these grade rows (student id, points, comment; read from the file as the roster is) would do, row by row; writes nothing',
        params: assignmentParamsSchema,
        body: gradeImportRequestSchema,
        response: { 200: gradeImportResultSchema, ...errors },
      },
    },
    async (request) => gradeImport.check(currentUser(request), request.params.id, request.body.rows),
  );

  app.post(
    '/assignments/:id/grades/import/apply',
    {
      schema: {
        tags,
        summary:
          'Import grade rows: the valid ones written in one transaction, refused rows reported (before release only: 409 after)',
        params: assignmentParamsSchema,
        body: gradeImportRequestSchema,
        response: { 200: gradeImportResultSchema, ...errors },
      },
    },
    async (request) => gradeImport.apply(currentUser(request), request.params.id, request.body.rows),
  );
};

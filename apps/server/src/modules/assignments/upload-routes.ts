import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSIGNMENT_MESSAGES as M,
  HAND_IN_MAX_FILE_MB,
  HAND_IN_MAX_FILES,
  ANNOUNCEMENT_MESSAGES,
  assignmentFileResponseSchema,
  assignmentParamsSchema,
  assignmentStudentParamsSchema,
  gradeResponseSchema,
  handInResponseSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { payloadTooLarge } from '../../lib/errors.js';
import { acceptMultipart, readFiles, readSingleFile } from '../../infra/upload.js';
import { currentUser } from '../../plugins/auth.js';
import { attachmentTooLarge, stageAttachment } from '../announcements/index.js';
import { handInTooLarge, stageHandInFile } from './hand-in-files.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tags = ['assignments'];

/**
 * The assignment routes that take files (multipart/form-data), streamed into storage through
 * the shared upload checks: a teacher's attachment, and a student's hand-in.
 */
export const assignmentUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assignments, grades, handIns, storage } = app.services;
  const maxAttachmentBytes = app.config.maxAttachmentBytes;
  const attachmentMessages = {
    tooLarge: () => attachmentTooLarge(maxAttachmentBytes),
    tooMany: ANNOUNCEMENT_MESSAGES.oneFile,
    badForm: ANNOUNCEMENT_MESSAGES.badForm,
    required: M.filesRequired,
  };
  await acceptMultipart(app, {
    maxFileBytes: Math.max(maxAttachmentBytes, HAND_IN_MAX_FILE_MB * 1024 ** 2),
    maxFiles: HAND_IN_MAX_FILES,
    fields: 10,
    fieldSize: 1024,
  });

  app.post(
    '/assignments/:id/files',
    {
      config: { writeLimit: 'upload' },
      schema: {
        tags,
        summary: 'Attach a file to an assignment (one file part; the announcement attachments’ types and size)',
        consumes: ['multipart/form-data'],
        params: assignmentParamsSchema,
        response: { 201: assignmentFileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      await assignments.authorizeManage(actor, request.params.id);
      const staged = await readSingleFile(request, attachmentMessages, (name, body) =>
        stageAttachment(storage, maxAttachmentBytes, name, body),
      );
      return reply.status(201).send({ file: await assignments.addFile(actor, request.params.id, staged) });
    },
  );

  app.put(
    '/assignments/:id/grades/:studentId/feedback',
    {
      config: { writeLimit: 'upload' },
      schema: {
        tags,
        summary:
          'Attach a feedback file to a student’s grade, replacing the one before (one file part; the announcement attachments’ types and size); the ' +
          'student sees it once released',
        consumes: ['multipart/form-data'],
        params: assignmentStudentParamsSchema,
        response: { 200: gradeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await assignments.authorizeManage(actor, request.params.id);
      const staged = await readSingleFile(request, attachmentMessages, (name, body) =>
        stageAttachment(storage, maxAttachmentBytes, name, body),
      );
      return grades.setFeedback(actor, request.params.id, request.params.studentId, staged);
    },
  );

  app.post(
    '/assignments/:id/hand-ins',
    {
      config: { writeLimit: 'upload' },
      schema: {
        tags,
        summary: `Hand in one to ${HAND_IN_MAX_FILES} files (students, while the assignment or their extension accepts them): a new version`,
        consumes: ['multipart/form-data'],
        params: assignmentParamsSchema,
        response: { 201: handInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const rules = await handIns.authorizeSubmit(actor, request.params.id);
      const messages = {
        tooLarge: () => payloadTooLarge(handInTooLarge(rules.maxBytes)),
        badForm: M.badForm,
        required: M.filesRequired,
        tooMany: M.tooManyFiles,
      };
      const files = await readFiles(request, messages, HAND_IN_MAX_FILES, (name, body) =>
        stageHandInFile(storage, rules, name, body),
      );
      return reply.status(201).send(await handIns.submit(actor, request.params.id, files));
    },
  );
};

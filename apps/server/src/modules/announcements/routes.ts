import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_MESSAGES,
  announcementFormSchema,
  announcementListQuerySchema,
  announcementListResponseSchema,
  announcementResponseSchema,
  courseAnnouncementsParamsSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { readAnnouncementForm } from './form.js';
import { errorResponses } from '../../lib/error-responses.js';
import { acceptMultipart } from '../../infra/upload.js';

const errors = errorResponses(400, 401, 403, 404, 413, 415);
const tags = ['announcements'];
const FORM_DESCRIPTION =
  'multipart/form-data: `content` (required text), on create an optional `course_id` (the course it is for: those who manage it publish there; blank: ' +
  'everyone), at most one file part (any field name, e.g. `attachment`; pdf, doc(x), ppt(x), xls(x), jpg, jpeg, png, mp4, zip, txt, pka, pkt, ' +
  'within MAX_ATTACHMENT_BYTES), and on edit `remove_attachment=true` to drop the current file. A JSON body `{content, remove_attachment, ' +
  'course_id}` works when there is no file.';

/** Class announcements (docs/product/api.md#calls `/api/announcements`), for everyone or one course (docs/decisions/024). */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const announcements = app.services.announcements;
  const maxBytes = app.config.maxAttachmentBytes;
  // Only these routes take multipart bodies: one file, and the form's text fields.
  await acceptMultipart(app, { maxFileBytes: maxBytes, maxFiles: 1, fields: 10, fieldSize: 64 * 1024 });
  const stage = announcements.stageAttachment.bind(announcements);

  app.get(
    '/courses/:courseId/announcements',
    {
      schema: {
        tags,
        summary: "A course's announcements, newest first, paged (those who can see the course)",
        params: courseAnnouncementsParamsSchema,
        querystring: announcementListQuerySchema,
        response: { 200: announcementListResponseSchema, ...errors },
      },
    },
    async (request) => announcements.listForCourse(currentUser(request), request.params.courseId, request.query),
  );

  app.get(
    '/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements for everyone and for your courses, newest first, paged',
        querystring: announcementListQuerySchema,
        response: { 200: announcementListResponseSchema, ...errors },
      },
    },
    async (request) => announcements.list(currentUser(request), request.query),
  );

  app.post(
    '/announcements',
    {
      config: { writeLimit: 'announcement' },
      schema: {
        tags,
        summary: 'Publish a class announcement with an optional attachment (teachers and admins)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        documentedBody: announcementFormSchema,
        response: { 201: announcementResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      announcements.authorizeCreate(actor);
      const form = await readAnnouncementForm(request, maxBytes, stage);
      return reply.status(201).send({ announcement: await announcements.create(actor, form.fields, form.attachment) });
    },
  );

  app.put(
    '/announcements/:id',
    {
      config: { writeLimit: 'announcement' },
      schema: {
        tags,
        summary:
          'Edit an announcement: new text, and a new attachment replaces the old (admins any; teachers their own)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        documentedBody: announcementFormSchema,
        params: idParamsSchema,
        response: { 200: announcementResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await announcements.authorizeManage(actor, request.params.id);
      const form = await readAnnouncementForm(request, maxBytes, stage);
      return { announcement: await announcements.update(actor, request.params.id, form.fields, form.attachment) };
    },
  );

  app.delete(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Delete an announcement and its attachment (admins any; teachers their own)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await announcements.delete(currentUser(request), request.params.id);
      return { message: ANNOUNCEMENT_MESSAGES.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REMINDER_MESSAGES,
  calendarLanguageQuerySchema,
  createReminderSchema,
  messageResponseSchema,
  reminderListResponseSchema,
  reminderMonthParamsSchema,
  reminderParamsSchema,
  reminderResponseSchema,
  reminderStudentParamsSchema,
} from '@netclass/shared';
import { appUrl } from '../../lib/app-url.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['reminders'];

/** Calendar notes (docs/product/api.md#calls `/api/reminders`): each user's own only, 403 otherwise. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const reminders = app.services.reminders;
  app.get(
    '/reminders/:studentId/calendar.ics',
    {
      schema: {
        tags,
        summary:
          'All your notes (all-day events) and deadlines (timed) as an iCalendar file; fetch with the bearer header',
        params: reminderStudentParamsSchema,
        querystring: calendarLanguageQuerySchema,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const calendar = await reminders.calendar(
        currentUser(request),
        request.params.studentId,
        appUrl(request),
        request.query.lang,
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="ghi-chu-${request.params.studentId}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(calendar);
    },
  );

  app.get(
    '/reminders/:studentId/:month/:year',
    {
      schema: {
        tags,
        summary: 'Your notes of one month (month 1-12)',
        params: reminderMonthParamsSchema,
        response: { 200: reminderListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reminders: await reminders.listMonth(
        currentUser(request),
        request.params.studentId,
        request.params.month,
        request.params.year,
      ),
    }),
  );

  app.post(
    '/reminders',
    {
      config: { writeLimit: 'note' },
      schema: {
        tags,
        summary: 'Add a note to your calendar',
        body: createReminderSchema,
        response: { 201: reminderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reminder = await reminders.create(currentUser(request), request.body);
      return reply.status(201).send({ reminder });
    },
  );

  app.delete(
    '/reminders/:studentId/:reminderId',
    {
      schema: {
        tags,
        summary: 'Delete one of your notes',
        params: reminderParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reminders.delete(currentUser(request), request.params.studentId, request.params.reminderId);
      return { message: REMINDER_MESSAGES.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarLanguageQuerySchema,
  newCalendarFeedResponseSchema,
} from '@netclass/shared';
import { appUrl } from '../../lib/app-url.js';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';
import { feedPath } from './calendar-feed.js';

const tags = ['reminders'];

/** The secret address of your calendar (notes and deadlines) for a calendar app (docs/decisions/026, "Deadlines"). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = app.services.calendarFeeds;

  app.get(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Whether you have a calendar address, and since when',
        response: { 200: calendarFeedResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => feeds.status(currentUser(request)),
  );

  app.post(
    '/calendar-feed',
    {
      config: { writeLimit: 'profile' },
      schema: {
        tags,
        summary:
          'A new secret calendar address, its texts in `lang`; the old one stops working. Shown only in this answer',
        querystring: calendarLanguageQuerySchema,
        response: { 201: newCalendarFeedResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { token, feed } = await feeds.renew(currentUser(request));
      return reply.status(201).send({ feed, url: `${appUrl(request)}${feedPath(token)}?lang=${request.query.lang}` });
    },
  );

  app.delete(
    '/calendar-feed',
    {
      schema: { tags, summary: 'Turns your calendar address off', response: { 204: z.null(), ...errorResponses(401) } },
    },
    async (request, reply) => {
      await feeds.revoke(currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar-feed/:token/calendar.ics',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Your calendar (notes, deadlines) for a calendar app, by its secret address; no sign-in',
        params: calendarFeedParamsSchema,
        querystring: calendarLanguageQuerySchema,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const calendar = await feeds.calendar(request.params.token, appUrl(request), request.query.lang);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(calendar);
    },
  );
};

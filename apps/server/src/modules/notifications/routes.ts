import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES,
  broadcastNotificationSchema,
  broadcastResponseSchema,
  idParamsSchema,
  notificationDeletedResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['notifications'];

/** The signed-in user's own notifications (SPEC §7 `/api/userannouncements`). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;

  app.get('/userannouncements', { schema: { tags, summary: 'Your notifications, newest first, paged, with your unread count', querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema, ...errors } } }, async (request) =>
    notifications.list(currentUser(request), request.query),
  );

  app.put('/userannouncements/:id/read', { schema: { tags, summary: 'Mark one of your notifications read (another user\'s: 403)', params: idParamsSchema, response: { 200: notificationReadResponseSchema, ...errors } } }, async (request) =>
    notifications.markRead(currentUser(request), request.params.id),
  );

  app.delete('/userannouncements/:id', { schema: { tags, summary: 'Delete one of your notifications (another user\'s: 403)', params: idParamsSchema, response: { 200: notificationDeletedResponseSchema, ...errors } } }, async (request) =>
    notifications.delete(currentUser(request), request.params.id),
  );

  app.post('/userannouncements/all', { config: { writeLimit: 'broadcast' }, schema: { tags, summary: 'Send a notification to every user (teachers and admins)', body: broadcastNotificationSchema, response: { 201: broadcastResponseSchema, ...errors } } }, async (request, reply) => {
    const count = await notifications.broadcast(currentUser(request), request.body);
    return reply.status(201).send({ message: NOTIFICATION_MESSAGES.sent, count });
  });
};

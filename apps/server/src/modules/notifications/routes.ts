import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES,
  broadcastNotificationSchema,
  broadcastResponseSchema,
  idParamsSchema,
  notificationDeletedResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationMuteInputSchema,
  notificationMuteListResponseSchema,
  notificationMuteResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '@netclass/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/message-language.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['notifications'];

/** The signed-in user's own notifications (docs/product/api.md#calls `/api/userannouncements`). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;
  const mutes = app.services.notificationMutes;

  app.get(
    '/userannouncements',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first, paged, with your unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => notifications.list(currentUser(request), request.query, requestLanguage(request)),
  );

  app.put(
    '/userannouncements/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all of your notifications read',
        response: { 200: notificationsReadAllResponseSchema, ...errors },
      },
    },
    async (request) => notifications.markAllRead(currentUser(request)),
  );

  app.put(
    '/userannouncements/:id/read',
    {
      schema: {
        tags,
        summary: "Mark one of your notifications read (another user's: 403)",
        params: idParamsSchema,
        response: { 200: notificationReadResponseSchema, ...errors },
      },
    },
    async (request) => notifications.markRead(currentUser(request), request.params.id, requestLanguage(request)),
  );

  app.delete(
    '/userannouncements/:id',
    {
      schema: {
        tags,
        summary: "Delete one of your notifications (another user's: 403)",
        params: idParamsSchema,
        response: { 200: notificationDeletedResponseSchema, ...errors },
      },
    },
    async (request) => notifications.delete(currentUser(request), request.params.id),
  );

  app.post(
    '/userannouncements/all',
    {
      config: { writeLimit: 'broadcast' },
      schema: {
        tags,
        summary: 'Send a notification to every user (teachers and admins)',
        body: broadcastNotificationSchema,
        response: { 201: broadcastResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const count = await notifications.broadcast(currentUser(request), request.body);
      return reply.status(201).send({ message: NOTIFICATION_MESSAGES.sent, count });
    },
  );

  app.get(
    '/notification-mutes',
    {
      schema: {
        tags,
        summary: 'The kinds of notification you muted, everywhere or for one course',
        response: { 200: notificationMuteListResponseSchema, ...errors },
      },
    },
    async (request) => mutes.list(currentUser(request)),
  );

  app.post(
    '/notification-mutes',
    {
      config: { writeLimit: 'profile' },
      schema: {
        tags,
        summary: 'Mute a kind of notification, everywhere or for one course you can see (201; 200 when it already was)',
        body: notificationMuteInputSchema,
        response: {
          200: notificationMuteResponseSchema,
          201: notificationMuteResponseSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { mute, created } = await mutes.create(currentUser(request), request.body);
      return reply.status(created ? 201 : 200).send({ mute });
    },
  );

  app.delete(
    '/notification-mutes/:id',
    {
      schema: {
        tags,
        summary: 'Unmute (your own mutes only)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mutes.delete(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_MESSAGES,
  categoryResponseSchema,
  courseParamsSchema,
  courseResponseSchema,
  idParamsSchema,
  lessonParamsSchema,
  lessonResponseSchema,
  messageResponseSchema,
  orderSchema,
  updateCategorySchema,
  updateCourseSchema,
  updateLessonSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../../plugins/auth.js';

const tags = ['content'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * Editing terms, courses and lessons, moving a lesson, and the order of lessons and materials
 * (docs/decisions/020-editing-and-order.md). Who may: as for creating and deleting them.
 * Materials are edited under /materials (materials/routes.ts).
 */
export const editingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories, courses, lessons, order } = app.services;

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Edit a term: name, description (teachers and admins)',
        params: idParamsSchema,
        body: updateCategorySchema,
        response: { 200: categoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      category: await categories.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/courses/:id',
    {
      schema: {
        tags,
        summary: 'Edit a course you manage: name, description, dates',
        params: idParamsSchema,
        body: updateCourseSchema,
        response: { 200: courseResponseSchema, ...errors },
      },
    },
    async (request) => ({
      course: await courses.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/lessons/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a lesson you manage: title, content, order; a new course_id moves it there (a course you manage too)',
        params: idParamsSchema,
        body: updateLessonSchema,
        response: { 200: lessonResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lesson: await lessons.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/courses/:courseId/lesson-order',
    {
      schema: {
        tags,
        summary: "The course's lessons in a new order: every lesson's id, each once",
        params: courseParamsSchema,
        body: orderSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await order.orderLessons(currentUser(request), request.params.courseId, request.body.ids);
      return { message: ORDER_MESSAGES.saved };
    },
  );

  app.put(
    '/lessons/:lessonId/material-order',
    {
      schema: {
        tags,
        summary: "The lesson's materials in a new order: every ready material's id, each once",
        params: lessonParamsSchema,
        body: orderSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await order.orderMaterials(currentUser(request), request.params.lessonId, request.body.ids);
      return { message: ORDER_MESSAGES.saved };
    },
  );
};

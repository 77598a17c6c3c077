import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_MESSAGES,
  categoryCoursesResponseSchema,
  categoryListResponseSchema,
  categoryParamsSchema,
  categoryResponseSchema,
  courseLessonsResponseSchema,
  courseParamsSchema,
  courseResponseSchema,
  createCategorySchema,
  createCourseSchema,
  createLessonResponseSchema,
  createLessonSchema,
  idParamsSchema,
  lessonDetailResponseSchema,
  lessonParamsSchema,
  messageResponseSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Terms, courses and lessons (docs/product/api.md#calls). Reads: any signed-in user; writes: the role table. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories, courses, lessons } = app.services;
  app.get(
    '/categories',
    {
      schema: {
        tags: ['content'],
        summary: 'Every term (category) with its course count, by id',
        response: { 200: categoryListResponseSchema, ...errors },
      },
    },
    async (request) => categories.list(currentUser(request)),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags: ['content'],
        summary: 'Create a term (teachers and admins)',
        body: createCategorySchema,
        response: { 201: categoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await categories.create(currentUser(request), request.body);
      return reply.status(201).send({ category });
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Delete a term that has no courses (409 otherwise)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await categories.delete(currentUser(request), request.params.id);
      return { message: CONTENT_MESSAGES.categoryDeleted };
    },
  );

  app.get(
    '/courses/category/:categoryId',
    {
      schema: {
        tags: ['content'],
        summary: 'A term with its courses (teacher name, lesson count, can_manage)',
        params: categoryParamsSchema,
        response: { 200: categoryCoursesResponseSchema, ...errors },
      },
    },
    async (request) => courses.listByCategory(currentUser(request), request.params.categoryId),
  );

  app.post(
    '/courses',
    {
      schema: {
        tags: ['content'],
        summary: 'Create a course with an entered id (teachers: taught by themselves)',
        body: createCourseSchema,
        response: { 201: courseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const course = await courses.create(currentUser(request), request.body);
      return reply.status(201).send({ course });
    },
  );

  app.delete(
    '/courses/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Delete a course that has no lessons (409 otherwise)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await courses.delete(currentUser(request), request.params.id);
      return { message: CONTENT_MESSAGES.courseDeleted };
    },
  );

  app.get(
    '/lessons/:courseId',
    {
      schema: {
        tags: ['content'],
        summary: 'Lessons of a course, by order_num then id',
        params: courseParamsSchema,
        response: { 200: courseLessonsResponseSchema, ...errors },
      },
    },
    async (request) => lessons.listByCourse(currentUser(request), request.params.courseId),
  );

  app.get(
    '/lessons/details/:lessonId',
    {
      schema: {
        tags: ['content'],
        summary: 'One lesson with its content, course and term',
        params: lessonParamsSchema,
        response: { 200: lessonDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lesson: await lessons.details(currentUser(request), request.params.lessonId),
    }),
  );

  app.post(
    '/lessons',
    {
      schema: {
        tags: ['content'],
        summary: 'Create a lesson in a course you manage',
        body: createLessonSchema,
        response: { 201: createLessonResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lesson = await lessons.create(currentUser(request), request.body);
      return reply.status(201).send({ message: CONTENT_MESSAGES.lessonCreated, lesson });
    },
  );

  app.delete(
    '/lessons/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Delete a lesson that has no materials (409 otherwise)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await lessons.delete(currentUser(request), request.params.id);
      return { message: CONTENT_MESSAGES.lessonDeleted };
    },
  );
};

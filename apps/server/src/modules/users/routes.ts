import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_MESSAGES,
  createUserSchema,
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  onlineUsersQuerySchema,
  onlineUsersResponseSchema,
  profileResponseSchema,
  updateProfileSchema,
  updateUserSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Admin user management (docs/product/api.md#calls `/api/admin…`), profile, and the online list. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;

  app.get(
    '/admin/all',
    {
      schema: {
        tags: ['users'],
        summary: 'One page of the users, searched and sorted (teachers and admins)',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async (request) => users.list(currentUser(request), request.query),
  );

  app.post(
    '/admin',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user with the default password id@1',
        body: createUserSchema,
        response: { 201: userResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await users.create(currentUser(request), request.body);
      return reply.status(201).send({ user });
    },
  );

  app.put(
    '/admin/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit name and status (role never changes)',
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await users.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/admin/:id/reset-password',
    {
      schema: {
        tags: ['users'],
        summary: "Reset the password to id@1 and end the user's sessions",
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await users.resetPassword(currentUser(request), request.params.id);
      return { message: USER_MESSAGES.passwordReset(`${request.params.id}@1`) };
    },
  );

  app.delete(
    '/admin/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user (admins; never yourself or the last admin)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await users.delete(currentUser(request), request.params.id);
      return { message: USER_MESSAGES.deleted };
    },
  );

  app.get(
    '/users/online',
    {
      schema: {
        tags: ['users'],
        summary: 'One page of the users online now, by name',
        querystring: onlineUsersQuerySchema,
        response: { 200: onlineUsersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => users.onlineList(request.query),
  );

  // Open to a user who must change a password someone else set: the web app learns it here, and changes it below.
  app.get(
    '/user/profile',
    {
      config: { beforePasswordChange: true },
      schema: {
        tags: ['profile'],
        summary: 'Your own profile',
        response: { 200: profileResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      user: await app.services.profile.get(currentUser(request).id),
    }),
  );

  app.put(
    '/user/profile',
    {
      config: { writeLimit: 'profile', beforePasswordChange: true },
      schema: {
        tags: ['profile'],
        summary: 'Update your email, or change your password (only the password while it must be changed)',
        body: updateProfileSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await app.services.profile.update(currentUser(request), request.body),
    }),
  );
};

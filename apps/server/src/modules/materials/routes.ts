import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MATERIAL_MESSAGES,
  createMaterialResponseSchema,
  createMaterialSchema,
  idParamsSchema,
  materialListQuerySchema,
  materialListResponseSchema,
  materialResponseSchema,
  messageResponseSchema,
  replaceMaterialFileSchema,
  updateMaterialSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
/** Material errors also carry `error` (docs/product/rules.md#api-conventions). */
const config = { errorField: true };

/** Materials of a lesson (docs/product/api.md#calls); the file itself is PUT to the answered `uploadUrl`. */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  const materials = app.services.materials;
  app.get(
    '/materials',
    {
      config,
      schema: {
        tags: ['materials'],
        summary: 'Ready materials of a lesson, each with a short-lived signed url',
        querystring: materialListQuerySchema,
        response: { 200: materialListResponseSchema, ...errors },
      },
    },
    async (request) => materials.list(currentUser(request), request.query.lesson_id),
  );

  app.get(
    '/materials/:id',
    {
      config,
      schema: {
        tags: ['materials'],
        summary: 'One ready material with a fresh signed url',
        params: idParamsSchema,
        response: { 200: materialResponseSchema, ...errors },
      },
    },
    async (request) => ({
      material: await materials.get(currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/materials',
    {
      config: { ...config, writeLimit: 'upload' },
      schema: {
        tags: ['materials'],
        summary: 'Create a pending material; PUT the raw file to the answered uploadUrl',
        body: createMaterialSchema,
        response: { 201: createMaterialResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await materials.create(currentUser(request), request.body)),
  );

  app.patch(
    '/materials/:id',
    {
      config,
      schema: {
        tags: ['materials'],
        summary: 'Rename a ready material of a lesson you manage',
        params: idParamsSchema,
        body: updateMaterialSchema,
        response: { 200: materialResponseSchema, ...errors },
      },
    },
    async (request) => ({
      material: await materials.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/materials/:id/file',
    {
      config: { ...config, writeLimit: 'upload' },
      schema: {
        tags: ['materials'],
        summary:
          "Replace a ready material's file: a pending upload; PUT the raw file to the answered uploadUrl (the material keeps its comments and completions)",
        params: idParamsSchema,
        body: replaceMaterialFileSchema,
        response: { 201: createMaterialResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await materials.replaceFile(currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/materials/:id',
    {
      config,
      schema: {
        tags: ['materials'],
        summary: 'Delete a material and its file',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await materials.delete(currentUser(request), request.params.id);
      return { message: MATERIAL_MESSAGES.deleted };
    },
  );
};

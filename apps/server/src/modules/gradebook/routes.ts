import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gradeCategoriesBodySchema,
  gradeCategoriesResponseSchema,
  gradebookParamsSchema,
  gradebookQuerySchema,
  gradebookResponseSchema,
  gradedItemStudentParamsSchema,
  gradeOverrideBodySchema,
  gradeOverrideRemovalSchema,
  gradeOverrideResponseSchema,
  myGradesResponseSchema,
} from '@netclass/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { SHEET_TYPES } from '../../lib/sheet-csv.js';
import { currentUser } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/message-language.js';
import { contentDisposition } from '../../storage/http-file.js';
import { gradebookCsv, gradebookFileName, gradebookXlsx } from './gradebook-sheet.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['gradebook'];

/** A course's gradebook, its categories, overrides and exports; a student's own grades (docs/decisions/026, "Gradebook"). */
export const gradebookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gradebook, gradeCategories, gradeOverrides, myGrades } = app.services;

  app.get(
    '/courses/:courseId/gradebook',
    {
      schema: {
        tags,
        summary:
          "One page of a course's students by graded item (points, status, override) with their totals, searched, filtered and sorted (the course's " +
          'teachers and admins)',
        params: gradebookParamsSchema,
        querystring: gradebookQuerySchema,
        response: { 200: gradebookResponseSchema, ...errors },
      },
    },
    async (request) => gradebook.page(currentUser(request), request.params.courseId, request.query),
  );

  const exports = { csv: gradebookCsv, xlsx: gradebookXlsx };
  for (const [extension, write] of Object.entries(exports) as [keyof typeof exports, typeof gradebookCsv][]) {
    app.get(
      `/courses/:courseId/gradebook.${extension}`,
      {
        schema: {
          tags,
          summary:
            `The whole gradebook as ${extension.toUpperCase()} in the registrar's layout (student id, name, items, total on the 10-point ` +
            `scale), streamed from the database`,
          params: gradebookParamsSchema,
          response: { 200: z.unknown().describe(SHEET_TYPES[extension]), ...errors },
        },
      },
      async (request, reply) => {
        const book = await gradebook.export(currentUser(request), request.params.courseId);
        const language = requestLanguage(request);
        return reply
          .type(SHEET_TYPES[extension])
          .header(
            'content-disposition',
            contentDisposition(`${gradebookFileName(book.course.name, language)}.${extension}`),
          )
          .header('cache-control', 'no-store')
          .send(write(book.items, book.students, language));
      },
    );
  }

  app.get(
    '/courses/:courseId/grade-categories',
    {
      schema: {
        tags,
        summary: "A course's grade categories in order, with their weights (the course's teachers and admins)",
        params: gradebookParamsSchema,
        response: { 200: gradeCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      categories: await gradeCategories.list(currentUser(request), request.params.courseId),
    }),
  );

  app.put(
    '/courses/:courseId/grade-categories',
    {
      schema: {
        tags,
        summary:
          "Replace a course's grade categories (order as given; weights add up to at most 100; one left out is deleted, its assignments keep no category)",
        params: gradebookParamsSchema,
        body: gradeCategoriesBodySchema,
        response: { 200: gradeCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      categories: await gradeCategories.replace(currentUser(request), request.params.courseId, request.body),
    }),
  );

  const cellOf = (params: z.infer<typeof gradedItemStudentParamsSchema>) => ({
    kind: params.kind,
    itemId: params.itemId,
    studentId: params.studentId,
  });

  app.get(
    '/graded-items/:kind/:itemId/overrides/:studentId',
    {
      schema: {
        tags,
        summary: "A gradebook cell's override and its audit, newest first",
        params: gradedItemStudentParamsSchema,
        response: { 200: gradeOverrideResponseSchema, ...errors },
      },
    },
    async (request) => gradeOverrides.read(currentUser(request), cellOf(request.params)),
  );

  app.put(
    '/graded-items/:kind/:itemId/overrides/:studentId',
    {
      config: { writeLimit: 'note' },
      schema: {
        tags,
        summary: "Override a student's points for a graded item, with a reason (audited; the total counts it)",
        params: gradedItemStudentParamsSchema,
        body: gradeOverrideBodySchema,
        response: { 200: gradeOverrideResponseSchema, ...errors },
      },
    },
    async (request) => gradeOverrides.set(currentUser(request), cellOf(request.params), request.body),
  );

  app.delete(
    '/graded-items/:kind/:itemId/overrides/:studentId',
    {
      config: { writeLimit: 'note' },
      schema: {
        tags,
        summary: 'Remove an override, with a reason (audited); the grade counts again',
        params: gradedItemStudentParamsSchema,
        body: gradeOverrideRemovalSchema,
        response: { 200: gradeOverrideResponseSchema, ...errors },
      },
    },
    async (request) => gradeOverrides.remove(currentUser(request), cellOf(request.params), request.body.reason),
  );

  app.get(
    '/grades/mine',
    {
      schema: {
        tags,
        summary: "The signed-in student's released grades per course, with the total over them (students only)",
        response: { 200: myGradesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => myGrades.mine(currentUser(request)),
  );
};

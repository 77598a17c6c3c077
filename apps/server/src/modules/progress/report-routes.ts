import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryProgressQuerySchema,
  categoryProgressResponseSchema,
  courseReportParamsSchema,
  courseReportQuerySchema,
  courseReportResponseSchema,
  progressOverviewResponseSchema,
} from '@netclass/shared';
import { currentUser } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/message-language.js';
import { contentDisposition } from '../../storage/http-file.js';
import { SHEET_TYPES } from '../../lib/sheet-csv.js';
import { reportCsv, reportFileName, reportXlsx } from './report-sheet.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['progress'];

/** Course progress of a student (category page, dashboard) and the teachers' course reports. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courseProgress, progressReports } = app.services;

  app.get(
    '/progress/courses',
    {
      schema: {
        tags,
        summary:
          "Every course of a term with a student's course progress (students: their own, in the courses they may see; teachers name a student they " +
          "teach and get the courses they teach; admins anyone's)",
        querystring: categoryProgressQuerySchema,
        response: { 200: categoryProgressResponseSchema, ...errors },
      },
    },
    async (request) =>
      courseProgress.byCategory(currentUser(request), request.query.category_id, request.query.student_id),
  );

  app.get(
    '/progress/me',
    {
      schema: {
        tags,
        summary: "The signed-in student's courses with activity: progress, last lesson, next lesson (latest first)",
        response: { 200: progressOverviewResponseSchema, ...errors },
      },
    },
    async (request) => courseProgress.overview(currentUser(request)),
  );

  app.get(
    '/progress/course/:courseId/report',
    {
      schema: {
        tags,
        summary:
          "One page of a course's students with course and lesson progress, filtered and sorted (the course's teacher and admins), and the class's summary",
        params: courseReportParamsSchema,
        querystring: courseReportQuerySchema,
        response: { 200: courseReportResponseSchema, ...errors },
      },
    },
    async (request) => progressReports.report(currentUser(request), request.params.courseId, request.query),
  );

  const exports = {
    csv: { type: SHEET_TYPES.csv, write: reportCsv },
    xlsx: { type: SHEET_TYPES.xlsx, write: reportXlsx },
  };
  for (const [extension, format] of Object.entries(exports)) {
    app.get(
      `/progress/course/:courseId/report.${extension}`,
      {
        schema: {
          tags,
          summary: `The whole class as a ${extension.toUpperCase()} download, streamed from the database (CSV: UTF-8 with BOM, for Excel)`,
          params: courseReportParamsSchema,
          response: { 200: z.unknown().describe(format.type), ...errors },
        },
      },
      async (request, reply) => {
        const report = await progressReports.export(currentUser(request), request.params.courseId);
        const language = requestLanguage(request);
        return reply
          .type(format.type)
          .header(
            'content-disposition',
            contentDisposition(`${reportFileName(report.course.name, language)}.${extension}`),
          )
          .header('cache-control', 'no-store')
          .send(format.write(report.lessons, report.students, language));
      },
    );
  }
};

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@netclass/shared';
import type { Database } from './db/client.js';
import { notFound } from './lib/errors.js';
import { openApiTransform } from './lib/openapi.js';
import { authRoutes } from './modules/auth/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { courseCopyRoutes } from './modules/content/course-copy-routes.js';
import { publicationRoutes } from './modules/publication/routes.js';
import { lessonWritingRoutes } from './modules/content/lesson-writing-routes.js';
import { editingRoutes } from './modules/content/editing-routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { healthRoutes, type Readiness } from './modules/health/routes.js';
import { materialRoutes } from './modules/materials/routes.js';
import { uploadRoutes } from './modules/materials/upload-routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { audienceRoutes } from './modules/audience/routes.js';
import { announcementRoutes } from './modules/announcements/routes.js';
import { chatRoomRoutes } from './modules/chat/room-routes.js';
import { assignmentRoutes } from './modules/assignments/routes.js';
import { handInUploadRoutes } from './modules/assignments/hand-in-upload-routes.js';
import { captureAnalysisRoutes } from './modules/assignments/capture-analysis-routes.js';
import { questionBankRoutes } from './modules/question-bank/routes.js';
import { quizRoutes } from './modules/quizzes/authoring/quiz-routes.js';
import { assignmentUploadRoutes } from './modules/assignments/upload-routes.js';
import { gradebookRoutes } from './modules/gradebook/routes.js';
import { quizResultRoutes } from './modules/quizzes/results/result-routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { progressRoutes } from './modules/progress/report-routes.js';
import { reminderRoutes } from './modules/reminders/routes.js';
import { calendarFeedRoutes } from './modules/reminders/feed-routes.js';
import { deadlineRoutes } from './modules/deadlines/routes.js';
import { practiceRoutes } from './modules/practice/routes.js';
import { pageDataRoutes } from './modules/pages/routes.js';
import { quizAttemptRoutes } from './modules/quizzes/attempts/attempt-routes.js';
import { userRoutes } from './modules/users/routes.js';
import { memberRoutes } from './modules/membership/member-routes.js';
import { joinCodeRoutes } from './modules/membership/join-code-routes.js';
import { writeLimitsPlugin } from './plugins/write-limits.js';
import { lessonProgressRoutes } from './modules/progress/routes.js';
import { authPlugin } from './plugins/auth.js';
import { emptyBodyPlugin } from './plugins/empty-body.js';

/**
 * The OpenAPI generator, its browsable reference and every `/api` route. buildApp registers
 * them on the whole app; openapi-document.ts on a bare one, to write the document without a
 * database. Needs `config` and `services` decorated first.
 */
export async function registerApi(app: FastifyInstance, database: Database, readiness: Readiness): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NetClass API',
        version: '1.0.0',
        description:
          'API of the learning platform for the computer networks class. Authenticated calls send `Authorization: Bearer <token>` from `POST /api/auth/login`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(authPlugin);
      await api.register(writeLimitsPlugin);
      await api.register(emptyBodyPlugin);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(memberRoutes);
      await api.register(joinCodeRoutes);
      await api.register(contentRoutes);
      await api.register(courseCopyRoutes);
      await api.register(publicationRoutes);
      await api.register(lessonWritingRoutes);
      await api.register(editingRoutes);
      await api.register(materialRoutes);
      await api.register(uploadRoutes);
      await api.register(fileRoutes);
      await api.register(searchRoutes);
      await api.register(announcementRoutes);
      await api.register(notificationRoutes);
      await api.register(commentRoutes);
      await api.register(chatRoutes);
      await api.register(chatRoomRoutes);
      await api.register(reminderRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(deadlineRoutes);
      await api.register(practiceRoutes);
      await api.register(pageDataRoutes);
      await api.register(quizAttemptRoutes);
      await api.register(lessonProgressRoutes);
      await api.register(progressRoutes);
      await api.register(audienceRoutes);
      await api.register(assignmentRoutes);
      await api.register(questionBankRoutes);
      await api.register(quizRoutes);
      await api.register(assignmentUploadRoutes);
      await api.register(gradebookRoutes);
      await api.register(quizResultRoutes);
      await api.register(handInUploadRoutes);
      await api.register(captureAnalysisRoutes);
      await api.register(healthRoutes, { database, readiness });
      api.all('/*', { config: { public: true }, schema: { hide: true } }, async () => {
        throw notFound(SERVER_MESSAGES.apiNotFound);
      });
    },
    { prefix: '/api' },
  );
}

import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { notFound } from './lib/errors.js';
import { authRoutes } from './modules/auth/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { attachRealtime } from './realtime/index.js';
import type { RealtimeServer } from './realtime/types.js';
import { createServices, type Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    io: RealtimeServer;
  }
}

/** The whole app: plugins, then feature modules. server.ts and the tests build the same. */
export async function buildApp(config: Config, database: Database, logger: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('services', await createServices(database.db, config));

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'media-src': ["'self'", 'blob:'],
        'frame-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NetClass API',
        version: '1.0.0',
        description: 'API of the learning platform for the computer networks class. Authenticated calls send `Authorization: Bearer <token>` from `POST /api/auth/login`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(authPlugin);
      await api.register(authRoutes);
      await api.register(userRoutes);
      api.get(
        '/health',
        { config: { public: true }, schema: { tags: ['ops'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok') }) } } },
        async () => {
          await database.pool.query('select 1');
          return { status: 'ok' as const };
        },
      );
      api.all('/*', { config: { public: true }, schema: { hide: true } }, async () => {
        throw notFound('Không tìm thấy địa chỉ API này.');
      });
    },
    { prefix: '/api' },
  );

  // Ended sessions are refused at once; their rows are swept hourly.
  const sweep = setInterval(() => {
    app.services.sessions.deleteExpired().catch((err) => app.log.warn({ err }, 'session sweep failed'));
  }, 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  serveWebApp(app, config);
  app.decorate('io', attachRealtime(app, database, app.services, Boolean(config.databaseUrl)));
  return app;
}

/** The built React app, with index.html for every client-side route. */
function serveWebApp(app: FastifyInstance, config: Config): void {
  const dist = config.webDist;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  void app.register(fastifyStatic, { root: dist, wildcard: false, maxAge: '1h', immutable: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.startsWith('/socket.io')) {
      return reply.status(404).send({ message: 'Không tìm thấy.', code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderMessage, SERVER_MESSAGES } from '@netclass/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AccessLog } from './infra/access-log.js';
import { relayRecorded } from './infra/domain-events.js';
import { JobRunner } from './infra/jobs.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { requestIds } from './lib/request-id.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { RevocationListener } from './modules/auth/session-revocations.js';
import { deliverAnnouncements } from './modules/announcements/deliveries.js';
import { deliverGrades } from './modules/assignments/deliveries.js';
import { deliverChatMessages } from './modules/chat/deliveries.js';
import { deliverComments } from './modules/comments/deliveries.js';
import { deliverContentEdits } from './modules/content/deliveries.js';
import { deliverBroadcasts } from './modules/notifications/deliveries.js';
import { deliverCompletions } from './modules/progress/deliveries.js';
import { deliverPublications } from './modules/publication/deliveries.js';
import { lessonProgressRoutes } from './modules/progress/routes.js';
import { authPlugin } from './plugins/auth.js';
import { emptyBodyPlugin } from './plugins/empty-body.js';
import { errorsPlugin } from './plugins/errors.js';
import { messageLanguagePlugin } from './plugins/message-language.js';
import { metricsPlugin } from './plugins/metrics.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { downloadOrigin } from './storage/http-file.js';
import type { Readiness } from './modules/health/routes.js';
import { attachRealtime } from './realtime/index.js';
import type { RealtimeServer } from './realtime/types.js';
import { createServices, type Services } from './services.js';
import { registerApi } from './api.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
    io: RealtimeServer;
    /** Set `draining` when a graceful shutdown begins: readiness answers 503 from then on. */
    readiness: Readiness;
  }
}

/** The whole app: plugins, then feature modules. server.ts and the tests build the same. */
export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For names the client only behind a proxy TRUST_PROXY names; ignored otherwise.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Signed upload and download tokens travel in the path and outgrow the default 100.
    routerOptions: { maxParamLength: 2048 },
    logController: new AccessLog(config.accessLogLevel),
    // The request's id: on each of its log lines (`reqId`), in X-Request-Id and in 500 bodies.
    genReqId: requestIds(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('readiness', { draining: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.decorate('services', await createServices(database.db, config, app.log));
  startJobs(app, database);
  const revocations = new RevocationListener(
    database.url,
    app.services.sessionCache,
    app.services.revocationBarriers,
    app.log,
  );
  app.addHook('onReady', () => revocations.start());
  app.addHook('onClose', () => revocations.stop());

  await app.register(errorsPlugin);
  await app.register(messageLanguagePlugin);
  await app.register(securityHeadersPlugin, { fileOrigin: await downloadOrigin(app.services.storage) });
  await app.register(compress, COMPRESSION);
  await app.register(rateLimit, { global: false });
  await app.register(metricsPlugin, { database });
  await registerApi(app, database, app.readiness);
  // docs/product/api.md#calls lists the lesson-progress and material-completion paths without `/api` too
  // (docs/product/rules.md#progress): the same routes, declared again at the root behind the same auth.
  await app.register(async (unprefixed) => {
    await unprefixed.register(authPlugin);
    await unprefixed.register(emptyBodyPlugin);
    await unprefixed.register(lessonProgressRoutes, { hidden: true });
  });

  // Ended sessions are refused at once; their rows are swept at start and hourly, and so is
  // what uploads that cannot finish left (pending materials, partial files: a killed server),
  // outbox events delivered a week ago, practice questions left unanswered for a day, and
  // write budgets and login failures that have run out (kept in the database when shared).
  const sweep = async () => {
    await Promise.all([
      app.services.outbox.purgeDelivered().catch((err: unknown) => app.log.warn({ err }, 'outbox sweep failed')),
      app.services.sessions.deleteExpired().catch((err: unknown) => app.log.warn({ err }, 'session sweep failed')),
      app.services.uploads.sweep().then(
        (swept) => {
          if (swept.materials || swept.files) app.log.info(swept, 'removed what unfinished uploads left');
        },
        (err: unknown) => app.log.warn({ err }, 'upload sweep failed'),
      ),
      app.services.practice.sweepPending().catch((err: unknown) => app.log.warn({ err }, 'practice sweep failed')),
      app.services.writeLimits.sweep().catch((err: unknown) => app.log.warn({ err }, 'write budget sweep failed')),
      app.services.loginThrottle.sweep().catch((err: unknown) => app.log.warn({ err }, 'login failure sweep failed')),
      app.services.handInUploads.sweep().then(
        (swept) => {
          if (swept) app.log.info({ handInUploads: swept }, 'removed half-finished hand-in uploads');
        },
        (err: unknown) => app.log.warn({ err }, 'hand-in upload sweep failed'),
      ),
    ]);
  };
  const sweeping = setInterval(() => void sweep(), 60 * 60 * 1000);
  sweeping.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(sweeping));

  serveWebApp(app, config);
  app.decorate('io', attachRealtime(app, database, app.services, Boolean(config.databaseUrl)));
  return app;
}

/**
 * The durable job queue of this instance (infra/jobs.ts): scheduled publications and outbox
 * deliveries, started when the app is ready and stopped, waiting for the jobs under way,
 * when it closes (before its database goes). Events a crash left undelivered go out at start
 * and every minute; once the app closes, new ones wait for that sweep.
 */
function startJobs(app: FastifyInstance, database: Database): void {
  const { outbox } = app.services;
  for (const deliver of [
    deliverPublications,
    deliverComments,
    deliverCompletions,
    deliverAnnouncements,
    deliverBroadcasts,
    deliverGrades,
    deliverContentEdits,
    deliverChatMessages,
    relayRecorded,
  ])
    deliver(outbox, app.services);
  const jobs = new JobRunner(
    database.url,
    {
      publish: (payload) => app.services.publication.publishDue(payload),
      deliverEvent: ({ id }) => outbox.deliver(id),
      deadlineReminder: (payload) => app.services.deadlineReminders.remind(payload),
      quizDeadlineReminder: (payload) => app.services.deadlineReminders.remindQuiz(payload),
      quizAttemptEnd: (payload) => app.services.quizAttempts.endByTimer(payload),
      analyseCapture: (payload) => app.services.captureAnalyses.run(payload),
      deliverPendingEvents: () => outbox.deliverPending(),
    },
    app.log,
  );
  app.addHook('onReady', () => jobs.start());
  app.addHook('onReady', () =>
    outbox.deliverPending().catch((err: unknown) => app.log.warn({ err }, 'outbox delivery at start failed')),
  );
  app.addHook('onClose', async () => outbox.close());
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => app.services.workers.close());
}

/**
 * Answers compressed for clients that accept it (brotli first, then gzip): JSON, CSV, HTML and
 * the like past 1 KiB, never ranges (video seeking) nor types that are compressed already.
 * Dynamic answers are compressed at each request on the one JavaScript thread, so at the
 * fastest settings: measured on the lesson page's data (4.7 kB of JSON), brotli quality 1 takes
 * 46 µs for 1,761 bytes where quality 4 took 123 µs for 1,622 (8% of that call's CPU time in a
 * profile), and gzip level 1 45 µs against level 6's 68 µs, 5% larger. The web app's static
 * files are compressed once at build time, at the highest quality (apps/web/precompress.ts).
 */
const COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
  // Request bodies are never taken compressed (uploads stream as they are).
  globalDecompression: false,
};

/** Hashed build output (Vite's `assets/`): a new build writes new names, so it may be kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths never answered with the app's index.html: the API, Socket.IO, and anything that names a file. */
const notAClientRoute = (pathname: string) =>
  /^\/(api|socket\.io)(\/|$)/.test(pathname) || path.posix.extname(pathname) !== '';
/** While a build rewrites the folder (Vite empties it first), a page that reloads itself (its text in both languages). */
const REBUILDING_PAGE =
  '<!doctype html><html lang="vi"><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>NetClass</title>' +
  `<p>${renderMessage(SERVER_MESSAGES.rebuilding, 'vi')} / ${renderMessage(SERVER_MESSAGES.rebuilding, 'en')}</p></html>`;

/**
 * The built React app. Files are looked up on disk at each request (not listed once at
 * start), so a rebuild is served at once by a running server. Client-side routes get
 * index.html (a 503 page that reloads itself in the moment a build has removed it); an
 * unknown API path, or a missing file, gets the JSON 404.
 */
function serveWebApp(app: FastifyInstance, config: Config): void {
  if (!config.webDist || !fs.existsSync(path.join(config.webDist, 'index.html'))) return;
  const dist = path.resolve(config.webDist);
  const assets = path.join(dist, 'assets') + path.sep;
  const index = path.join(dist, 'index.html');
  void app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    // The .br and .gz files the build writes beside each asset (apps/web/precompress.ts).
    preCompressed: true,
    maxAge: '1h',
    setHeaders: (reply, file) => {
      if (file.startsWith(assets)) reply.header('cache-control', IMMUTABLE);
      else if (path.basename(file) === 'index.html') reply.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || notAClientRoute(pathname)) {
      return reply.status(404).send({ message: SERVER_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    const built = await fs.promises.access(index).then(
      () => true,
      () => false,
    );
    if (!built) {
      return reply
        .status(503)
        .header('retry-after', '2')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(REBUILDING_PAGE);
    }
    return reply.sendFile('index.html');
  });
}

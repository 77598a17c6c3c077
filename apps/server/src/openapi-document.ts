import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { registerApi } from './api.js';
import { loadConfig } from './config.js';
import { connect } from './db/client.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { createServices } from './services.js';

/** Never connected to: the pool opens a connection only for a query, and building the document runs none. */
const UNUSED_DATABASE_URL = 'postgres://openapi@127.0.0.1:1/openapi';

/**
 * The OpenAPI document the running app serves at /api/docs/json, built without a database,
 * a network or files: the same routes and transform (registerApi) on a bare Fastify whose
 * services are never called. `npm run api:types` turns it into the web app's types.
 */
export async function buildOpenApiDocument(): Promise<unknown> {
  const log = pino({ level: 'silent' });
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'openapi-document-only-never-signs-anything' });
  const database = connect(UNUSED_DATABASE_URL, log, { connections: 1 });
  const app = Fastify({ loggerInstance: log }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.decorate('config', config);
    app.decorate('services', await createServices(database.db, config, log));
    await registerApi(app, database, { draining: false });
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import {
  createCategory,
  createCourse,
  createLesson,
  createMaterial,
  createUser,
  type UserSpec,
} from '../src/seed/factories.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { GENEROUS_WRITE_LIMITS } from './write-limits.js';

export interface TestAppOptions {
  /** Extra environment for loadConfig (NODE_ENV=test and LOG_LEVEL=silent are set). */
  env?: Record<string, string>;
  /** Changes the parsed config before the app is built (e.g. a strict login rate limit). */
  configure?: (config: Config) => void;
  /** Listen on 127.0.0.1 on a free port, for socket tests; `url` is then set. */
  listen?: boolean;
  /** Runs on the built app before it is ready (e.g. to follow its domain events from the start). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Build on this database instead of a fresh clone (e.g. one the test runs itself); `close` calls its `drop`. */
  database?: TestDatabase;
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  config: Config;
  /** http://127.0.0.1:<port> when built with `listen: true`. */
  url: string;
  /**
   * A user with the default password id@1 unless told otherwise, who has already changed it
   * (no first-login change pending) unless `mustChangePassword: true` asks for one.
   */
  createUser(spec?: UserSpec): Promise<TestUser>;
  createCategory(spec?: Parameters<typeof createCategory>[1]): ReturnType<typeof createCategory>;
  createCourse(spec: Parameters<typeof createCourse>[1]): ReturnType<typeof createCourse>;
  createLesson(spec: Parameters<typeof createLesson>[1]): ReturnType<typeof createLesson>;
  /** A ready material with these bytes in the app's storage. */
  createMaterial(spec: Parameters<typeof createMaterial>[2]): ReturnType<typeof createMaterial>;
  /** The app's DATA_DIR: a temporary folder of its own, removed on close. */
  dataDir: string;
  /** Signs in through the real login route; answers the bearer token. */
  loginAs(user: { id: number; password: string }): Promise<string>;
  authHeader(token: string): { authorization: string };
  /** Error-level log lines the app wrote (an unhandled error, a failed socket auth…). */
  errorLogs: string[];
  /** Closes the app, drops the database, and fails if the app logged an error. */
  close(options?: { allowErrorLogs?: boolean }): Promise<void>;
}

/** Cheap hashing for tests: the cost parameters are the only difference from production. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * The real app (buildApp, as server.ts builds it) on a fresh database of its own, with a
 * test configuration: silent, cheap argon2, login and write limits out of the way.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'none', DATA_DIR: dataDir, ...options.env });
  config.argon2 = { ...TEST_ARGON2 };
  const generous = 10_000;
  config.loginLimits = {
    ...config.loginLimits,
    requestsPerMinute: generous,
    failuresPerAddress: generous,
    failuresPerAccountAddress: generous,
    failuresPerAccount: generous,
  };
  config.writeLimits = { ...GENEROUS_WRITE_LIMITS };
  options.configure?.(config);

  const errorLogs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLogs.push(chunk.toString('utf8'));
      done();
    },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, database, pino({ level: 'error' }, sink));
    options.beforeReady?.(app);
    if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
  } catch (error) {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address() as AddressInfo | null;
  const db = database.db;
  const passwords = app.services.passwords;

  return {
    app,
    db,
    database,
    config,
    url: options.listen && address ? `http://127.0.0.1:${address.port}` : '',
    createUser: (spec) => createUser(db, passwords, { mustChangePassword: false, ...spec }),
    createCategory: (spec) => createCategory(db, spec),
    createCourse: (spec) => createCourse(db, spec),
    createLesson: (spec) => createLesson(db, spec),
    createMaterial: (spec) => createMaterial(db, app.services.storage, spec),
    dataDir,
    async loginAs(user) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { id: user.id, password: user.password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`loginAs(${user.id}) failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<{ token: string }>().token;
    },
    authHeader: (token) => ({ authorization: `Bearer ${token}` }),
    errorLogs,
    async close({ allowErrorLogs = false } = {}) {
      try {
        await app.close();
      } finally {
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      if (!allowErrorLogs && errorLogs.length) {
        throw new Error(`The app logged errors during the test:\n${errorLogs.join('')}`);
      }
    },
  };
}

import fs from 'node:fs';
import { buildTestApp, type TestApp, type TestAppOptions } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';

/**
 * Several app instances on one test database, as several servers share one PostgreSQL (or one
 * server is restarted on its data): `start` builds another on it, `query` reads the database
 * directly, `closeAll` (for afterEach) closes them all and drops the database with the last.
 */
export function sharedDatabaseApps() {
  let database: TestDatabase | undefined;
  const apps: TestApp[] = [];
  return {
    async start(options: Omit<TestAppOptions, 'database'> = {}): Promise<TestApp> {
      database ??= await createTestDatabase();
      const app = await buildTestApp({ ...options, database });
      apps.push(app);
      return app;
    },
    async query<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
      if (!database) throw new Error('no app started on the shared database yet');
      return (await database.pool.query<T & Record<string, unknown>>(text, values)).rows;
    },
    async closeAll(): Promise<void> {
      // The last app drops the shared database; the others close only themselves.
      const last = apps.pop();
      for (const app of apps.splice(0)) {
        await app.app.close();
        fs.rmSync(app.dataDir, { recursive: true, force: true });
      }
      await last?.close();
      database = undefined;
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connect, runMigrations } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.js';
import { takeInstanceLock } from './lib/instance-lock.js';
import { repoRoot } from './lib/paths.js';
import { printLogins } from './seed/print-logins.js';
import { seedIfEmpty } from './seed/index.js';

/** Process entry: config, database, migrations, seed, listen, graceful shutdown. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  config.webDist ??= path.join(repoRoot, 'apps', 'web', 'dist');
  // Readable lines for a person at a terminal; JSON lines for log collectors.
  const transport = process.stdout.isTTY ? { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } : undefined;
  const log = pino({ level: config.logLevel, transport });

  fs.mkdirSync(config.dataDir, { recursive: true });
  // The lock guards the embedded database; with DATABASE_URL, instances may share DATA_DIR (its files).
  const releaseLock = config.databaseUrl ? () => undefined : takeInstanceLock(config.dataDir);
  let embedded: EmbeddedPostgres | undefined;
  const stopDatabase = async () => {
    await embedded?.stop();
    releaseLock();
  };

  try {
    embedded = config.databaseUrl
      ? undefined
      : await startEmbeddedPostgres(config.dataDir, log, {
          restartTimeoutMs: config.dbRestartTimeoutMs,
          // It stayed down too long: exit non-zero, so that a service manager restarts the whole app.
          onGiveUp: (message) => {
            log.fatal(message);
            console.error(message);
            releaseLock();
            process.exit(1);
          },
        });
    const database = {
      ...connect(config.databaseUrl ?? embedded!.url, log, { lanes: config.databaseLanes }),
      unavailableReason: embedded?.unavailableReason,
    };
    await runMigrations(database.db);
    const app = await buildApp(config, database, log);
    const logins = await seedIfEmpty(database.db, config, app.services);

    let closing = false;
    /**
     * Graceful shutdown (docs/operations.md): readiness answers 503 at once and, for
     * SHUTDOWN_DELAY_SECONDS, requests are still taken while a load balancer notices; then the
     * listener closes, requests under way get SHUTDOWN_TIMEOUT_SECONDS to finish (their
     * connections are cut after), sockets are closed (clients reconnect elsewhere), the job
     * worker finishes its jobs, and the pool and the embedded PostgreSQL stop.
     */
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.readiness.draining = true;
      const { delayMs, timeoutMs } = config.shutdown;
      log.info({ signal, delayMs, timeoutMs }, 'shutting down');
      const force = setTimeout(
        () => {
          log.fatal('shutdown did not finish in time; exiting');
          process.exit(1);
        },
        delayMs + timeoutMs + 30_000,
      );
      force.unref();
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const cut = setTimeout(() => {
        log.warn('requests still under way after SHUTDOWN_TIMEOUT_SECONDS: closing their connections');
        app.server.closeAllConnections();
      }, timeoutMs);
      await app.close().catch((err) => log.error({ err }, 'closing the app failed'));
      clearTimeout(cut);
      await database.close().catch(() => undefined);
      await stopDatabase().catch((err) => log.error({ err }, 'stopping PostgreSQL failed'));
      log.info('stopped');
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    log.info({ ms: Date.now() - startedAt }, 'ready');
    printLogins(config, logins);
  } catch (error) {
    await stopDatabase().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

import type { FastifyBaseLogger } from 'fastify';
import { Logger, run, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';

/**
 * Durable background jobs on PostgreSQL (graphile-worker; docs/decisions/015). Jobs are rows
 * of the `graphile_worker` schema, added by SQL inside the caller's transaction (they exist
 * only if it commits), picked up at once through LISTEN/NOTIFY by whichever app instance is
 * free (SKIP LOCKED), retried on failure, and still there after a restart.
 */

/** Every task the app runs, by name: its payload as the job carries it (JSON). */
export interface JobPayloads {
  /** A scheduled course, lesson or material whose time has come. */
  publish: { kind: 'course' | 'lesson' | 'material' | 'assignment' | 'quiz'; id: number };
  /** An outbox event to deliver (infra/outbox.ts). */
  deliverEvent: { id: number };
  /**
   * 24 hours before an assignment's deadline: its class's students who have not handed in
   * (`studentId` null), or one student with an extension (infra/reminder-jobs.ts).
   */
  deadlineReminder: { assignmentId: number; studentId: number | null };
  /** 24 hours before a published quiz closes: its students who have submitted no attempt (infra/reminder-jobs.ts). */
  quizDeadlineReminder: { quizId: number };
  /** A quiz attempt's end (its ends_at and the save grace): submits it if the student has not (modules/quizzes/attempts/attempt-timer.ts). */
  quizAttemptEnd: { attemptId: number };
  /** A packet capture handed in, analysed on a worker thread (modules/assignments/capture-analysis-service.ts). */
  analyseCapture: { fileId: number };
  /** Every minute (CRONTAB): outbox events a crash or a failure left undelivered. */
  deliverPendingEvents: Record<string, never>;
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };

/**
 * Adds a job in `tx`'s transaction. With `key`, a job of that key not yet started is replaced
 * (rescheduling), so one item never has two pending runs.
 */
export async function addJob<N extends JobName>(
  tx: DbOrTx,
  name: N,
  payload: JobPayloads[N],
  options: { runAt?: Date; key?: string } = {},
): Promise<void> {
  await tx.execute(sql`select graphile_worker.add_job(
    identifier => ${name}::text, payload => ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt?.toISOString() ?? null}::timestamptz, job_key => ${options.key ?? null}::text)`);
}

/** Removes the pending job of `key`, in `tx`'s transaction (nothing when there is none). */
export async function removeJob(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select graphile_worker.remove_job(${key}::text)`);
}

/**
 * graphile-worker's log lines through the app's logger (its chatter at debug). The database
 * going away is a warning, as for the app's own pool: the worker reconnects by itself.
 */
const workerLogger = (log: FastifyBaseLogger) =>
  new Logger(() => (level, message, meta) => {
    const error = (meta as { error?: unknown } | undefined)?.error;
    if (level === 'error' && !isDatabaseUnavailable(error)) log.error(meta ?? {}, message);
    else if (level === 'error') log.warn(meta ?? {}, message);
    else if (level === 'warning') log.warn(meta ?? {}, message);
    else log.debug(meta ?? {}, message);
  });

/** How many jobs one instance runs at once; each holds a connection of the worker's own pool while it runs. */
const CONCURRENCY = 2;
/** A fallback: jobs are found at once through LISTEN/NOTIFY; this polls for those whose run_at arrives. */
const POLL_INTERVAL_MS = 1000;

/**
 * Recurring jobs: one run per minute across every instance (graphile-worker's cron), none
 * made up for minutes when no instance ran; `jobKey` keeps at most one waiting.
 */
const CRONTAB = '* * * * * deliverPendingEvents ?jobKey=deliverPendingEvents';

/**
 * The worker of one app instance: started when the app is ready, stopped (waiting for the
 * jobs under way) when it closes. Its pool is its own (one connection LISTENs for good),
 * so requests never wait behind it.
 */
export class JobRunner {
  private runner: Runner | undefined;
  private pool: pg.Pool | undefined;

  constructor(
    private readonly url: string,
    private readonly handlers: JobHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const taskList: TaskList = {};
    for (const [name, handler] of Object.entries(this.handlers)) {
      taskList[name] = (payload) => (handler as (payload: unknown) => Promise<void>)(payload);
    }
    // Its own pool, ended only after the worker has stopped: a connection that breaks while idle
    // (the database stopping at shutdown) is a warning, never an unhandled 'error' event.
    this.pool = new pg.Pool({ connectionString: this.url, max: CONCURRENCY + 2, keepAlive: true });
    this.pool.on('error', (err) => this.log.warn({ err }, 'idle job-queue connection failed'));
    this.pool.on('connect', (client) => client.on('error', () => undefined));
    this.runner = await run({
      pgPool: this.pool,
      concurrency: CONCURRENCY,
      pollInterval: POLL_INTERVAL_MS,
      noHandleSignals: true,
      taskList,
      crontab: CRONTAB,
      logger: workerLogger(this.log),
    });
  }

  async stop(): Promise<void> {
    const { runner, pool } = this;
    this.runner = undefined;
    this.pool = undefined;
    await runner?.stop();
    await pool?.end();
  }
}

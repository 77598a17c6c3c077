import type { Logger } from 'pino';

/** A started database server process. */
export interface RunningServer {
  /** Settles when the process ends, for whatever reason, with a description of how. */
  exited: Promise<string>;
  /** Asks the process to stop and waits until it has. */
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  /**
   * Starts the server; resolves once it accepts connections, rejects (leaving no process
   * behind) when it could not start within `timeoutMs` (the launcher's own limit when infinite).
   */
  launch(timeoutMs: number): Promise<RunningServer>;
  /** A cheap query; rejects when the server does not answer. */
  check(): Promise<void>;
  log: Logger;
  /** How long the database may stay unavailable before the supervisor gives up. */
  restartTimeoutMs: number;
  /** Called once when it gives up, with a message for the operator (the process then exits non-zero). */
  onGiveUp(message: string): void;
  /** How often a running server is checked (default 2 s). */
  checkIntervalMs?: number;
  /** Waits between restart attempts: the first, doubling up to the last (default 0.5 s … 5 s). */
  backoff?: { firstMs: number; maxMs: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps a database server running under the app: notices at once when its process ends
 * (and, by a periodic check, when it stops answering), restarts it with a growing wait, and
 * gives up when it is not back within `restartTimeoutMs`. Meanwhile `unavailableReason()`
 * says why the database is down (the health route answers 503 with it).
 */
export class PostgresSupervisor {
  private server: RunningServer | undefined;
  private reason: string | undefined;
  /** The last failure in detail, for the log and the give-up message (the reason is public). */
  private lastProblem: string | undefined;
  private downSince: number | undefined;
  private stopping = false;
  private gaveUp = false;
  private checking = false;
  private failedChecks = 0;
  private readonly timer: NodeJS.Timeout;

  private constructor(private readonly options: SupervisorOptions) {
    this.timer = setInterval(() => void this.runCheck(), options.checkIntervalMs ?? 2000);
    this.timer.unref();
  }

  /** Starts the server the first time (not bound by the restart timeout); a failure here is thrown: the app does not start. */
  static async start(options: SupervisorOptions): Promise<PostgresSupervisor> {
    const server = await options.launch(Number.POSITIVE_INFINITY);
    const supervisor = new PostgresSupervisor(options);
    supervisor.watch(server);
    return supervisor;
  }

  /** Why the database is unavailable right now, or undefined while it serves. */
  unavailableReason(): string | undefined {
    return this.reason;
  }

  /** Stops supervising, then stops the server. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.server?.stop();
  }

  private watch(server: RunningServer): void {
    this.server = server;
    void server.exited.then((how) => {
      if (this.stopping || this.server !== server) return;
      this.server = undefined;
      this.lastProblem = `its process ended (${how})`;
      this.markDown(`PostgreSQL stopped unexpectedly (${how}); restarting it`);
      void this.restart();
    });
  }

  private markDown(reason: string): void {
    this.downSince ??= Date.now();
    this.reason = reason;
    this.options.log.error({ reason, problem: this.lastProblem }, 'the database is unavailable');
  }

  private markUp(): void {
    if (this.downSince === undefined) return;
    this.options.log.info({ downMs: Date.now() - this.downSince }, 'the database is available again');
    this.downSince = undefined;
    this.reason = undefined;
    this.lastProblem = undefined;
  }

  private remainingMs(): number {
    return this.options.restartTimeoutMs - (Date.now() - (this.downSince ?? Date.now()));
  }

  private async restart(): Promise<void> {
    const { firstMs, maxMs } = this.options.backoff ?? { firstMs: 500, maxMs: 5000 };
    for (let wait = firstMs, attempt = 1; !this.stopping; wait = Math.min(wait * 2, maxMs), attempt++) {
      await sleep(Math.max(0, Math.min(wait, this.remainingMs())));
      if (this.stopping) return;
      if (this.remainingMs() <= 0) return this.giveUp();
      try {
        const server = await this.options.launch(this.remainingMs());
        if (this.stopping) return void (await server.stop());
        this.watch(server);
        this.markUp();
        return;
      } catch (error) {
        this.reason = `PostgreSQL stopped unexpectedly; restart attempt ${attempt} failed, trying again`;
        this.lastProblem = messageOf(error);
        this.options.log.warn({ err: error, attempt }, 'restarting PostgreSQL failed; trying again');
      }
    }
  }

  /** A server whose process lives but does not answer (e.g. recovering after a crash) is down too. */
  private async runCheck(): Promise<void> {
    if (this.checking || this.stopping || !this.server) return;
    this.checking = true;
    const server = this.server;
    try {
      await this.options.check();
      this.failedChecks = 0;
      if (this.server === server) this.markUp();
    } catch (error) {
      if (this.server !== server || this.stopping) return;
      this.lastProblem = messageOf(error);
      // One slow answer on a busy machine is not an outage; two in a row are.
      if (++this.failedChecks < 2) return;
      if (this.downSince === undefined) this.markDown('PostgreSQL does not answer');
      else if (this.remainingMs() <= 0) this.giveUp();
    } finally {
      this.checking = false;
    }
  }

  private giveUp(): void {
    if (this.gaveUp) return;
    this.gaveUp = true;
    this.stopping = true;
    clearInterval(this.timer);
    const seconds = Math.round(this.options.restartTimeoutMs / 1000);
    this.options.onGiveUp(
      `The embedded PostgreSQL could not be brought back within ${seconds} s (DB_RESTART_TIMEOUT_SECONDS); ` +
        `last problem: ${this.lastProblem ?? this.reason ?? 'unknown'}. Exiting so that a service manager can restart the app.`,
    );
  }
}

import pino from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PostgresSupervisor, type RunningServer, type SupervisorOptions } from './postgres-supervisor.js';

/** A server process the test ends by hand. */
function fakeServer(): RunningServer & { crash(how: string): void; stopped: boolean } {
  let crash!: (how: string) => void;
  const exited = new Promise<string>((resolve) => (crash = resolve));
  const server = {
    exited,
    crash,
    stopped: false,
    stop: async () => {
      server.stopped = true;
      crash('stopped');
    },
  };
  return server;
}

const quick = { log: pino({ level: 'silent' }), checkIntervalMs: 10, backoff: { firstMs: 5, maxMs: 20 } };
const until = (condition: () => boolean) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout: 5000, interval: 5 });

let supervisor: PostgresSupervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

async function supervise(
  options: Partial<SupervisorOptions> & Pick<SupervisorOptions, 'launch'>,
): Promise<PostgresSupervisor> {
  supervisor = await PostgresSupervisor.start({
    check: async () => undefined,
    restartTimeoutMs: 60_000,
    onGiveUp: () => undefined,
    ...quick,
    ...options,
  });
  return supervisor;
}

describe('PostgresSupervisor', () => {
  test('a server that dies is restarted; meanwhile the reason says so, and it clears once the server is back', async () => {
    const servers: ReturnType<typeof fakeServer>[] = [];
    let refusals = 2;
    let letThrough!: () => void;
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const launch = vi.fn(async (_timeoutMs: number) => {
      if (servers.length > 0) {
        await gate; // the restart waits until the test has seen the outage
        if (refusals-- > 0) throw new Error('shared memory still in use');
      }
      const server = fakeServer();
      servers.push(server);
      return server;
    });
    const watched = await supervise({ launch });
    expect(watched.unavailableReason()).toBeUndefined();

    servers[0]!.crash('killed by SIGKILL');
    await until(() => watched.unavailableReason() !== undefined);
    expect(watched.unavailableReason()).toContain('killed by SIGKILL');

    letThrough();
    await until(() => servers.length === 2);
    await until(() => watched.unavailableReason() === undefined);
    expect(launch).toHaveBeenCalledTimes(4); // the first start, two refused restarts, the one that worked
    // The first start has the launcher's own time; a restart only what is left of the restart timeout.
    expect(launch.mock.calls[0]).toEqual([Number.POSITIVE_INFINITY]);
    expect(launch.mock.calls[1]?.[0]).toBeLessThanOrEqual(60_000);
  });

  test('gives up with a message naming the setting and the last problem when the server stays down past the timeout', async () => {
    let first = true;
    const server = fakeServer();
    const onGiveUp = vi.fn();
    const watched = await supervise({
      restartTimeoutMs: 50,
      onGiveUp,
      launch: async () => {
        if (!first) throw new Error('could not bind port 5433');
        first = false;
        return server;
      },
    });
    server.crash('killed by SIGKILL');
    await until(() => onGiveUp.mock.calls.length > 0);
    const [message] = onGiveUp.mock.calls[0] as [string];
    expect(message).toContain('could not be brought back within');
    expect(message).toContain('DB_RESTART_TIMEOUT_SECONDS');
    expect(message).toContain('could not bind port 5433');
    expect(watched.unavailableReason()).toBeDefined();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  test('a live server that stops answering is down after two failed checks, up again when it answers; and gives up if it never does', async () => {
    let answering = true;
    const onGiveUp = vi.fn();
    const watched = await supervise({
      restartTimeoutMs: 200,
      onGiveUp,
      launch: async () => fakeServer(),
      check: async () => {
        if (!answering) throw new Error('the database system is in recovery mode');
      },
    });
    answering = false;
    await until(() => watched.unavailableReason() === 'PostgreSQL does not answer');
    answering = true;
    await until(() => watched.unavailableReason() === undefined);

    answering = false;
    await until(() => onGiveUp.mock.calls.length > 0);
    expect(onGiveUp.mock.calls[0]?.[0]).toContain('the database system is in recovery mode');
  });

  test('stop() stops the server and nothing restarts it', async () => {
    const launch = vi.fn(async () => fakeServer());
    const watched = await supervise({ launch });
    const server = (await launch.mock.results[0]!.value) as ReturnType<typeof fakeServer>;
    await watched.stop();
    expect(server.stopped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(launch).toHaveBeenCalledTimes(1);
    expect(watched.unavailableReason()).toBeUndefined();
  });

  test('a first start that fails is thrown: the app does not start', async () => {
    await expect(supervise({ launch: async () => Promise.reject(new Error('initdb failed')) })).rejects.toThrow(
      'initdb failed',
    );
  });
});

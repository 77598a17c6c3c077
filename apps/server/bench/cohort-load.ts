/**
 * The cohort's students (issue 11's target: 5,000 signed-in students, one socket each, each
 * loading the dashboard or a lesson page every 10 s: p95 at most 100 ms, no errors), run by
 * cohort.ts against one server and by cohort-scale-out.ts against two instances behind HAProxy.
 *
 * 1. Login storm: every student signs in through the real POST /api/auth/login (production
 *    argon2 parameters), open loop, spread evenly over BENCH_LOGIN_SECONDS, each from one of
 *    254 loopback source addresses (127.0.0.1-127.0.0.254, a classroom NAT mix for the
 *    per-address login limits).
 * 2. One socket each, as the web app opens it (websocket, the token as auth), in batches.
 * 3. Page loads, open loop: each student, every 10 s at a random phase, loads the dashboard
 *    or a lesson page (half each) with the web app's calls (page-calls.ts), in the order the
 *    page makes them (a second wave waits for the first). A student's first page in a
 *    schedule is a fresh load, which also asks for the header's data (`?shell=1`); the next
 *    ones are moves within the app, as a student clicking through a course in one tab makes
 *    them (BENCH_LOADS=fresh makes every load a fresh one, the heavier case):
 *    - dashboard: /api/pages/dashboard[?shell=1] (docs/decisions/033); then
 *      /api/users/online?page=1&limit=50 (the panel waits for the presence room);
 *    - lesson page: /api/pages/lesson/{id}[?shell=1].
 *    The socket follows the page as the web app's does: `joinRoom {room:'presence'}` on the
 *    dashboard (online users), `joinRoom {courseId}` on a lesson, `leaveRoom` of the last one.
 *    Calls go over kept-alive connections, at most 16 per source address.
 * 4. The anchor, after the sockets are closed: the same schedule against bare Fastify + pg
 *    (cohort-anchor.ts) on the same database, answering every call with one prepared query,
 *    no sockets: what the framework costs.
 *
 * Prints the storm's latency and errors, then per page and overall p50/p95/p99 of the calls,
 * of whole pages (from their scheduled time: lateness counts), errors (non-2xx, timeouts after
 * 5 s as in the web app), the achieved request rate and each measured server process's
 * event-loop delay and CPU time per call (the capacity figure, steadier than latency on a
 * shared machine), beside the anchor's. The students run in this process, on the same CPUs
 * as the servers, so the figures are conservative. Loopback only; stops by itself.
 * BENCH_LOGIN_SECONDS=60 BENCH_SECONDS=60 BENCH_SOCKET_BATCH=250 BENCH_LOADS=navigate by default.
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { TIMINGS, type JoinRoomRequest } from '@netclass/shared';
import { connectSocket, type ClientSocket } from '../test/socket.js';
import type { CohortSetup, Lesson } from './cohort-setup.js';
import { percentile, printTable, stopAfter } from './harness.js';
import type { ProcessReport } from './measured-process.js';
import { pageWaves, type PageKind } from './page-calls.js';

const LOGIN_SECONDS = Number(process.env.BENCH_LOGIN_SECONDS ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SOCKET_BATCH = Number(process.env.BENCH_SOCKET_BATCH ?? 250);
/** `navigate`: a student's first page in a schedule is a fresh load, the next ones moves within the app; `fresh`: every one a fresh load. */
const ALWAYS_FRESH = process.env.BENCH_LOADS === 'fresh';
const PERIOD_MS = 10_000;
const SOURCE_ADDRESSES = 254;

interface Student {
  id: number;
  /** Loopback source address, 127.0.0.1-127.0.0.254. */
  address: string;
  token?: string;
  socket?: ClientSocket;
  /** The room the last page joined. */
  room?: JoinRoomRequest;
  /** The header's data is cached in the student's tab: the next page is a move within the app. */
  shellLoaded?: boolean;
}

/** Latencies (ms) of calls and of whole pages, and what went wrong. */
class Tally {
  readonly calls: number[] = [];
  readonly pages: number[] = [];
  readonly failures = new Map<string, number>();
  /** Call latencies by route (ids and query values as {id}), to see where the time goes. */
  readonly byRoute = new Map<string, number[]>();

  record(path: string, ms: number): void {
    this.calls.push(ms);
    const route = path.replace(/\d+/g, '{id}');
    const list = this.byRoute.get(route) ?? [];
    list.push(ms);
    this.byRoute.set(route, list);
  }

  fail(reason: string): void {
    this.failures.set(reason, (this.failures.get(reason) ?? 0) + 1);
  }

  get errors(): number {
    return [...this.failures.values()].reduce((sum, count) => sum + count, 0);
  }
}

interface Answer {
  /** 0 when no answer came (timeout, connection error). */
  status: number;
  ms: number;
  body: string;
}

/**
 * Kept-alive connections, at most 16 per source address (a NAT's share of browsers): past that
 * calls queue, and their wait counts. Unbounded, an overload opens connections until the
 * process runs out of file descriptors (two per connection: client and server share it).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One HTTP call from `localAddress`, timed to its end, given up after 5 s as the web app does; never rejects. */
function call(
  base: URL,
  method: string,
  path: string,
  localAddress: string,
  headers: http.OutgoingHttpHeaders,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text: string) => {
      clearTimeout(deadline);
      resolve({ status, ms: performance.now() - started, body: text });
    };
    const request = http.request(
      { host: base.hostname, port: base.port, method, path, localAddress, agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
        response.on('error', () => done(0, 'response error'));
      },
    );
    const deadline = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
      TIMINGS.requestTimeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) => done(0, error.code ?? error.message));
    request.end(body);
  });
}

/** Every student signs in, open loop, evenly over LOGIN_SECONDS. */
async function loginStorm(base: URL, students: Student[], password: string): Promise<Tally> {
  const tally = new Tally();
  const started = performance.now();
  const spacing = (LOGIN_SECONDS * 1000) / students.length;
  await Promise.all(
    students.map(async (student, i) => {
      await sleep(Math.max(0, started + i * spacing - performance.now()));
      const body = JSON.stringify({ id: String(student.id), password });
      const answer = await call(
        base,
        'POST',
        '/api/auth/login',
        student.address,
        { 'content-type': 'application/json' },
        body,
      );
      tally.calls.push(answer.ms);
      if (answer.status !== 200) return tally.fail(answer.status ? `HTTP ${answer.status}` : answer.body);
      student.token = (JSON.parse(answer.body) as { token: string }).token;
    }),
  );
  return tally;
}

/** Opens one socket per signed-in student, SOCKET_BATCH at a time; returns the time taken. */
async function connectSockets(base: URL, students: Student[]): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < students.length; i += SOCKET_BATCH) {
    await Promise.all(
      students.slice(i, i + SOCKET_BATCH).map(async (student) => {
        student.socket = await connectSocket(base.origin, student.token);
      }),
    );
  }
  return performance.now() - started;
}

function closeSockets(students: Student[]): void {
  for (const student of students) {
    student.socket?.close();
    student.socket = undefined;
  }
}

/**
 * The socket follows the page, as useSocketRoom does: it leaves the previous page's room and
 * joins the course's room on a lesson page, the presence room on the dashboard (online users).
 */
function followRoom(student: Student, kind: PageKind, lesson: Lesson): void {
  if (!student.socket) return;
  if (student.room) student.socket.emit('leaveRoom', student.room);
  student.room = kind === 'lesson' ? { courseId: lesson.courseId } : { room: 'presence' };
  student.socket.emit('joinRoom', student.room);
}

/** One page load, its calls timed one by one, the page from its scheduled time. */
async function loadPage(
  base: URL,
  student: Student,
  kind: PageKind,
  lesson: Lesson,
  scheduled: number,
  tally: Tally,
): Promise<void> {
  const headers = { authorization: `Bearer ${student.token}`, 'accept-encoding': 'gzip, deflate, br' };
  const fresh = ALWAYS_FRESH || !student.shellLoaded;
  student.shellLoaded = true;
  for (const wave of pageWaves(kind, lesson, fresh)) {
    const answers = await Promise.all(
      wave.map(async (path) => ({ path, ...(await call(base, 'GET', path, student.address, headers)) })),
    );
    for (const answer of answers) {
      tally.record(answer.path, answer.ms);
      if (answer.status < 200 || answer.status >= 300)
        tally.fail(answer.status ? `HTTP ${answer.status}` : answer.body);
    }
  }
  followRoom(student, kind, lesson);
  tally.pages.push(performance.now() - scheduled);
}

/** A few loads of each page, not counted: JIT, serializers, each pool connection's prepared statements. */
async function warmUp(base: URL, students: Student[], lessons: Lesson[]): Promise<void> {
  const ignored = new Tally();
  for (let i = 0; i < 40; i++) {
    const student = students[i % students.length]!;
    await Promise.all(
      (['dashboard', 'lesson'] as const).map((kind) =>
        loadPage(base, student, kind, lessons[i % lessons.length]!, performance.now(), ignored),
      ),
    );
  }
}

/** Processes measured over a schedule: each one's event-loop delay, memory and CPU time. */
export interface Measured {
  measure(): void | Promise<void>;
  report(): Promise<(ProcessReport & { name: string })[]>;
}

/** Where a schedule's calls go (an address), and what to measure meanwhile. */
export interface Side {
  base: string;
  /** What it is, as printed. */
  name: string;
  processes: Measured;
}

/** What the cohort runs against: the app (with its sockets), and the anchor on the same schedule after it. */
export interface CohortTarget {
  app: Side;
  anchor: Side;
  lessons: Lesson[];
}

interface ScheduleResult {
  byPage: Record<PageKind, Tally>;
  calls: number;
  seconds: number;
  /** The measured processes' event-loop delay, memory and CPU over the schedule. */
  processes: Awaited<ReturnType<Measured['report']>>;
}

/** After a warm-up, every student loads a page every PERIOD_MS at a random phase for SECONDS, open loop; waits for the last answers. */
async function runSchedule(side: Side, students: Student[], lessons: Lesson[]): Promise<ScheduleResult> {
  const base = new URL(side.base);
  await warmUp(base, students, lessons);
  for (const student of students) student.shellLoaded = false;
  await side.processes.measure();
  const byPage: Record<PageKind, Tally> = { dashboard: new Tally(), lesson: new Tally() };
  const started = performance.now();
  const endAt = started + SECONDS * 1000;
  let pending = 0;
  const tick = (student: Student, scheduled: number) => {
    const kind: PageKind = Math.random() < 0.5 ? 'dashboard' : 'lesson';
    const lesson = lessons[Math.floor(Math.random() * lessons.length)]!;
    pending++;
    void loadPage(base, student, kind, lesson, scheduled, byPage[kind]).finally(() => pending--);
    const next = scheduled + PERIOD_MS;
    if (next < endAt) setTimeout(() => tick(student, next), next - performance.now());
  };
  for (const student of students) {
    const first = started + Math.random() * PERIOD_MS;
    setTimeout(() => tick(student, first), first - performance.now());
  }
  await sleep(SECONDS * 1000);
  while (pending > 0) await sleep(50);
  const seconds = (performance.now() - started) / 1000;
  return {
    byPage,
    calls: byPage.dashboard.calls.length + byPage.lesson.calls.length,
    seconds,
    processes: await side.processes.report(),
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const stats = (values: number[]) => [
  `${values.length}`,
  ms(percentile(values, 50)),
  ms(percentile(values, 95)),
  ms(percentile(values, 99)),
];
const failures = (tallies: Tally[]) => {
  const merged = new Map<string, number>();
  for (const tally of tallies)
    for (const [reason, count] of tally.failures) merged.set(reason, (merged.get(reason) ?? 0) + count);
  return merged.size ? [...merged].map(([reason, count]) => `${reason} x${count}`).join(', ') : 'none';
};

function printSchedule(name: string, result: ScheduleResult): void {
  const { dashboard, lesson } = result.byPage;
  const allCalls = [...dashboard.calls, ...lesson.calls];
  const perCall = (cpuMs: number) =>
    `${((cpuMs * 1000) / Math.max(1, result.calls)).toFixed(0)} µs per call, ${((cpuMs / 1000 / result.seconds) * 100).toFixed(0)}% of a core`;
  console.log(
    `\n${name}: ${(result.calls / result.seconds).toFixed(0)} calls/s achieved over ${result.seconds.toFixed(1)} s; errors: ${failures([dashboard, lesson])}`,
  );
  for (const { name: process, delayP50Ms, delayP99Ms, delayMaxMs, rssMb, cpuMs } of result.processes) {
    console.log(
      `${process}: event-loop delay p50 ${ms(delayP50Ms)} ms, p99 ${ms(delayP99Ms)} ms, max ${ms(delayMaxMs)} ms; ${rssMb.toFixed(0)} MB resident`,
    );
    // CPU time per call (all the process's threads; sockets included): the capacity figure, steadier than latency on a shared machine.
    console.log(`${process} CPU: ${perCall(cpuMs)}`);
  }
  if (result.processes.length > 1)
    console.log(`all of them, CPU: ${perCall(result.processes.reduce((sum, { cpuMs }) => sum + cpuMs, 0))}`);
  printTable([
    ['measure', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
    ['dashboard: calls', ...stats(dashboard.calls), `${dashboard.errors}`],
    ['dashboard: whole page, from its scheduled time', ...stats(dashboard.pages), '-'],
    ['lesson page: calls', ...stats(lesson.calls), `${lesson.errors}`],
    ['lesson page: whole page, from its scheduled time', ...stats(lesson.pages), '-'],
    ['all calls', ...stats(allCalls), `${dashboard.errors + lesson.errors}`],
  ]);
}

/** Every route's calls, slowest p95 first. */
function printRoutes(result: ScheduleResult): void {
  const routes = new Map<string, number[]>();
  for (const tally of Object.values(result.byPage))
    for (const [route, list] of tally.byRoute) routes.set(route, [...(routes.get(route) ?? []), ...list]);
  const rows = [...routes].map(([route, list]) => [route, ...stats(list)]).sort((a, b) => Number(b[3]) - Number(a[3]));
  console.log('\nNetClass by route:');
  printTable([['route', 'calls', 'p50 ms', 'p95 ms', 'p99 ms'], ...rows]);
}

/** The login storm, the sockets, the page loads on the app and then on the anchor, each printed with the ratio. Stops the process past its deadline. */
export async function runCohort(setup: CohortSetup, target: CohortTarget): Promise<void> {
  const cancelDeadline = stopAfter((LOGIN_SECONDS + 2 * SECONDS + 300) * 1000);
  const students: Student[] = Array.from({ length: setup.students }, (_, i) => ({
    id: setup.firstId + i,
    address: `127.0.0.${1 + (i % SOURCE_ADDRESSES)}`,
  }));
  try {
    const base = new URL(target.app.base);
    console.log(
      `\nCohort: ${setup.students} students, ${target.lessons.length} lessons, ${os.cpus().length} CPUs, Node ${process.version}; ${target.app.name}`,
    );

    const storm = await loginStorm(base, students, setup.password);
    console.log(
      `\nlogin storm: ${setup.students} logins over ${LOGIN_SECONDS} s from ${Math.min(setup.students, SOURCE_ADDRESSES)} addresses; errors: ` +
        `${failures([storm])}`,
    );
    printTable([
      ['measure', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
      ['POST /api/auth/login', ...stats(storm.calls), `${storm.errors}`],
    ]);
    const signedIn = students.filter((student) => student.token !== undefined);
    console.log(
      `\n${signedIn.length} sockets connected in ${(await connectSockets(base, signedIn)).toFixed(0)} ms (batches of ${SOCKET_BATCH})`,
    );

    const ours = await runSchedule(target.app, signedIn, target.lessons);
    closeSockets(signedIn);
    const bare = await runSchedule(target.anchor, signedIn, target.lessons);

    console.log(
      `\nPage loads: ${signedIn.length} students, one page every ${PERIOD_MS / 1000} s each (${(signedIn.length / (PERIOD_MS / 1000)).toFixed(0)} ` +
        `pages/s offered), ${SECONDS} s; ${ALWAYS_FRESH ? 'every load a fresh one' : 'the first a fresh load, then moves within the app'}`,
    );
    printSchedule(`NetClass (every student with a socket): ${target.app.name}`, ours);
    printRoutes(ours);
    printSchedule(`anchor: ${target.anchor.name}`, bare);
    const all = (result: ScheduleResult) => [...result.byPage.dashboard.calls, ...result.byPage.lesson.calls];
    const p95 = percentile(all(ours), 95);
    const errors = ours.byPage.dashboard.errors + ours.byPage.lesson.errors;
    console.log(
      `\nratio to the anchor: call p95 ${(p95 / percentile(all(bare), 95)).toFixed(2)}x, call p50 ` +
        `${(percentile(all(ours), 50) / percentile(all(bare), 50)).toFixed(2)}x; ` +
        `target: p95 <= 100 ms (${ms(p95)} ms: ${p95 <= 100 ? 'met' : 'NOT met'}) and no errors (${errors}: ${errors === 0 ? 'met' : 'NOT met'})\n`,
    );
  } finally {
    closeSockets(students);
    agent.destroy();
    cancelDeadline();
  }
}

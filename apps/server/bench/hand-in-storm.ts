/**
 * The hand-in storm (issue 14 item 7): BENCH_STUDENTS students, members of one course and
 * signed in before the clock starts, each hand in one BENCH_FILE_MB file (a PDF header, random
 * bytes after, a tail naming the student) through the web app's route (POST
 * /api/assignments/{id}/hand-ins, multipart), their starts spread evenly over BENCH_SECONDS,
 * each sent at BENCH_UPLOAD_MBPS (a student's uplink; 0: as fast as loopback takes it).
 * Meanwhile BENCH_OTHERS other students load lesson pages (the web app's calls, cohort.ts)
 * one after another.
 *
 * Prints: every stored file read back (count, size and SHA-256 of each against what was
 * sent), the server process's peak resident memory and heap during the storm against before
 * it, the upload throughput, and the other students' call latencies (p50/p95/p99) on the idle
 * server, during the storm, and during the anchor's storm: the same uploads on the same
 * schedule to a bare Node http server that streams each body to disk and fsyncs it (in the
 * server's process), which is what moving those bytes costs on this machine. The server runs
 * in a process of its own (hand-in-storm-server.ts). Loopback only; stops by itself.
 *
 *   npm run bench:hand-ins
 *     (BENCH_STUDENTS=300 BENCH_FILE_MB=20 BENCH_SECONDS=60 BENCH_UPLOAD_MBPS=2 BENCH_OTHERS=4 BENCH_IDLE_SECONDS=10)
 *   quick: BENCH_STUDENTS=30 BENCH_SECONDS=10 BENCH_IDLE_SECONDS=3 npm run bench:hand-ins
 */
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultPasswordFor, TIMINGS } from '@netclass/shared';
import type { FromServer, ServerReport, StormSetup, ToServer } from './hand-in-storm-server.js';
import { percentile, printTable, stopAfter } from './harness.js';
import { forkServerProcess } from './measured-process.js';
import { pageWaves } from './page-calls.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const UPLOAD_MBPS = Number(process.env.BENCH_UPLOAD_MBPS ?? 2);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 4);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const FIRST_ID = 8_000_001;
const PASSWORD = defaultPasswordFor(FIRST_ID);
const CHUNK = 256 * 1024;
const BOUNDARY = 'netclass-bench-boundary';
const cancelDeadline = stopAfter((2 * SECONDS + IDLE_SECONDS) * 1000 + 2 * STUDENTS * FILE_MB * 100 + 10 * 60_000);

/** What every student sends: the same random body between their own head and tail, hashed once and copied. */
const body = randomBytes(FILE_MB * 2 ** 20 - 64);
const head = Buffer.from('%PDF-1.7\n');
const bodyHash: Hash = createHash('sha256').update(head).update(body);
const tailOf = (studentId: number) => Buffer.from(`\n%% bai nop cua ${studentId}\n%%EOF\n`);
const fileOf = (studentId: number) => ({
  size: head.length + body.length + tailOf(studentId).length,
  sha256: bodyHash.copy().update(tailOf(studentId)).digest('hex'),
});
const multipartHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="bao-cao.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
);
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One request, its body given as buffers written at `bytesPerSecond` (0: unpaced); never rejects; no answer within `timeoutMs` is status 0. */
function request(
  url: URL,
  method: string,
  headers: http.OutgoingHttpHeaders,
  parts: Buffer[] = [],
  bytesPerSecond = 0,
  timeoutMs = 0,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text: string) => {
      clearTimeout(deadline);
      resolve({ status, ms: performance.now() - started, body: text });
    };
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const req = http.request(
      url,
      { method, headers: { ...headers, ...(parts.length ? { 'content-length': String(length) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
        response.on('error', () => done(0, 'response error'));
      },
    );
    const deadline = timeoutMs ? setTimeout(() => req.destroy(new Error('timeout')), timeoutMs) : undefined;
    req.on('error', (error) => done(0, error.message));
    void (async () => {
      let sent = 0;
      for (const part of parts) {
        for (let at = 0; at < part.length; at += CHUNK) {
          const chunk = part.subarray(at, at + CHUNK);
          if (!req.write(chunk)) await once(req, 'drain');
          sent += chunk.length;
          if (bytesPerSecond) await sleep(Math.max(0, started + (sent / bytesPerSecond) * 1000 - performance.now()));
        }
      }
      req.end();
    })().catch(() => undefined);
  });
}

async function json<T>(answer: Promise<Answer>, expected: number): Promise<T> {
  const { status, body: text } = await answer;
  if (status !== expected) throw new Error(`answered ${status}, not ${expected}: ${text}`);
  return JSON.parse(text) as T;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (base: string, id: number) =>
  json<{ token: string }>(
    request(new URL('/api/auth/login', base), 'POST', { 'content-type': 'application/json' }, [
      Buffer.from(JSON.stringify({ id: String(id), password: PASSWORD })),
    ]),
    200,
  ).then((answer) => answer.token);

/** Sign-ins before the clock, a few at a time (argon2 is the server's work, not the storm's). */
async function loginAll(base: string, ids: number[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 8)
    tokens.push(...(await Promise.all(ids.slice(i, i + 8).map((id) => login(base, id)))));
  return tokens;
}

/**
 * Until `stop` resolves, each other student loads lesson pages one after another (a fresh load, then moves within the
 * app); answers every call's latency, and the failures by reason.
 */
async function readLessons(
  base: string,
  others: Array<{ id: number; token: string }>,
  lessons: Array<{ id: number; courseId: number }>,
  stop: Promise<unknown>,
) {
  const calls: number[] = [];
  const failures = new Map<string, number>();
  let stopped = false;
  void stop.finally(() => (stopped = true)).catch(() => undefined);
  await Promise.all(
    others.map(async (other, n) => {
      for (let i = n; !stopped; i++) {
        for (const wave of pageWaves('lesson', lessons[i % lessons.length]!, i === n)) {
          const answers = await Promise.all(
            wave.map((path) =>
              request(
                new URL(path, base),
                'GET',
                { ...auth(other.token), 'accept-encoding': 'gzip, deflate, br' },
                [],
                0,
                TIMINGS.requestTimeoutMs,
              ),
            ),
          );
          for (const answer of answers) {
            calls.push(answer.ms);
            if (answer.status !== 200) {
              const reason = answer.status ? `HTTP ${answer.status}` : answer.body;
              failures.set(reason, (failures.get(reason) ?? 0) + 1);
            }
          }
        }
        await sleep(100);
      }
    }),
  );
  return { calls, failures };
}

/** Every student's upload, started evenly over SECONDS, to `url` (with their token); answers statuses, durations and the throughput. */
async function storm(url: URL, students: Array<{ id: number; token: string }>) {
  const started = performance.now();
  const spacing = (SECONDS * 1000) / students.length;
  const uploads = await Promise.all(
    students.map(async (student, i) => {
      await sleep(Math.max(0, started + i * spacing - performance.now()));
      const headers = { ...auth(student.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
      return request(
        url,
        'POST',
        headers,
        [multipartHead, head, body, tailOf(student.id), multipartTail],
        UPLOAD_MBPS * 2 ** 20,
      );
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const failed = uploads.filter((upload) => upload.status !== 201);
  return {
    seconds,
    mibPerSecond: (students.length * FILE_MB) / seconds,
    durations: uploads.map((upload) => upload.ms),
    failed: failed.map((upload) => `${upload.status} ${upload.body.slice(0, 120)}`),
  };
}

async function startServerProcess() {
  const setup: StormSetup = { students: STUDENTS, others: OTHERS, firstId: FIRST_ID, password: PASSWORD };
  const server = forkServerProcess<FromServer, ToServer>(new URL('./hand-in-storm-server.ts', import.meta.url), {
    STORM_SETUP: JSON.stringify(setup),
  });
  return {
    ...(await server.next('ready')),
    measure: () => server.tell({ kind: 'measure' }),
    report: () => (server.tell({ kind: 'report' }), server.next('report')),
    verify: (assignmentId: number) => (server.tell({ kind: 'verify', assignmentId }), server.next('verify')),
    stop: server.stop,
  };
}

/** A phase: the other students read lessons while `work` runs (or for IDLE_SECONDS), the server measured throughout. */
async function phase<T>(
  server: Awaited<ReturnType<typeof startServerProcess>>,
  others: Array<{ id: number; token: string }>,
  work: () => Promise<T>,
) {
  server.measure();
  const running = work();
  const reads = await readLessons(server.app, others, server.lessons, running);
  return { result: await running, reads, memory: await server.report() };
}

const ms = (value: number) => value.toFixed(1);
const latencies = (values: number[]) => [
  `${values.length}`,
  ms(percentile(values, 50)),
  ms(percentile(values, 95)),
  ms(percentile(values, 99)),
];
const failed = (reads: { failures: Map<string, number> }) =>
  [...reads.failures].map(([reason, n]) => `${reason} x${n}`).join(', ') || '0';
const memory = (m: ServerReport) =>
  `RSS ${m.rssBeforeMb.toFixed(0)} -> peak ${m.rssPeakMb.toFixed(0)} MB, heap ${m.heapBeforeMb.toFixed(0)} -> peak ${m.heapPeakMb.toFixed(0)} MB, ` +
  `event-loop delay p99 ${ms(m.delayP99Ms)} ms, max ${ms(m.delayMaxMs)} ms, CPU ${(m.cpuMs / 1000).toFixed(1)} s`;

const server = await startServerProcess();
try {
  const teacher = await login(server.app, server.teacherId);
  const { assignment } = await json<{ assignment: { id: number } }>(
    request(
      new URL(`/api/courses/${server.courseId}/assignments`, server.app),
      'POST',
      { ...auth(teacher), 'content-type': 'application/json' },
      [
        Buffer.from(
          JSON.stringify({
            title: 'Bench: hand-in storm',
            instructions: 'Nộp báo cáo PDF.',
            allowed_types: ['pdf'],
            max_file_mb: FILE_MB + 1,
            due_at: new Date(Date.now() + 86_400_000).toISOString(),
            accepts_until: null,
            max_points: 10,
            rubric: null,
          }),
        ),
      ],
    ),
    201,
  );
  await json(
    request(
      new URL(`/api/assignments/${assignment.id}/publication`, server.app),
      'PUT',
      { ...auth(teacher), 'content-type': 'application/json' },
      [Buffer.from(JSON.stringify({ state: 'published' }))],
    ),
    200,
  );
  const ids = Array.from({ length: STUDENTS + OTHERS }, (_, i) => FIRST_ID + i);
  const tokens = await loginAll(server.app, ids);
  const signedIn = ids.map((id, i) => ({ id, token: tokens[i]! }));
  const students = signedIn.slice(0, STUDENTS);
  const others = signedIn.slice(STUDENTS);
  console.log(
    `\nHand-in storm: ${STUDENTS} students x ${FILE_MB} MiB, starts over ${SECONDS} s, ${UPLOAD_MBPS || 'unpaced'} MiB/s each; ${OTHERS} others ` +
      `reading lessons; ${os.cpus().length} CPUs, Node ${process.version}`,
  );

  const idle = await phase(server, others, () => sleep(IDLE_SECONDS * 1000));
  const ours = await phase(server, others, () =>
    storm(new URL(`/api/assignments/${assignment.id}/hand-ins`, server.app), students),
  );
  const bare = await phase(server, others, () => storm(new URL('/upload', server.anchor), students));

  const stored = new Map((await server.verify(assignment.id)).files.map((file) => [file.studentId, file]));
  const whole = students.filter((student) => {
    const expected = fileOf(student.id);
    const file = stored.get(student.id);
    return file?.size === expected.size && file.sha256 === expected.sha256;
  }).length;
  console.log(
    `\nstored: ${stored.size} files of ${STUDENTS}; whole (size and SHA-256 as sent): ${whole}; refused uploads: ` +
      `${ours.result.failed.length ? ours.result.failed.join('; ') : 'none'}`,
  );
  console.log(`NetClass server process during the storm: ${memory(ours.memory)}`);
  console.log(`anchor's storm (same process): ${memory(bare.memory)}`);
  printTable([
    ['uploads', 'MiB/s', 'seconds', 'upload p50 ms', 'upload p99 ms', 'failed'],
    [
      'NetClass POST /api/assignments/{id}/hand-ins',
      ms(ours.result.mibPerSecond),
      ms(ours.result.seconds),
      ms(percentile(ours.result.durations, 50)),
      ms(percentile(ours.result.durations, 99)),
      `${ours.result.failed.length}`,
    ],
    [
      'anchor: bare Node http, body streamed to disk',
      ms(bare.result.mibPerSecond),
      ms(bare.result.seconds),
      ms(percentile(bare.result.durations, 50)),
      ms(percentile(bare.result.durations, 99)),
      `${bare.result.failed.length}`,
    ],
  ]);
  console.log(`\nOther students' lesson-page calls (${OTHERS} clients, one page after another):`);
  printTable([
    ['while', 'calls', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'],
    ['the server is idle', ...latencies(idle.reads.calls), failed(idle.reads)],
    ['the NetClass storm', ...latencies(ours.reads.calls), failed(ours.reads)],
    ['the anchor takes the storm', ...latencies(bare.reads.calls), failed(bare.reads)],
  ]);
  const p95 = (values: number[]) => percentile(values, 95);
  console.log(
    `\nratios: storm/idle call p95 ${(p95(ours.reads.calls) / p95(idle.reads.calls)).toFixed(2)}x (anchor's storm/idle ` +
      `${(p95(bare.reads.calls) / p95(idle.reads.calls)).toFixed(2)}x); upload throughput ` +
      `${(ours.result.mibPerSecond / bare.result.mibPerSecond).toFixed(2)}x the anchor's; RSS growth ` +
      `${(ours.memory.rssPeakMb - ours.memory.rssBeforeMb).toFixed(0)} MB for ${STUDENTS * FILE_MB} MiB received\n`,
  );
} finally {
  await server.stop();
  cancelDeadline();
}

/**
 * The quiz storm (issue 15 item 8): BENCH_STUDENTS students, members of one course and signed
 * in before the clock starts, start the same quiz (POST /api/quizzes/{id}/attempts), their
 * starts spread evenly over BENCH_SECONDS, then each autosaves one answer every
 * BENCH_SAVE_EVERY seconds, BENCH_SAVES times (PUT /api/quiz-attempts/{id}/answers/{position},
 * the web app's calls), every fifth save sent twice (a retry: the second must change nothing).
 *
 * Prints: the latencies (p50/p95/p99) and failures of starts and saves, against the issue's
 * 100 ms p95; then every attempt and stored answer read back from the database: one attempt per
 * student, every question row there, and each question's stored answer and seq exactly the last
 * one the server acknowledged (none lost, none duplicated); the server's event-loop delay and
 * CPU time; and the anchor: the same saves on the same schedule to a bare server that does one
 * row update per request (what a save cannot cost less than on this machine), and the ratio.
 * The server runs in a process of its own (quiz-storm-server.ts). Loopback only; stops by itself.
 *
 * `--kill` (npm run bench:quiz-kill): halfway through the saves the server process is killed
 * (SIGKILL: no shutdown; its PostgreSQL is left running) and started again on the same folder
 * and port. Saves that fail meanwhile are tried again every 5 s with the next seq, as the web
 * app's autosave does. Prints the save p95 before the kill and after the restart, the outage, the
 * saves that failed in it and how many were then saved; checks every answer acknowledged before
 * the kill (and after) is stored, no attempt duplicated, every attempt's ends_at unchanged. No
 * anchor run.
 *
 *   npm run bench:quiz
 *     (BENCH_STUDENTS=300 BENCH_SECONDS=60 BENCH_SAVE_EVERY=10 BENCH_SAVES=6)
 *   quick: BENCH_STUDENTS=30 BENCH_SECONDS=5 BENCH_SAVE_EVERY=2 BENCH_SAVES=3 npm run bench:quiz
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultPasswordFor } from '@netclass/shared';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { percentile, printTable, stopAfter } from './harness.js';
import { forkServerProcess } from './measured-process.js';
import type { FromServer, QuizStormSetup, ToServer } from './quiz-storm-server.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SAVE_EVERY = Number(process.env.BENCH_SAVE_EVERY ?? 10);
const SAVES = Number(process.env.BENCH_SAVES ?? 6);
const KILL = process.argv.includes('--kill');
const TARGET_P95_MS = 100;
/** The web app's autosave tries a failed save again this often (features/quiz-attempt/autosave-queue.ts). */
const RETRY_MS = 5000;
const MAX_RETRIES = 24;
const FIRST_ID = 8_100_001;
const PASSWORD = defaultPasswordFor(FIRST_ID);
const cancelDeadline = stopAfter(2 * (SECONDS + SAVE_EVERY * (SAVES + 1)) * 1000 + 10 * 60_000);

interface Call {
  status: number;
  ms: number;
  body: unknown;
}

/** One JSON call; never rejects (no answer is status 0). */
async function call(url: string, method: string, token: string | null, body?: unknown): Promise<Call> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error) };
  }
}

/** JSON with its keys sorted at every depth: the stored jsonb and the sent answer compare alike. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );

/** The answer of the k-th save of a question: a choice for a bank question, a typed field for a generated one. */
const answerFor = (kind: 'bank' | 'generated', k: number) =>
  kind === 'bank'
    ? { type: 'single_choice', option_id: (k % 3) + 1 }
    : { type: 'generated', fields: { network: `10.0.${k}.0` } };

interface Tally {
  starts: number[];
  /** Each save call: when it was sent (performance.now()) and how long it took. */
  saves: Array<{ at: number; ms: number }>;
  failures: Map<string, number>;
  /** student id -> position -> the last save the server acknowledged, and when. */
  acknowledged: Map<number, Map<number, { seq: number; answer: string; at: number }>>;
  /** student id -> the ends_at their start answered. */
  endsAt: Map<number, string | null>;
  /** While the server was down (--kill): the save calls that failed, the saves they were of, and those saved on a later try. */
  outage: { failedCalls: number; saves: number; recovered: number };
}
const newTally = (): Tally => ({
  starts: [],
  saves: [],
  failures: new Map(),
  acknowledged: new Map(),
  endsAt: new Map(),
  outage: { failedCalls: 0, saves: 0, recovered: 0 },
});

/** When the server was killed and when it listened again (performance.now()); never, without --kill. */
const outage = { killedAt: Infinity, backAt: Infinity };
/** No answer, or the server's failure, once the server has been killed: the outage's, tried again. */
const failedInOutage = (answer: Call) =>
  (answer.status === 0 || answer.status >= 500) && performance.now() >= outage.killedAt;
const fail = (tally: Tally, what: string, answer: Call) => {
  const reason = `${what} ${answer.status || String(answer.body).slice(0, 60)}`;
  tally.failures.set(reason, (tally.failures.get(reason) ?? 0) + 1);
};

/**
 * Every student's session on the schedule: a start at their turn, then SAVES saves SAVE_EVERY
 * apart, each of the next question in turn. `target` is the app, or the anchor.
 */
async function storm(
  base: string,
  students: Array<{ id: number; token: string }>,
  quizId: number,
  target: 'app' | 'anchor',
): Promise<Tally> {
  const tally = newTally();
  const started = performance.now();
  const spacing = (SECONDS * 1000) / students.length;
  await Promise.all(
    students.map(async (student, i) => {
      await sleep(Math.max(0, started + i * spacing - performance.now()));
      let attemptId = i;
      let kinds: ('bank' | 'generated')[] = Array.from({ length: 10 }, (_, n) => (n < 7 ? 'bank' : 'generated'));
      if (target === 'app') {
        const start = await call(`${base}/api/quizzes/${quizId}/attempts`, 'POST', student.token);
        tally.starts.push(start.ms);
        if (start.status !== 201 && start.status !== 200) return fail(tally, 'start', start);
        const view = start.body as QuizAttemptView;
        attemptId = view.attempt.id;
        tally.endsAt.set(student.id, view.attempt.ends_at);
        kinds = view.questions.map((question) => question.question.kind);
      }
      const seqs = new Map<number, number>();
      const mine = new Map<number, { seq: number; answer: string; at: number }>();
      tally.acknowledged.set(student.id, mine);
      const send = async (url: string, body: { answer: unknown; seq: number }) => {
        const at = performance.now();
        const saved = await call(url, 'PUT', student.token, body);
        tally.saves.push({ at, ms: saved.ms });
        return saved;
      };
      for (let k = 0; k < SAVES; k++) {
        await sleep(Math.max(0, started + i * spacing + (k + 1) * SAVE_EVERY * 1000 - performance.now()));
        const position = ((k * 3) % kinds.length) + 1;
        const body = { answer: answerFor(kinds[position - 1]!, k), seq: (seqs.get(position) ?? 0) + 1 };
        const url =
          target === 'app'
            ? `${base}/api/quiz-attempts/${attemptId}/answers/${position}`
            : `${base}/save/${i * 20 + position}`;
        let saved = await send(url, body);
        const failed = failedInOutage(saved);
        if (failed) tally.outage.saves++;
        for (let retry = 0; retry < MAX_RETRIES && failedInOutage(saved); retry++) {
          tally.outage.failedCalls++;
          await sleep(RETRY_MS);
          body.seq++;
          saved = await send(url, body);
        }
        seqs.set(position, body.seq);
        if (saved.status !== 200) fail(tally, 'save', saved);
        else if ((saved.body as { saved: boolean }).saved) {
          mine.set(position, { seq: body.seq, answer: canonical(body.answer), at: performance.now() });
          if (failed) tally.outage.recovered++;
        } else fail(tally, 'save not kept', saved);
        // Every fifth save sent again: a repeat changes nothing.
        if (k % 5 === 4) {
          const repeat = await send(url, body);
          if (failedInOutage(repeat)) tally.outage.failedCalls++;
          else if (repeat.status !== 200) fail(tally, 'save', repeat);
        }
      }
    }),
  );
  return tally;
}

/** The server process: a new one, or with `restart` one started again where a killed one was. */
async function startServerProcess(restart?: QuizStormSetup['restart']) {
  const setup: QuizStormSetup = { students: STUDENTS, firstId: FIRST_ID, password: PASSWORD, restart };
  const server = forkServerProcess<FromServer, ToServer>(new URL('./quiz-storm-server.ts', import.meta.url), {
    QUIZ_STORM_SETUP: JSON.stringify(setup),
  });
  return {
    ...(await server.next('ready')),
    measure: () => server.tell({ kind: 'measure' }),
    report: () => (server.tell({ kind: 'report' }), server.next('report')),
    verify: (quizId: number) => (server.tell({ kind: 'verify', quizId }), server.next('verify')),
    stop: server.stop,
    /** SIGKILL: no shutdown at all, its PostgreSQL left running. */
    kill: server.kill,
  };
}

/** Sign-ins before the clock, a few at a time (argon2 is the server's work, not the storm's). */
async function loginAll(base: string, ids: number[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 8) {
    const answers = await Promise.all(
      ids
        .slice(i, i + 8)
        .map((id) => call(`${base}/api/auth/login`, 'POST', null, { id: String(id), password: PASSWORD })),
    );
    for (const answer of answers) {
      if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
      tokens.push((answer.body as { token: string }).token);
    }
  }
  return tokens;
}

/**
 * What the database holds against what the server acknowledged: one attempt each, every row
 * there, no answer lost or changed (also counted for those acknowledged before a kill), every
 * attempt's ends_at the one its start answered.
 */
function check(stored: Extract<FromServer, { kind: 'verify' }>, tally: Tally) {
  const byKey = new Map(stored.answers.map((row) => [`${row.studentId}:${row.position}`, row]));
  let [lost, beforeKill, lostBeforeKill] = [0, 0, 0];
  for (const [studentId, positions] of tally.acknowledged) {
    for (const [position, expected] of positions) {
      const row = byKey.get(`${studentId}:${position}`);
      const missing =
        !row || row.seq !== expected.seq || (row.answer && canonical(JSON.parse(row.answer))) !== expected.answer;
      if (missing) lost++;
      if (expected.at < outage.killedAt)
        [beforeKill, lostBeforeKill] = [beforeKill + 1, lostBeforeKill + Number(missing)];
    }
  }
  const acknowledged = [...tally.acknowledged.values()].reduce((sum, positions) => sum + positions.size, 0);
  const duplicated = stored.attemptsPerStudent.filter((n) => n !== 1).length;
  const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : iso);
  const endsChanged = stored.endsAt.filter(
    ({ studentId, endsAt }) => time(endsAt) !== time(tally.endsAt.get(studentId)),
  ).length;
  return {
    acknowledged,
    lost,
    beforeKill,
    lostBeforeKill,
    endsChanged,
    duplicated,
    attempts: stored.attemptsPerStudent.length,
    rows: stored.answers.length,
  };
}

const ms = (value: number) => value.toFixed(1);
const latencies = (values: number[]) => [
  `${values.length}`,
  ms(percentile(values, 50)),
  ms(percentile(values, 95)),
  ms(percentile(values, 99)),
];
const saveTimes = (tally: Tally) => tally.saves.map((save) => save.ms);
const failures = (tally: Tally) => [...tally.failures].map(([reason, n]) => `${reason} x${n}`).join(', ') || '0';

let server = await startServerProcess();

/** --kill: halfway through the saves, the server killed and started again on its folder and port; the outage's times. */
async function killAndRestart(killAt: number): Promise<void> {
  await sleep(killAt - performance.now());
  const { dataDir, app, quizId } = server;
  outage.killedAt = performance.now();
  await server.kill();
  server = await startServerProcess({ place: { dataDir, port: Number(new URL(app).port) }, quizId });
  outage.backAt = performance.now();
}

/** The storm with the kill: the save latencies before the kill and after the restart, the outage, and the check. */
async function killScenario(students: Array<{ id: number; token: string }>): Promise<void> {
  const stormStart = performance.now();
  const [ours] = await Promise.all([
    storm(server.app, students, server.quizId, 'app'),
    killAndRestart(stormStart + (SECONDS + (SAVE_EVERY * SAVES) / 2) * 1000),
  ]);
  const verdict = check(await server.verify(server.quizId), ours);
  const before = ours.saves.filter(({ at, ms: took }) => at + took < outage.killedAt).map(({ ms: took }) => took);
  const after = ours.saves.filter(({ at }) => at >= outage.backAt).map(({ ms: took }) => took);
  printTable([
    ['calls', 'count', 'p50 ms', 'p95 ms', 'p99 ms'],
    ['NetClass POST /api/quizzes/{id}/attempts', ...latencies(ours.starts)],
    ['PUT /api/quiz-attempts/{id}/answers/{n} before the kill', ...latencies(before)],
    ['PUT /api/quiz-attempts/{id}/answers/{n} after the restart', ...latencies(after)],
  ]);
  const { failedCalls, saves, recovered } = ours.outage;
  console.log(
    `\nkilled (SIGKILL) ${((outage.killedAt - stormStart) / 1000).toFixed(1)} s into the storm, listening again ` +
      `${((outage.backAt - outage.killedAt) / 1000).toFixed(1)} s later; ${failedCalls} save calls failed meanwhile, of ${saves} saves: ${recovered} ` +
      `saved on a later try (every ${RETRY_MS / 1000} s, the next seq); other failures: ${failures(ours)}`,
  );
  console.log(
    `stored: ${verdict.attempts} students with attempts, ${verdict.duplicated} with more than one; ${verdict.rows} question rows (${STUDENTS * 10} ` +
      `expected); ${verdict.beforeKill} answers acknowledged before the kill, ${verdict.lostBeforeKill} lost or changed; ${verdict.acknowledged} in ` +
      `all, ${verdict.lost} lost or changed; ends_at changed: ${verdict.endsChanged} of ${ours.endsAt.size}\n`,
  );
  if (
    verdict.lost ||
    verdict.duplicated ||
    verdict.endsChanged ||
    verdict.rows !== STUDENTS * 10 ||
    ours.failures.size ||
    recovered !== saves ||
    !Number.isFinite(outage.backAt)
  )
    process.exitCode = 1;
}

/** The storm, then the anchor's: latencies against the target and the anchor, the check, the server's load. */
async function plainScenario(students: Array<{ id: number; token: string }>): Promise<void> {
  server.measure();
  const ours = await storm(server.app, students, server.quizId, 'app');
  const load = await server.report();
  server.measure();
  const bare = await storm(server.anchor, students, server.quizId, 'anchor');
  const anchorLoad = await server.report();
  const verdict = check(await server.verify(server.quizId), ours);

  printTable([
    ['calls', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'],
    [
      'NetClass POST /api/quizzes/{id}/attempts',
      ...latencies(ours.starts),
      failures({ ...ours, failures: new Map([...ours.failures].filter(([reason]) => reason.startsWith('start'))) }),
    ],
    [
      'NetClass PUT /api/quiz-attempts/{id}/answers/{n}',
      ...latencies(saveTimes(ours)),
      failures({ ...ours, failures: new Map([...ours.failures].filter(([reason]) => reason.startsWith('save'))) }),
    ],
    ['anchor: one row update per request', ...latencies(saveTimes(bare)), failures(bare)],
  ]);
  const p95 = Math.max(percentile(ours.starts, 95), percentile(saveTimes(ours), 95));
  console.log(
    `\np95 of starts and saves: ${ms(p95)} ms (target ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}); save p95 ` +
      `${(percentile(saveTimes(ours), 95) / percentile(saveTimes(bare), 95)).toFixed(2)}x the anchor's`,
  );
  console.log(
    `stored: ${verdict.attempts} students with attempts, ${verdict.duplicated} with more than one; ${verdict.rows} question rows (${STUDENTS * 10} ` +
      `expected); ${verdict.acknowledged} acknowledged answers, ${verdict.lost} lost or changed`,
  );
  console.log(
    `server process: event-loop delay p99 ${ms(load.delayP99Ms)} ms, max ${ms(load.delayMaxMs)} ms, CPU ${(load.cpuMs / 1000).toFixed(1)} s ` +
      `(anchor's run: CPU ${(anchorLoad.cpuMs / 1000).toFixed(1)} s)\n`,
  );
  if (verdict.lost || verdict.duplicated || verdict.rows !== STUDENTS * 10 || ours.failures.size) process.exitCode = 1;
}

try {
  const ids = Array.from({ length: STUDENTS }, (_, i) => FIRST_ID + i);
  const tokens = await loginAll(server.app, ids);
  const students = ids.map((id, i) => ({ id, token: tokens[i]! }));
  console.log(
    `\nQuiz storm: ${STUDENTS} students start one quiz over ${SECONDS} s, then save an answer every ${SAVE_EVERY} s, ${SAVES} times (every fifth ` +
      `sent twice)${KILL ? ', the server killed halfway through the saves' : ''}; ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  if (KILL) await killScenario(students);
  else await plainScenario(students);
} finally {
  await server.stop();
  cancelDeadline();
}

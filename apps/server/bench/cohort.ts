/**
 * The cohort benchmark on one server (cohort-load.ts says what the students do): the app on a
 * fresh embedded database and the bare anchor beside it, in a process of their own
 * (cohort-server.ts), measured over IPC. BENCH_PROFILE=<folder> writes that process's CPU
 * profile there. Two instances behind a proxy: cohort-scale-out.ts.
 *
 *   npx tsx apps/server/bench/cohort.ts
 *     (BENCH_STUDENTS=5000 BENCH_LOGIN_SECONDS=60 BENCH_SECONDS=60 BENCH_SOCKET_BATCH=250)
 */
import { runCohort, type Measured } from './cohort-load.js';
import type { CohortServerReady } from './cohort-server.js';
import { cohortSetup } from './cohort-setup.js';
import { forkMeasured } from './measured-process.js';

const setup = cohortSetup();
const profile = process.env.BENCH_PROFILE ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const server = await forkMeasured<CohortServerReady>(
  new URL('./cohort-server.ts', import.meta.url),
  { COHORT_SETUP: JSON.stringify(setup) },
  profile,
);
// The app and the anchor share the process: it is measured for each schedule in turn.
const measured: Measured = {
  measure: server.measure,
  report: async () => [{ name: 'server process', ...(await server.report()) }],
};
try {
  const { app, anchor, lessons } = server.ready;
  await runCohort(setup, {
    app: { base: app, name: 'one instance, embedded PostgreSQL', processes: measured },
    anchor: { base: anchor, name: 'bare Fastify + pg, one prepared query a call, no sockets', processes: measured },
    lessons,
  });
} finally {
  await server.stop();
}

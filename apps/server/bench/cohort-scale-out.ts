/**
 * The cohort benchmark (cohort-load.ts says what the students do) against two app instances
 * behind HAProxy (issue 16): the scale-out test's deployment (scale-out/environment.ts:
 * PostgreSQL 15, the S3 server, two instances on the built server or the sources, HAProxy
 * with deploy/haproxy.cfg), the students inserted into its database, every call and socket
 * through the proxy. Each instance is measured through its own /metrics. The anchor, on the
 * same schedule after it: two bare Fastify + pg processes (cohort-anchor.ts) on the same
 * database behind a second HAProxy with the same configuration, so the proxy's cost is on
 * both sides. Needs Debian's postgresql-15 and haproxy.
 *
 *   npm run bench:cohort-scale-out
 *     (BENCH_STUDENTS=5000 BENCH_LOGIN_SECONDS=60 BENCH_SECONDS=60 BENCH_SOCKET_BATCH=250)
 */
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { createPasswordHasher } from '../src/modules/auth/passwords.js';
import { ScaleOutEnvironment } from '../scale-out/environment.js';
import { startProxy } from '../scale-out/instances.js';
import { runCohort, type Measured } from './cohort-load.js';
import { cohortSetup, lessonsOf, type CohortSetup } from './cohort-setup.js';
import { insertStudentRows } from './harness.js';
import { forkMeasured } from './measured-process.js';
import { scrapedInstance } from './scraped-metrics.js';

const setup = cohortSetup();
const environment = new ScaleOutEnvironment();

/** The students, sharing one password hash made with the production argon2 settings; answers the demo class's lessons. */
async function seedStudents(databaseUrl: string, cohort: CohortSetup) {
  const database = connect(databaseUrl, pino({ level: 'silent' }), { connections: 2 });
  try {
    const { argon2 } = loadConfig({ NODE_ENV: 'production', DATA_DIR: environment.root });
    await insertStudentRows(
      database,
      await createPasswordHasher(argon2).hash(cohort.password),
      cohort.firstId,
      cohort.students,
    );
    return await lessonsOf(database.pool);
  } finally {
    await database.close();
  }
}

/** Two anchor processes on the database, behind HAProxy: its address and their measurements. */
async function startAnchors(databaseUrl: string) {
  const env = { DATABASE_URL: databaseUrl, COHORT_SETUP: JSON.stringify(setup) };
  const startOne = async () => {
    const anchor = await forkMeasured<{ base: string }>(new URL('./cohort-anchor-process.ts', import.meta.url), env);
    environment.alsoStop(anchor.stop);
    return anchor;
  };
  const a = await startOne();
  const b = await startOne();
  const base = await startProxy(environment.processes, 'haproxy-anchor', a.ready.base, b.ready.base);
  const processes: Measured = {
    measure: () => {
      a.measure();
      b.measure();
    },
    report: async () => [
      { name: 'anchor process 1', ...(await a.report()) },
      { name: 'anchor process 2', ...(await b.report()) },
    ],
  };
  return { base, processes };
}

let finished = false;
try {
  const { cluster, storage, deployment } = await environment.start({});
  const lessons = await seedStudents(cluster.url, setup);
  const instances = [scrapedInstance(deployment.a), scrapedInstance(deployment.b)] as const;
  const app: Measured = {
    measure: async () => void (await Promise.all(instances.map((instance) => instance.measure()))),
    report: async () => [
      { name: 'instance A', ...(await instances[0].report()) },
      { name: 'instance B', ...(await instances[1].report()) },
    ],
  };
  const anchor = await startAnchors(cluster.url);
  await runCohort(setup, {
    app: {
      base: deployment.proxy,
      name: `two instances behind HAProxy, PostgreSQL ${cluster.version}, files in s3rver at ${storage.downloadOrigin}, ${deployment.runner}`,
      processes: app,
    },
    anchor: {
      base: anchor.base,
      name: 'two bare Fastify + pg processes behind HAProxy, one prepared query a call, no sockets',
      processes: anchor.processes,
    },
    lessons,
  });
  finished = true;
} catch (error) {
  console.error('The scale-out cohort could not run:', error);
} finally {
  if (!finished) environment.printLogs();
  await environment.cleanUp();
}
process.exit(finished ? 0 : 1);

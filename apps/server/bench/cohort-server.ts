/**
 * The cohort benchmark's server side, in a process of its own (as a real server is apart from
 * its students' browsers): the app on a fresh embedded database with the demo class and
 * `students` students, and the bare anchor beside it. Driven by cohort.ts over IPC
 * (measured-process.ts): `ready` with the addresses and lessons, then its own event-loop
 * delay and CPU time between `measure` and `report`; `stop` ends everything.
 */
import { startAnchor } from './cohort-anchor.js';
import { lessonsOf, type CohortSetup, type Lesson } from './cohort-setup.js';
import { insertStudents, seedDemoClass, startBenchServer } from './harness.js';
import { answerMeasurements } from './measured-process.js';

export interface CohortServerReady {
  app: string;
  anchor: string;
  lessons: Lesson[];
}

const setup = JSON.parse(process.env.COHORT_SETUP ?? '') as CohortSetup;
const server = await startBenchServer({ SEED: 'demo', ADMIN_PASSWORD: 'bench-admin-password' });
const anchor = await startAnchor(server.database.url, setup);
await seedDemoClass(server);
await insertStudents(server, setup.firstId, setup.students, setup.password);
const lessons = await lessonsOf(server.database.pool);
answerMeasurements<CohortServerReady>({ app: server.base, anchor: anchor.base, lessons }, () =>
  Promise.allSettled([anchor.stop(), server.stop()]),
);

/**
 * One process of the cohort's anchor (cohort-anchor.ts) on DATABASE_URL, for
 * cohort-scale-out.ts, which runs two behind HAProxy as it runs the app's two instances;
 * measured over IPC (measured-process.ts).
 */
import { startAnchor } from './cohort-anchor.js';
import type { CohortSetup } from './cohort-setup.js';
import { answerMeasurements } from './measured-process.js';

const setup = JSON.parse(process.env.COHORT_SETUP ?? '') as CohortSetup;
const anchor = await startAnchor(process.env.DATABASE_URL ?? '', setup);
answerMeasurements({ base: anchor.base }, anchor.stop);

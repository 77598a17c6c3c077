// The worker threads' entry when the server runs from its TypeScript sources (tsx, Vitest):
// workers get no loader of their parent's, so this registers tsx's, then offers the tasks.
// The built server uses dist/worker-tasks.js instead (apps/server/build.mjs; decision 047).
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');

export const { analyseCapture } = tasks;

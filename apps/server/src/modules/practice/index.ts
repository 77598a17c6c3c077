/** The public entry of the practice module: what other modules use of it (they import nothing else of it). */
export type { PracticeService } from './service.js';

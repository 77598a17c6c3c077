/** The public entry of the deadlines module: what other modules use of it (they import nothing else of it). */
export type { DeadlineLists } from './deadline-lists.js';

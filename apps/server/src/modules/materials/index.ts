/** The public entry of the materials module: what other modules use of it (they import nothing else of it). */
export type { MaterialService } from './service.js';

/** The public entry of the users module: what other modules use of it (they import nothing else of it). */
export type { ProfileService } from './profile-service.js';

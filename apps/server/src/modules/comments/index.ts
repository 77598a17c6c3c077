/** The public entry of the comments module: what other modules use of it (they import nothing else of it). */
export type { CommentService } from './service.js';

/** The public entry of the notifications module: what other modules use of it (they import nothing else of it). */
export { excerpt } from './presenter.js';
export type { Notice, NotificationBatch, NotificationService, Recipients } from './service.js';

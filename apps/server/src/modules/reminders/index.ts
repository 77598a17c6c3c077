/** The public entry of the reminders module: what other modules use of it (they import nothing else of it). */
export type { ReminderService } from './service.js';

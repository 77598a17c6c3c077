export * from './users.js';
export * from './content.js';
export * from './progress.js';
export * from './communication.js';
export * from './chat.js';
export * from './realtime.js';
export * from './outbox.js';
export * from './assignments.js';

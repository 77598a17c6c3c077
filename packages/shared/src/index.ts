export * from './constants.js';
export * from './events.js';
export * from './schemas/common.js';
export * from './schemas/users.js';
export * from './schemas/auth.js';
export * from './schemas/entities.js';

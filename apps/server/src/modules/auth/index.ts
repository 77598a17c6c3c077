/** The public entry of the auth module: what other modules use of it (they import nothing else of it). */
export { DEFAULT_PASSWORD_HASH, passwordMatches, type PasswordHasher } from './passwords.js';
export { NOTHING_REVOKED, type SessionStore, type SessionUser } from './sessions.js';
export { presentProfile, presentUser, userColumns } from './user-presenter.js';

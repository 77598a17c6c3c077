import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { DomainEvents } from './lib/domain-events.js';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/passwords.js';
import { AuthService } from './modules/auth/service.js';
import { SessionStore } from './modules/auth/sessions.js';
import { createTokenSigner, loadSigningKey, type TokenSigner } from './modules/auth/tokens.js';
import { ProfileService } from './modules/users/profile-service.js';
import { UserService } from './modules/users/service.js';
import { Presence } from './realtime/presence.js';

/** Every service, built once per app and shared by routes, realtime and the seed. */
export interface Services {
  events: DomainEvents;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  sessions: SessionStore;
  presence: Presence;
  auth: AuthService;
  users: UserService;
  profile: ProfileService;
}

/** Tokens outlive idle sessions; the session row decides. */
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function createServices(db: Db, config: Config): Promise<Services> {
  const events = new DomainEvents();
  const passwords = createPasswordHasher(config.argon2);
  const tokens = createTokenSigner(await loadSigningKey(db, config.jwtSecret), TOKEN_LIFETIME_MS);
  const sessions = new SessionStore(db, events, config.sessionIdleMs);
  const presence = new Presence();
  return {
    events,
    passwords,
    tokens,
    sessions,
    presence,
    auth: new AuthService(db, passwords, sessions, tokens),
    users: new UserService(db, passwords, sessions, presence),
    profile: new ProfileService(db, passwords, sessions),
  };
}

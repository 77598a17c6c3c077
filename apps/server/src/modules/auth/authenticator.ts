import type { SessionCache } from './session-cache.js';
import type { SessionStore, SessionUser } from './sessions.js';
import type { TokenSigner } from './tokens.js';

/**
 * Bearer token -> the live session's user, for HTTP requests and socket connections alike.
 * A token seen before is answered from the session cache (no signature check, no database
 * round trip); a new one is verified and its session read once.
 */
export class Authenticator {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly sessions: SessionStore,
    private readonly cache: SessionCache,
  ) {}

  async user(token: string): Promise<SessionUser | undefined> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    const user = await this.sessions.resolve(claims.sessionId, claims.userId);
    if (user) this.cache.set(token, user, claims.expiresAt, ticket);
    return user;
  }
}

import { eq, sql } from 'drizzle-orm';
import type { LoginInput, LoginResponse } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, rateLimited } from '../../lib/errors.js';
import { presentUser } from './user-presenter.js';
import type { LoginOutcome, LoginThrottle } from './login-throttle.js';
import { passwordMatches, type PasswordHasher } from './passwords.js';
import type { SessionStore } from './sessions.js';
import type { TokenSigner } from './tokens.js';

type UserRow = typeof users.$inferSelect;

/**
 * The spec's distinct login failures (docs/product/messages.md#errors), each with its own status and code; the
 * fourth, a missing id or password, is the request schema's (LOGIN_MISSING_MESSAGE).
 */
const loginErrors = {
  noUser: new AppError(401, 'LOGIN_NO_SUCH_USER', 'Username does not exist'),
  wrongPassword: new AppError(401, 'LOGIN_WRONG_PASSWORD', 'Password incorrect'),
  locked: new AppError(403, 'LOGIN_ACCOUNT_LOCKED', 'Account locked, please contact admin'),
};

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly sessionStore: SessionStore,
    private readonly tokens: TokenSigner,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * `meta.ip` is the client's address: failed logins are throttled per address (login-throttle.ts).
   * `meta.signal` aborts when the client has gone: its password is then not checked, and the
   * attempt counts for nothing.
   */
  async login(
    input: LoginInput,
    meta: { userAgent?: string; ip: string; signal?: AbortSignal },
  ): Promise<LoginResponse> {
    const { id: idText, password } = input;

    const waitMs = await this.throttle.begin(idText, meta.ip);
    if (waitMs > 0) throw rateLimited(waitMs / 1000);
    let outcome: LoginOutcome = 'unknown';
    try {
      const user = await this.checkCredentials(idText, password, meta.signal);
      outcome = 'passed';
      if (user.status !== 'active') throw loginErrors.locked;
      return await this.startSession(user, meta);
    } catch (error) {
      if (error === loginErrors.noUser || error === loginErrors.wrongPassword) outcome = 'failed';
      throw error;
    } finally {
      await this.throttle.settle(idText, meta.ip, outcome);
    }
  }

  /** The account of this id and password; the spec's message when there is none. */
  private async checkCredentials(idText: string, password: string, signal?: AbortSignal): Promise<UserRow> {
    if (!/^\d{1,15}$/.test(idText)) throw loginErrors.noUser;
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.id, Number(idText)));
    if (!user) throw loginErrors.noUser;
    if (!(await passwordMatches(this.passwords, user, password, signal))) throw loginErrors.wrongPassword;
    return user;
  }

  private async startSession(user: UserRow, meta: { userAgent?: string; ip: string }): Promise<LoginResponse> {
    const sessionId = await this.sessionStore.create(user.id, meta);
    const [updated] = await this.db
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    const token = await this.tokens.sign({ userId: user.id, role: user.role, sessionId });
    return {
      message: 'Login successful',
      token,
      role: user.role,
      user: presentUser(updated ?? user, false),
    };
  }

  logout(sessionId: string): Promise<void> {
    return this.sessionStore.revoke(sessionId);
  }
}

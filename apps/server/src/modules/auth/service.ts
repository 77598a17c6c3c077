import { eq, sql } from 'drizzle-orm';
import type { LoginRequest, LoginResponse } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { presentUser } from '../users/presenter.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionStore } from './sessions.js';
import type { TokenSigner } from './tokens.js';

/** The spec's four distinct login failures (SPEC §8), each with its own status and code. */
const loginErrors = {
  missing: new AppError(400, 'LOGIN_MISSING_FIELDS', 'Please enter username and password'),
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
  ) {}

  async login(input: LoginRequest, meta: { userAgent?: string; ip?: string }): Promise<LoginResponse> {
    const idText = String(input.id ?? '').trim();
    const password = input.password ?? '';
    if (!idText || !password) throw loginErrors.missing;
    if (!/^\d{1,15}$/.test(idText)) throw loginErrors.noUser;

    const [user] = await this.db.select().from(users).where(eq(users.id, Number(idText)));
    if (!user) throw loginErrors.noUser;
    if (!(await this.passwords.verify(user.passwordHash, password))) throw loginErrors.wrongPassword;
    if (user.status !== 'active') throw loginErrors.locked;

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

import { eq, sql } from 'drizzle-orm';
import {
  emailUpdateSchema,
  passwordChangeSchema,
  PROFILE_MESSAGES,
  USER_MESSAGES,
  type Profile,
  type UpdateProfileInput,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, notFound, passwordChangeRequired } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import {
  passwordMatches,
  presentProfile,
  userColumns,
  type PasswordHasher,
  type SessionStore,
  type SessionUser,
} from '../auth/index.js';

/** A user's own profile: email, and password change with the spec's three rules (docs/product/messages.md#change-password, the shared schemas). */
export class ProfileService {
  /** Every page asks for the profile: a prepared statement. */
  private readonly profileQuery;

  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly sessionStore: SessionStore,
  ) {
    this.profileQuery = db
      .select(userColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_profile');
  }

  async get(userId: number): Promise<Profile> {
    const [row] = await this.profileQuery.execute({ id: userId });
    if (!row) throw notFound(USER_MESSAGES.notFound);
    return presentProfile(row);
  }

  async update(user: SessionUser, input: UpdateProfileInput): Promise<Profile> {
    const wantsPassword =
      input.currentPassword !== undefined || input.newPassword !== undefined || input.confirmPassword !== undefined;
    if (wantsPassword) return this.changePassword(user, input);
    // The route is open before the first password change for the change alone.
    if (user.mustChangePassword) throw passwordChangeRequired();
    return this.changeEmail(user.id, input.email);
  }

  private async changeEmail(userId: number, email: string | undefined): Promise<Profile> {
    const input = parseInput(emailUpdateSchema, { email });
    const [row] = await this.db
      .update(users)
      .set({ email: input.email })
      .where(eq(users.id, userId))
      .returning(userColumns);
    if (!row) throw notFound(USER_MESSAGES.notFound);
    return presentProfile(row);
  }

  private async changePassword(user: SessionUser, input: UpdateProfileInput): Promise<Profile> {
    const { currentPassword = '', newPassword = '' } = parseInput(passwordChangeSchema, input);
    const current = await this.find(user.id, { passwordHash: users.passwordHash });
    if (
      !(await passwordMatches(this.passwords, { id: user.id, passwordHash: current.passwordHash }, currentPassword))
    ) {
      throw new AppError(
        400,
        'PASSWORD_WRONG_CURRENT',
        PROFILE_MESSAGES.passwordWrongCurrent,
        undefined,
        'currentPassword',
      );
    }
    const passwordHash = await this.passwords.hash(newPassword);
    const { row, revoked } = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(users.id, user.id))
        .returning(userColumns);
      // Every other session ends; the one the change was made from stays signed in.
      const revoked = await this.sessionStore.revokeAllOf(tx, user.id, user.sessionId);
      return { row, revoked };
    });
    await this.sessionStore.announce(user.id, revoked);
    if (!row) throw notFound(USER_MESSAGES.notFound);
    return presentProfile(row);
  }

  /** These columns of the user's row (the hash only where a password is checked). */
  private async find<C extends Partial<typeof userColumns & { passwordHash: typeof users.passwordHash }>>(
    id: number,
    columns: C,
  ) {
    const [row] = await this.db.select(columns).from(users).where(eq(users.id, id));
    if (!row) throw notFound(USER_MESSAGES.notFound);
    return row;
  }
}

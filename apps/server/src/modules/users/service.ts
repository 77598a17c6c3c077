import { and, asc, eq } from 'drizzle-orm';
import {
  defaultPasswordFor,
  type CreateUserInput,
  type OnlineUser,
  type UpdateUserInput,
  type User,
} from '@netclass/shared';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { authorize, type Actor } from '../../policies/index.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { SessionStore } from '../auth/sessions.js';
import { presentUser, userColumns } from './presenter.js';

/** Who is online right now, across every instance (realtime/ answers it). */
export interface PresenceReader {
  onlineUserIds(): Promise<Set<number>>;
}

/** Account management by teachers and admins (DECISIONS, Roles). */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly sessionStore: SessionStore,
    private readonly presence: PresenceReader,
  ) {}

  async list(actor: Actor): Promise<User[]> {
    authorize(actor, 'user.list');
    const [rows, online] = await Promise.all([
      this.db.select(userColumns).from(users).orderBy(asc(users.id)),
      this.presence.onlineUserIds(),
    ]);
    return rows.map((row) => presentUser(row, online.has(row.id)));
  }

  /** Every user with their online flag, online ones first (SPEC: online users panel). */
  async onlineList(): Promise<OnlineUser[]> {
    const [rows, online] = await Promise.all([
      this.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.status, 'active'))
        .orderBy(asc(users.name)),
      this.presence.onlineUserIds(),
    ]);
    return rows
      .map((row) => ({ id: row.id, name: row.name, isOnline: online.has(row.id) ? (1 as const) : (0 as const) }))
      .sort((a, b) => b.isOnline - a.isOnline);
  }

  async create(actor: Actor, input: CreateUserInput): Promise<User> {
    authorize(actor, 'user.create', { role: input.role });
    const passwordHash = await this.passwords.hash(defaultPasswordFor(input.id));
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          id: input.id,
          name: input.name,
          username: String(input.id),
          role: input.role,
          status: input.status,
          passwordHash,
        })
        .returning(userColumns);
      if (!row) throw new Error('user insert returned nothing');
      return presentUser(row, false);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`ID ${input.id} đã được dùng cho một tài khoản khác.`, 'USER_ID_TAKEN');
      throw error;
    }
  }

  async update(actor: Actor, id: number, input: UpdateUserInput): Promise<User> {
    const target = await this.find(id);
    authorize(actor, 'user.update', target);
    if (input.status === 'inactive' && target.status === 'active') {
      if (id === actor.id) throw conflict('Bạn không thể tự khóa tài khoản của mình.');
    }
    const deactivating = input.status === 'inactive' && target.status === 'active';
    const { row, revoked } = await this.db.transaction(async (tx) => {
      if (deactivating && target.role === 'admin') await this.ensureAnotherActiveAdmin(tx, id);
      const [row] = await tx.update(users).set({ name: input.name, status: input.status }).where(eq(users.id, id)).returning(userColumns);
      const revoked = input.status === 'inactive' ? await this.sessionStore.revokeAllOf(tx, id) : [];
      return { row, revoked };
    });
    this.sessionStore.announce(id, revoked);
    if (!row) throw notFound('Không tìm thấy người dùng.');
    const online = revoked.length === 0 && (await this.presence.onlineUserIds()).has(id);
    return presentUser(row, online);
  }

  async resetPassword(actor: Actor, id: number): Promise<void> {
    const target = await this.find(id);
    authorize(actor, 'user.resetPassword', target);
    const passwordHash = await this.passwords.hash(defaultPasswordFor(id));
    const revoked = await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, id));
      return this.sessionStore.revokeAllOf(tx, id);
    });
    this.sessionStore.announce(id, revoked);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    authorize(actor, 'user.delete');
    const target = await this.find(id);
    if (id === actor.id) throw conflict('Bạn không thể xóa chính tài khoản của mình.', 'CANNOT_DELETE_SELF');
    const revoked = await this.db.transaction(async (tx) => {
      if (target.role === 'admin') await this.ensureAnotherActiveAdmin(tx, id);
      const ended = await this.sessionStore.revokeAllOf(tx, id);
      await tx.delete(users).where(eq(users.id, id));
      return ended;
    });
    this.sessionStore.announce(id, revoked);
  }

  /** What the policies and rules ask about a target account. */
  private async find(id: number) {
    const [row] = await this.db.select({ id: users.id, role: users.role, status: users.status }).from(users).where(eq(users.id, id));
    if (!row) throw notFound('Không tìm thấy người dùng.');
    return row;
  }

  /**
   * Locks every active admin row first, so two admins removing each other at the same
   * moment are serialised and the second sees the first's change.
   */
  private async ensureAnotherActiveAdmin(tx: Tx, exceptId: number): Promise<void> {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
      .for('update');
    if (!admins.some((admin) => admin.id !== exceptId)) {
      throw conflict('Không thể xóa hoặc khóa quản trị viên cuối cùng.', 'CANNOT_DELETE_LAST_ADMIN');
    }
  }
}

import { and, count, eq, type SQL } from 'drizzle-orm';
import {
  USER_MESSAGES,
  type CreateUserInput,
  type OnlineUsersQuery,
  type OnlineUsersResponse,
  type UpdateUserInput,
  type User,
  type UserListQuery,
  type UserListResponse,
  isAdminRole,
} from '@netclass/shared';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { authorize, type Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { studentFileKeys } from '../assignments/index.js';
import { DEFAULT_PASSWORD_HASH, NOTHING_REVOKED, presentUser, userColumns, type SessionStore } from '../auth/index.js';
import { idIn, userListFilter, userListOrder } from './list-query.js';

/** Who is online right now, across every instance (realtime/ answers it, from memory). */
export interface PresenceReader {
  isOnline(userId: number): boolean;
  onlineUserIds(): Set<number>;
  onlineCount(): number;
  /** `limit` online users from the `offset`-th, by name. */
  onlinePage(offset: number, limit: number): { id: number; name: string }[];
}

/** Account management by teachers and admins (docs/product/screens-and-roles.md#roles). */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly sessionStore: SessionStore,
    private readonly presence: PresenceReader,
    private readonly storage: FileStorage,
  ) {}

  /** One page of the admin list, filtered and sorted by the server, each row with its online flag. */
  async list(actor: Actor, query: UserListQuery): Promise<UserListResponse> {
    authorize(actor, 'user.list');
    const online = this.onlineCondition();
    const where = userListFilter(query, online);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(...userListOrder(query.sort, query.order, online))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    const page = rows.map((row) => presentUser(row, this.presence.isOnline(row.id)));
    return { users: page, total: counted?.total ?? 0, page: query.page, limit: query.limit };
  }

  /**
   * One page of the users online now, by name (docs/product/screens-and-roles.md#student-dashboard: online users panel; only who is online),
   * from presence's memory: no query, so a dashboard's call costs the same at any class size.
   * Deactivated users are not in it: deactivation ends their sessions and sockets.
   */
  onlineList(query: OnlineUsersQuery): OnlineUsersResponse {
    const users = this.presence.onlinePage((query.page - 1) * query.limit, query.limit);
    return {
      online_users: users.map((user) => ({ id: user.id, name: user.name, isOnline: 1 as const })),
      total: this.presence.onlineCount(),
      page: query.page,
      limit: query.limit,
    };
  }

  async create(actor: Actor, input: CreateUserInput): Promise<User> {
    authorize(actor, 'user.create', { role: input.role });
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          id: input.id,
          name: input.name,
          username: String(input.id),
          role: input.role,
          status: input.status,
          passwordHash: DEFAULT_PASSWORD_HASH,
        })
        .returning(userColumns);
      if (!row) throw new Error('user insert returned nothing');
      return presentUser(row, false);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.idTaken(input.id), 'USER_ID_TAKEN');
      throw error;
    }
  }

  async update(actor: Actor, id: number, input: UpdateUserInput): Promise<User> {
    const target = await this.find(id);
    authorize(actor, 'user.update', target);
    if (input.status === 'inactive' && target.status === 'active') {
      if (id === actor.id) throw conflict(USER_MESSAGES.cannotLockSelf);
    }
    const deactivating = input.status === 'inactive' && target.status === 'active';
    const { row, revoked } = await this.db.transaction(async (tx) => {
      if (deactivating && isAdminRole(target.role)) await this.ensureAnotherActiveAdmin(tx, id);
      const [row] = await tx
        .update(users)
        .set({ name: input.name, status: input.status })
        .where(eq(users.id, id))
        .returning(userColumns);
      const revoked = input.status === 'inactive' ? await this.sessionStore.revokeAllOf(tx, id) : NOTHING_REVOKED;
      return { row, revoked };
    });
    await this.sessionStore.announce(id, revoked);
    if (!row) throw notFound(USER_MESSAGES.notFound);
    const online = revoked.sessionIds.length === 0 && this.presence.isOnline(id);
    return presentUser(row, online);
  }

  async resetPassword(actor: Actor, id: number): Promise<void> {
    const target = await this.find(id);
    authorize(actor, 'user.resetPassword', target);
    const revoked = await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: DEFAULT_PASSWORD_HASH, mustChangePassword: true })
        .where(eq(users.id, id));
      return this.sessionStore.revokeAllOf(tx, id);
    });
    await this.sessionStore.announce(id, revoked);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    authorize(actor, 'user.delete');
    const target = await this.find(id);
    if (id === actor.id) throw conflict(USER_MESSAGES.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
    const { revoked, fileKeys } = await this.db.transaction(async (tx) => {
      if (isAdminRole(target.role)) await this.ensureAnotherActiveAdmin(tx, id);
      const ended = await this.sessionStore.revokeAllOf(tx, id);
      // Their hand-ins and grades go with the account (cascade); their files, after the commit.
      const keys = await studentFileKeys(tx, id);
      await tx.delete(users).where(eq(users.id, id));
      return { revoked: ended, fileKeys: keys };
    });
    await this.sessionStore.announce(id, revoked);
    await Promise.all(fileKeys.map((key) => this.storage.delete(key)));
  }

  /** "The user is online now", as SQL (one array parameter of the online ids). */
  private onlineCondition(): SQL {
    return idIn(this.presence.onlineUserIds());
  }

  /** What the policies and rules ask about a target account. */
  private async find(id: number) {
    const [row] = await this.db
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw notFound(USER_MESSAGES.notFound);
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
      throw conflict(USER_MESSAGES.lastAdmin, 'CANNOT_DELETE_LAST_ADMIN');
    }
  }
}

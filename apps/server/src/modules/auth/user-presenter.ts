import { ROLES, type Profile, type User } from '@netclass/shared';
import { can } from '../../policies/index.js';
import { users } from '../../db/schema/index.js';

/**
 * The columns a user is presented from: what user queries select or return, so the
 * password hash is never read where it is not needed.
 */
export const userColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  mustChangePassword: users.mustChangePassword,
};
type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

/** The only way a user leaves the server: never the hash, always the spec's fields. */
export function presentUser(row: UserRow, online: boolean): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    isOnline: online ? 1 : 0,
    must_change_password: row.mustChangePassword,
  };
}

export function presentProfile(row: UserRow): Profile {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    must_change_password: row.mustChangePassword,
    can: {
      manage_roles: ROLES.filter((role) => can(row, 'user.update', { role })),
      delete_users: can(row, 'user.delete'),
      broadcast_notifications: can(row, 'notification.broadcast'),
    },
  };
}

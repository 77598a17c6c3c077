import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES, USER_STATUSES } from '@netclass/shared';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    /** Entered by whoever creates the account: a student or staff number. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull().unique(),
    email: text('email'),
    role: roleEnum('role').notNull(),
    status: userStatusEnum('status').notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    index('users_name_idx').on(sql`lower(${t.name})`),
    // The progress report's class sorted by name, accents and case ignored (migration 0002's function).
    index('users_student_name_idx')
      .on(sql`public.search_normalize(${t.name})`, t.id)
      .where(sql`${t.role} = 'student'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Values the app generates once and every instance shares (e.g. the token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

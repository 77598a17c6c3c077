import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ONLINE_USERS_PAGE_LIMIT,
  PAGE_LIMITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  USER_STATUSES,
} from '../constants.js';
import { idWith, isoDateTime, type ErrorCode } from './common.js';
import { pageNumberQuerySchema, pageNumberResponseFields, SORT_ORDERS } from './communication.js';
import { requiredText } from './text.js';
import { FIELD_MESSAGES, USER_MESSAGES, PROFILE_MESSAGES } from '../messages.js';

const U = USER_MESSAGES;

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES, { error: U.statusRequired });

/** A user as the server presents it (never the password hash). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  created_at: isoDateTime,
  last_login: isoDateTime.nullable(),
  /** 1 while the user has an open socket (docs/product/rules.md#entities). */
  isOnline: z.union([z.literal(0), z.literal(1)]),
  /** True until the user replaces the default password id@1. */
  must_change_password: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Columns the admin user list sorts by (`online`: online users first, ascending). */
export const USER_SORTS = ['id', 'name', 'role', 'status', 'created_at', 'last_login', 'online'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_SEARCH_MAX_LENGTH = 100;

/**
 * `GET /api/admin/all`: one page of users, filtered and sorted by the server. `q` matches as
 * the spec's search box does (user-search.ts: part of the id or name, accents ignored, a
 * role's key or shown name, the words online/offline); `role` keeps one role.
 */
export const userListQuerySchema = pageNumberQuerySchema(PAGE_LIMITS.default).extend({
  q: z
    .string()
    .max(USER_SEARCH_MAX_LENGTH, FIELD_MESSAGES.userSearchTooLong(USER_SEARCH_MAX_LENGTH))
    .optional()
    .describe('Search text (id, name, role, online/offline)'),
  role: roleSchema.optional().describe('Only users of this role'),
  sort: z.enum(USER_SORTS).default('id').describe('Column to sort by (default id); ties by id'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListResponseSchema = z.object({ users: z.array(userSchema), ...pageNumberResponseFields });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** A person's name, as an account form or a roster row gives it. */
export const userNameSchema = requiredText({
  lines: 'single',
  required: U.nameRequired,
  max: NAME_MAX_LENGTH,
  tooLong: U.nameTooLong,
});

export const createUserSchema = z.object({
  /** Typed by the admin: the student or staff number. */
  id: idWith(U.idInvalid, { required: U.idRequired, tooLarge: U.idTooLarge }),
  name: userNameSchema,
  role: roleSchema,
  status: userStatusSchema.default('active'),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** Role is not part of an update: it never changes (docs/product/screens-and-roles.md#roles). */
export const updateUserSchema = z.object({
  name: userNameSchema,
  status: userStatusSchema,
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const userResponseSchema = z.object({ user: userSchema });

export const onlineUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isOnline: z.union([z.literal(0), z.literal(1)]),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;

/** `GET /api/users/online`: one page of the users online now, by name. */
export const onlineUsersQuerySchema = pageNumberQuerySchema(ONLINE_USERS_PAGE_LIMIT);
export type OnlineUsersQuery = z.infer<typeof onlineUsersQuerySchema>;
/** Only online users (`isOnline` is always 1, the spec's shape); `total`: how many are online. */
export const onlineUsersResponseSchema = z.object({
  online_users: z.array(onlineUserSchema),
  ...pageNumberResponseFields,
});
export type OnlineUsersResponse = z.infer<typeof onlineUsersResponseSchema>;

/**
 * `presenceChanged`: the users whose online state changed since the last batch (about one a
 * second, only when something changed), and how many are online now.
 */
export const presenceBatchSchema = z.object({ changes: z.array(onlineUserSchema), online_total: z.number().int() });
export type PresenceBatch = z.infer<typeof presenceBatchSchema>;

/**
 * What the user may do with accounts, decided by the server's policies so screens never
 * re-implement the role table: which roles' accounts they create, edit and reset, whether
 * they delete accounts, and whether they notify everyone.
 */
export const accountPermissionsSchema = z.object({
  manage_roles: z.array(roleSchema),
  delete_users: z.boolean(),
  /** Whether they may send a notification to everyone (the header's broadcast button). */
  broadcast_notifications: z.boolean(),
});
export type AccountPermissions = z.infer<typeof accountPermissionsSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  must_change_password: z.boolean(),
  can: accountPermissionsSchema,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ user: profileSchema });

/**
 * `PUT /api/user/profile` takes either `{email}` or `{currentPassword, newPassword}`
 * (`confirmPassword` optional, checked when sent). Kept loose here so the service can
 * answer the spec's exact message for each missing or wrong field.
 */
export const updateProfileSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH, PROFILE_MESSAGES.emailTooLong).optional(),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordTooLong(PASSWORD_MAX_LENGTH)).optional(),
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

const P = PROFILE_MESSAGES;

export const emailSchema = z.email(P.emailInvalid);

type ProfileContext = z.core.ParsePayload<unknown>;
const profileIssue = (ctx: ProfileContext, path: string, message: string, code?: ErrorCode) =>
  ctx.issues.push({ code: 'custom', message, path: [path], input: ctx.value, ...(code ? { params: { code } } : {}) });

/** Email update (docs/product/messages.md#validation): required (EMAIL_REQUIRED), then a valid address; trimmed. */
export const emailUpdateSchema = z.object({
  email: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(
      z.string().check((ctx) => {
        if (!ctx.value)
          ctx.issues.push({
            code: 'custom',
            message: P.emailRequired,
            params: { code: 'EMAIL_REQUIRED' },
            input: ctx.value,
          });
        else if (ctx.value.length > EMAIL_MAX_LENGTH)
          ctx.issues.push({ code: 'custom', message: P.emailTooLong, input: ctx.value });
        else if (!emailSchema.safeParse(ctx.value).success)
          ctx.issues.push({ code: 'custom', message: P.emailInvalid, input: ctx.value });
      }),
    ),
});
export type EmailUpdateInput = z.infer<typeof emailUpdateSchema>;

/**
 * Change password, the spec's three checks in order (docs/product/messages.md#validation): every field given (a form sends
 * all three; an older client may leave out `confirmPassword`, which is then not checked), the
 * confirmation equal to the new password, the new one at least PASSWORD_MIN_LENGTH long. Each
 * failure names its field: a blank one, `confirmPassword` for a mismatch, `newPassword` when short.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newPassword: z.string().max(PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordTooLong(PASSWORD_MAX_LENGTH)).optional(),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .check((ctx) => {
    const { currentPassword, newPassword, confirmPassword } = ctx.value;
    const blank = [
      ['currentPassword', !currentPassword],
      ['newPassword', !newPassword],
      ['confirmPassword', confirmPassword === ''],
    ] as const;
    for (const [path, missing] of blank)
      if (missing) profileIssue(ctx, path, P.passwordFieldsRequired, 'PASSWORD_FIELDS_REQUIRED');
    if (blank.some(([, missing]) => missing) || !newPassword) return;
    if (confirmPassword !== undefined && confirmPassword !== newPassword)
      profileIssue(ctx, 'confirmPassword', P.passwordMismatch, 'PASSWORD_MISMATCH');
    if (newPassword.length < PASSWORD_MIN_LENGTH)
      profileIssue(ctx, 'newPassword', P.passwordTooShort, 'PASSWORD_TOO_SHORT');
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

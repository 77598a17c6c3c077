import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { PAGE_LIMITS } from '@netclass/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { sessions, users } from '../../db/schema/index.js';

let h: TestApp;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
const tokens: Record<'admin' | 'teacher' | 'student', string> = { admin: '', teacher: '', student: '' };

beforeAll(async () => {
  h = await buildTestApp();
  admin = await h.createUser({ role: 'admin', name: 'Quản trị' });
  teacher = await h.createUser({ role: 'teacher', name: 'Giáo viên' });
  student = await h.createUser({ role: 'student', name: 'Sinh viên' });
  tokens.admin = await h.loginAs(admin);
  tokens.teacher = await h.loginAs(teacher);
  tokens.student = await h.loginAs(student);
});
afterAll(async () => {
  await h?.close();
});

type Method = NonNullable<InjectOptions['method']>;
const call = (method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const profileStatus = async (token: string) => (await call('GET', '/api/user/profile', token)).statusCode;
const loginStatus = async (id: number, password: string) =>
  (await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { id, password } })).statusCode;
const rowOf = async (id: number) => (await h.db.select().from(users).where(eq(users.id, id)))[0];

let nextId = 5_000_000;
const newId = () => nextId++;

/** Every admin endpoint, with a valid request body, against a fresh student target. */
const endpoints: Array<[string, Method, (target: number) => string, object | undefined]> = [
  ['list users', 'GET', () => '/api/admin/all', undefined],
  ['create a user', 'POST', () => '/api/admin', { id: 7_000_001, name: 'Mới', role: 'student', status: 'active' }],
  ['edit a user', 'PUT', (id) => `/api/admin/${id}`, { name: 'Đổi tên', status: 'active' }],
  ['reset a password', 'PUT', (id) => `/api/admin/${id}/reset-password`, undefined],
  ['delete a user', 'DELETE', (id) => `/api/admin/user/${id}`, undefined],
];

describe('access to /api/admin', () => {
  test.each(endpoints)('%s without a token: 401', async (_name, method, url, payload) => {
    const target = await h.createUser();
    const response = await call(method, url(target.id), undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await rowOf(target.id)).toMatchObject({ name: target.name });
  });

  test.each(endpoints)('%s as a student: 403', async (_name, method, url, payload) => {
    const target = await h.createUser();
    const response = await call(method, url(target.id), tokens.student, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    expect(await rowOf(target.id)).toMatchObject({ name: target.name });
    expect(await rowOf(7_000_001)).toBeUndefined();
  });

  test('the role in the token does not count: a student made admin in the database is an admin', async () => {
    // The session, not the token's role claim, decides (the role is read from the user row).
    // Changed by SQL behind the app's back, the row reaches the session cache through the
    // database's notification (a trigger), moments after the commit.
    const user = await h.createUser({ role: 'student' });
    const token = await h.loginAs(user);
    expect((await call('GET', '/api/admin/all', token)).statusCode).toBe(403);
    await h.db.update(users).set({ role: 'teacher' }).where(eq(users.id, user.id));
    await expect
      .poll(async () => (await call('GET', '/api/admin/all', token)).statusCode, { timeout: 5_000, interval: 20 })
      .toBe(200);
  });
});

describe('GET /api/admin/all', () => {
  test.each(['teacher', 'admin'] as const)(
    'as %s: every user (one full page), presented without secrets',
    async (who) => {
      const response = await call('GET', `/api/admin/all?limit=${PAGE_LIMITS.max}`, tokens[who]);
      expect(response.statusCode).toBe(200);
      const list = response.json().users as Array<Record<string, unknown>>;
      const ids = list.map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, teacher.id, student.id]));
      expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
      expect(list.find((u) => u.id === student.id)).toEqual({
        id: student.id,
        name: 'Sinh viên',
        username: String(student.id),
        email: null,
        role: 'student',
        status: 'active',
        created_at: expect.any(String),
        last_login: expect.any(String),
        isOnline: 0,
        must_change_password: false,
      });
      expect(JSON.stringify(list)).not.toMatch(/argon2|password_hash|passwordHash/);
    },
  );
});

describe('POST /api/admin', () => {
  test('a teacher creates a student; the default password id@1 works and must be changed', async () => {
    const id = newId();
    const response = await call('POST', '/api/admin', tokens.teacher, {
      id,
      name: '  Nguyễn Văn A  ',
      role: 'student',
      status: 'active',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      id,
      name: 'Nguyễn Văn A',
      username: String(id),
      role: 'student',
      status: 'active',
      must_change_password: true,
      last_login: null,
    });

    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { id, password: `${id}@1` } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.must_change_password).toBe(true);
  });

  test.each(['teacher', 'admin'] as const)('a teacher may not create a %s: 403, nothing created', async (role) => {
    const id = newId();
    const response = await call('POST', '/api/admin', tokens.teacher, { id, name: 'X', role, status: 'active' });
    expect(response.statusCode).toBe(403);
    expect(await rowOf(id)).toBeUndefined();
  });

  test.each(['student', 'teacher', 'admin'] as const)('an admin creates a %s', async (role) => {
    const id = newId();
    const response = await call('POST', '/api/admin', tokens.admin, {
      id,
      name: `Tài khoản ${role}`,
      role,
      status: 'active',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ id, role });
    expect(await loginStatus(id, `${id}@1`)).toBe(200);
  });

  test('status defaults to active; an account created inactive cannot log in', async () => {
    const active = newId();
    expect(
      (await call('POST', '/api/admin', tokens.admin, { id: active, name: 'A', role: 'student' })).json().user.status,
    ).toBe('active');
    const inactive = newId();
    expect(
      (await call('POST', '/api/admin', tokens.admin, { id: inactive, name: 'B', role: 'student', status: 'inactive' }))
        .statusCode,
    ).toBe(201);
    expect(await loginStatus(inactive, `${inactive}@1`)).toBe(403);
  });

  test('a duplicate id: 409 USER_ID_TAKEN, the first account unchanged', async () => {
    const response = await call('POST', '/api/admin', tokens.admin, {
      id: student.id,
      name: 'Trùng',
      role: 'admin',
      status: 'active',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USER_ID_TAKEN',
      message: expect.stringContaining(String(student.id)),
    });
    expect(await rowOf(student.id)).toMatchObject({ name: 'Sinh viên', role: 'student' });
  });

  test.each([
    ['a blank name', { id: 7_100_001, name: '   ', role: 'student' }, 'name', 'Tên không được để trống.'],
    ['no name', { id: 7_100_002, role: 'student' }, 'name', 'Tên không được để trống.'],
    ['no id', { name: 'A', role: 'student' }, 'id', 'Vui lòng nhập ID'],
    ['a blank id', { id: ' ', name: 'A', role: 'student' }, 'id', 'Vui lòng nhập ID'],
    ['a zero id', { id: 0, name: 'A', role: 'student' }, 'id', 'ID phải là số nguyên dương.'],
    ['a fractional id', { id: 1.5, name: 'A', role: 'student' }, 'id', 'ID phải là số nguyên dương.'],
    ['an id past the largest', { id: 2_147_483_648, name: 'A', role: 'student' }, 'id', 'ID quá lớn.'],
    ['an unknown role', { id: 7_100_003, name: 'A', role: 'superuser' }, 'role', undefined],
    [
      'an unknown status',
      { id: 7_100_004, name: 'A', role: 'student', status: 'banned' },
      'status',
      'Vui lòng chọn trạng thái',
    ],
  ])('%s: 400 on its field', async (_case, payload, field, message) => {
    const response = await call('POST', '/api/admin', tokens.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field, message: message ?? expect.any(String) });
  });
});

describe('PUT /api/admin/:id', () => {
  test('a teacher edits a student', async () => {
    const target = await h.createUser();
    const response = await call('PUT', `/api/admin/${target.id}`, tokens.teacher, {
      name: 'Tên mới',
      status: 'active',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: target.id, name: 'Tên mới', status: 'active' });
    expect(await rowOf(target.id)).toMatchObject({ name: 'Tên mới' });
  });

  test.each(['teacher', 'admin'] as const)('a teacher may not edit a %s: 403, unchanged', async (role) => {
    const target = await h.createUser({ role });
    const response = await call('PUT', `/api/admin/${target.id}`, tokens.teacher, { name: 'Hack', status: 'inactive' });
    expect(response.statusCode).toBe(403);
    expect(await rowOf(target.id)).toMatchObject({ name: target.name, status: 'active' });
  });

  test.each(['student', 'teacher', 'admin'] as const)('an admin edits a %s', async (role) => {
    const target = await h.createUser({ role });
    const response = await call('PUT', `/api/admin/${target.id}`, tokens.admin, { name: 'Đã sửa', status: 'active' });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(target.id)).toMatchObject({ name: 'Đã sửa', role });
  });

  test('role in the payload is ignored', async () => {
    const target = await h.createUser({ role: 'student' });
    const response = await call('PUT', `/api/admin/${target.id}`, tokens.admin, {
      name: 'Vẫn sinh viên',
      status: 'active',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('student');
    expect(await rowOf(target.id)).toMatchObject({ role: 'student', name: 'Vẫn sinh viên' });
  });

  test("status -> inactive ends the user's sessions at once; they cannot log in until reactivated", async () => {
    const target = await h.createUser();
    const token = await h.loginAs(target);
    expect(await profileStatus(token)).toBe(200);

    const response = await call('PUT', `/api/admin/${target.id}`, tokens.teacher, {
      name: target.name,
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ status: 'inactive', isOnline: 0 });
    expect(await profileStatus(token)).toBe(401);
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect(await loginStatus(target.id, target.password)).toBe(403);

    await call('PUT', `/api/admin/${target.id}`, tokens.teacher, { name: target.name, status: 'active' });
    expect(await loginStatus(target.id, target.password)).toBe(200);
  });

  test('an admin cannot lock their own account: 409', async () => {
    const response = await call('PUT', `/api/admin/${admin.id}`, tokens.admin, {
      name: admin.name,
      status: 'inactive',
    });
    expect(response.statusCode).toBe(409);
    expect(await rowOf(admin.id)).toMatchObject({ status: 'active' });
    expect(await profileStatus(tokens.admin)).toBe(200);
  });

  test.each([
    ['missing status', { name: 'X' }, 'status', 'Vui lòng chọn trạng thái'],
    ['a blank name', { name: ' ', status: 'active' }, 'name', 'Tên không được để trống.'],
  ])('%s: 400 on its field', async (_case, payload, field, message) => {
    const response = await call('PUT', `/api/admin/${student.id}`, tokens.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field, message });
  });

  test('unknown id: 404', async () => {
    const missing = await call('PUT', '/api/admin/987654321', tokens.admin, { name: 'X', status: 'active' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('PUT /api/admin/:id/reset-password', () => {
  test('a teacher resets a student: sessions end, id@1 works again and must be changed', async () => {
    const target = await h.createUser({ password: 'my-own-secret' });
    expect(target.mustChangePassword).toBe(false);
    const token = await h.loginAs(target);

    const response = await call('PUT', `/api/admin/${target.id}/reset-password`, tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain(`${target.id}@1`);

    expect(await profileStatus(token)).toBe(401);
    expect(await loginStatus(target.id, 'my-own-secret')).toBe(401);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: target.id, password: `${target.id}@1` },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.must_change_password).toBe(true);
  });

  test.each(['teacher', 'admin'] as const)('a teacher may not reset a %s: 403, password unchanged', async (role) => {
    const target = await h.createUser({ role, password: 'keep-this-one' });
    const token = await h.loginAs(target);
    expect((await call('PUT', `/api/admin/${target.id}/reset-password`, tokens.teacher)).statusCode).toBe(403);
    expect(await profileStatus(token)).toBe(200);
    expect(await loginStatus(target.id, 'keep-this-one')).toBe(200);
  });

  test.each(['student', 'teacher', 'admin'] as const)('an admin resets a %s', async (role) => {
    const target = await h.createUser({ role, password: 'old-password' });
    expect((await call('PUT', `/api/admin/${target.id}/reset-password`, tokens.admin)).statusCode).toBe(200);
    expect(await loginStatus(target.id, `${target.id}@1`)).toBe(200);
  });

  test('unknown id: 404', async () => {
    expect((await call('PUT', '/api/admin/987654321/reset-password', tokens.admin)).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/user/:id', () => {
  test('a teacher may not delete anyone, not even a student: 403', async () => {
    const target = await h.createUser();
    expect((await call('DELETE', `/api/admin/user/${target.id}`, tokens.teacher)).statusCode).toBe(403);
    expect(await rowOf(target.id)).toBeDefined();
  });

  test('an admin deletes a user: the row is gone and their sessions end', async () => {
    const target = await h.createUser();
    const token = await h.loginAs(target);
    const response = await call('DELETE', `/api/admin/user/${target.id}`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(target.id)).toBeUndefined();
    expect(await profileStatus(token)).toBe(401);
    expect(await loginStatus(target.id, target.password)).toBe(401);
  });

  test('an admin deletes another admin', async () => {
    const other = await h.createUser({ role: 'admin' });
    expect((await call('DELETE', `/api/admin/user/${other.id}`, tokens.admin)).statusCode).toBe(200);
    expect(await rowOf(other.id)).toBeUndefined();
  });

  test('an admin cannot delete themselves: 409 CANNOT_DELETE_SELF', async () => {
    const response = await call('DELETE', `/api/admin/user/${admin.id}`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
    expect(await rowOf(admin.id)).toBeDefined();
    expect(await profileStatus(tokens.admin)).toBe(200);
  });

  test('the last active admin is never deleted or locked', async () => {
    // Through HTTP the last admin is always the caller (refused above). A stale actor, e.g.
    // an admin removed while their request was in flight, must not remove the last one either.
    const ghost = { id: 1, role: 'admin' as const };
    const others = await h.db.select().from(users).where(eq(users.role, 'admin'));
    // Make `admin` the only active admin for this check.
    for (const other of others) {
      if (other.id !== admin.id) await h.db.update(users).set({ status: 'inactive' }).where(eq(users.id, other.id));
    }
    await expect(h.app.services.users.delete(ghost, admin.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'CANNOT_DELETE_LAST_ADMIN',
    });
    await expect(
      h.app.services.users.update(ghost, admin.id, { name: admin.name, status: 'inactive' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'CANNOT_DELETE_LAST_ADMIN',
    });
    expect(await rowOf(admin.id)).toMatchObject({ status: 'active' });
    for (const other of others) {
      await h.db.update(users).set({ status: other.status }).where(eq(users.id, other.id));
    }
  });

  test('unknown id: 404', async () => {
    expect((await call('DELETE', '/api/admin/user/987654321', tokens.admin)).statusCode).toBe(404);
  });
});

import { PAGE_LIMITS } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { connectSocket, type ClientSocket } from '../../../test/socket.js';

let h: TestApp;
let admin: TestUser;
const tokens = { admin: '', teacher: '', student: '' };
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  admin = await h.createUser({ id: 1, role: 'admin', name: 'Quản Trị' });
  const teacher = await h.createUser({ id: 1001, role: 'teacher', name: 'Trần Thị Bình' });
  const student = await h.createUser({ id: 20210001, name: 'Nguyễn Văn An' });
  await h.createUser({ id: 20210002, name: 'Lê Đức Cường' });
  await h.createUser({ id: 20210003, name: 'Phạm 100% Dũng', status: 'inactive' });
  tokens.admin = await h.loginAs(admin);
  tokens.teacher = await h.loginAs(teacher);
  tokens.student = await h.loginAs(student);
});
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await vi.waitFor(() => expect(h.app.services.presence.onlineUserIds().size).toBe(0));
});
afterAll(async () => {
  await h?.close();
});

const get = (url: string, token: string | undefined = tokens.admin) =>
  h.app.inject({ url, headers: token ? h.authHeader(token) : {} });
async function ids(query: string): Promise<number[]> {
  const response = await get(`/api/admin/all?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json().users as Array<{ id: number }>).map((user) => user.id);
}
async function goOnline(id: number): Promise<void> {
  open.push(await connectSocket(h.url, await h.loginAs({ id, password: `${id}@1` })));
  await vi.waitFor(() => expect(h.app.services.presence.isOnline(id)).toBe(true));
}

describe('GET /api/admin/all: paged, searched and sorted by the server', () => {
  test('a page with the total; by id by default; past the last page empty', async () => {
    const response = await get('/api/admin/all?limit=2&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(response.json().users.map((u: { id: number }) => u.id)).toEqual([20210001, 20210002]);
    expect(await ids('page=9')).toEqual([]);
    expect((await get('/api/admin/all')).json()).toMatchObject({ total: 5, page: 1, limit: PAGE_LIMITS.default });
  });

  test('search matches part of an id, a name without accents or case, a role or its shown name', async () => {
    expect(await ids('q=2021000')).toEqual([20210001, 20210002, 20210003]);
    expect(await ids('q=nguyen%20van')).toEqual([20210001]);
    expect(await ids(`q=${encodeURIComponent('ĐỨC')}`)).toEqual([20210002]);
    expect(await ids('q=duc')).toEqual([20210002]);
    expect(await ids('q=teacher')).toEqual([1001]);
    expect(await ids(`q=${encodeURIComponent('giáo viên')}`)).toEqual([1001]);
    expect(await ids('q=student')).toEqual([20210001, 20210002, 20210003]);
    expect(await ids('q=packet%20tracer')).toEqual([]);
    expect(await ids('q=%25')).toEqual([20210003]);
    expect(await ids('q=%20%20')).toHaveLength(5);
  });

  test('search matches the words online and offline from presence, and the total follows the filter', async () => {
    await goOnline(20210001);
    expect(await ids('q=online')).toEqual([20210001]);
    expect(await ids(`q=${encodeURIComponent('trực tuyến')}`)).toEqual([20210001]);
    expect(await ids('q=Offline')).toEqual([1, 1001, 20210002, 20210003]);
    expect((await get('/api/admin/all?q=offline&limit=1')).json()).toMatchObject({
      total: 4,
      users: [{ id: 1, isOnline: 0 }],
    });
    expect((await get('/api/admin/all?q=online')).json().users[0]).toMatchObject({ id: 20210001, isOnline: 1 });
  });

  test('role filter and sorts (ties by id)', async () => {
    expect(await ids('role=student')).toEqual([20210001, 20210002, 20210003]);
    expect(await ids('sort=id&order=desc')).toEqual([20210003, 20210002, 20210001, 1001, 1]);
    expect(await ids('sort=name')).toEqual([20210002, 20210001, 20210003, 1, 1001]);
    expect(await ids('sort=role&order=desc')).toEqual([1, 1001, 20210001, 20210002, 20210003]);
    expect(await ids('sort=status&order=desc&role=student')).toEqual([20210003, 20210001, 20210002]);
    await goOnline(20210002);
    expect(await ids('sort=online&order=desc&limit=1')).toEqual([20210002]);
  });

  test.each([
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['limit=0'],
    ['limit=1.5'],
    [`limit=${PAGE_LIMITS.max + 1}`],
    ['sort=password_hash'],
    ['order=up'],
    ['role=owner'],
    [`q=${'x'.repeat(101)}`],
  ])('%s: 400', async (query) => {
    const response = await get(`/api/admin/all?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  test('401 without a session, 403 for a student', async () => {
    expect((await get('/api/admin/all', '')).statusCode).toBe(401);
    expect((await get('/api/admin/all', tokens.student)).statusCode).toBe(403);
    expect((await get('/api/admin/all', tokens.teacher)).statusCode).toBe(200);
  });
});

describe('GET /api/users/online: only who is online, paged', () => {
  test('lists online users only, by name, with the total; pages', async () => {
    expect((await get('/api/users/online')).json()).toEqual({ online_users: [], total: 0, page: 1, limit: 50 });
    await goOnline(20210002);
    await goOnline(20210001);
    await goOnline(1001);
    const first = (await get('/api/users/online?limit=2', tokens.student)).json();
    expect(first).toEqual({
      online_users: [
        { id: 20210002, name: 'Lê Đức Cường', isOnline: 1 },
        { id: 20210001, name: 'Nguyễn Văn An', isOnline: 1 },
      ],
      total: 3,
      page: 1,
      limit: 2,
    });
    expect((await get('/api/users/online?limit=2&page=2')).json()).toMatchObject({
      online_users: [{ id: 1001, name: 'Trần Thị Bình', isOnline: 1 }],
      total: 3,
    });
  });

  test.each([['page=0'], ['limit=0'], [`limit=${PAGE_LIMITS.max + 1}`], ['limit=x']])('%s: 400', async (query) => {
    expect((await get(`/api/users/online?${query}`)).statusCode).toBe(400);
  });

  test('the largest page is allowed; no session: 401', async () => {
    expect((await get(`/api/users/online?limit=${PAGE_LIMITS.max}`)).statusCode).toBe(200);
    expect((await get('/api/users/online', '')).statusCode).toBe(401);
  });
});

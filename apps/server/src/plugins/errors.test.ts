import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_ID } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';

/** Malformed input never gives a 500: every failure is `{message, code}` with a 4xx status. */
let h: TestApp;
let admin: TestUser;
let student: TestUser;
let token = '';

beforeAll(async () => {
  h = await buildTestApp();
  admin = await h.createUser({ role: 'admin' });
  student = await h.createUser();
  token = await h.loginAs(admin);
});
afterAll(async () => {
  // close() also fails the file if the app logged an unhandled error.
  await h?.close();
});

type Request = Omit<InjectOptions, 'url'> & { url: string };
const send = (request: Request, withToken = true) =>
  h.app.inject({ ...request, headers: { ...(withToken ? h.authHeader(token) : {}), ...request.headers } });

function expectError(response: Awaited<ReturnType<typeof send>>, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  // {message, code}, and on a 400 about one request field its name (the forms put the message there);
  // a message of the locales also gives its key (and its values).
  const { field, key, params, ...body } = response.json() as { field?: unknown; key?: unknown; params?: unknown };
  expect(body).toEqual({ message: expect.any(String), code: code ?? expect.any(String) });
  if (field !== undefined) expect(field).toEqual(expect.any(String));
  if (key !== undefined) expect(key).toEqual(expect.any(String));
  if (params !== undefined) expect(params).toEqual(expect.any(Object));
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
}

const long = (n: number) => 'x'.repeat(n);

describe('wrong types', () => {
  test.each<[string, Request]>([
    [
      'create user: every field of the wrong type',
      { method: 'POST', url: '/api/admin', payload: { id: 'abc', name: 123, role: 5, status: [] } },
    ],
    [
      'create user: id as an object',
      { method: 'POST', url: '/api/admin', payload: { id: { $gt: 0 }, name: 'A', role: 'student' } },
    ],
    [
      'create user: a huge id',
      { method: 'POST', url: '/api/admin', payload: { id: 1e20, name: 'A', role: 'student' } },
    ],
    [
      'create user: a negative id',
      { method: 'POST', url: '/api/admin', payload: { id: -4, name: 'A', role: 'student' } },
    ],
    ['create user: an array body', { method: 'POST', url: '/api/admin', payload: [1, 2, 3] }],
    ['edit user: wrong types', { method: 'PUT', url: '/api/admin/1', payload: { name: ['x'], status: true } }],
    ['profile: email as a number', { method: 'PUT', url: '/api/user/profile', payload: { email: 42 } }],
    [
      'profile: passwords as objects',
      { method: 'PUT', url: '/api/user/profile', payload: { currentPassword: {}, newPassword: 1 } },
    ],
    ['login: id as an object', { method: 'POST', url: '/api/auth/login', payload: { id: { a: 1 }, password: 'x' } }],
    ['login: password as a number', { method: 'POST', url: '/api/auth/login', payload: { id: 1, password: 123456 } }],
    [
      'login: a JSON string body',
      { method: 'POST', url: '/api/auth/login', payload: '"hello"', headers: { 'content-type': 'application/json' } },
    ],
  ])('%s: 400', async (_case, request) => {
    expectError(await send(request), 400, 'VALIDATION');
  });
});

describe('missing and broken bodies', () => {
  test.each<[string, Request]>([
    ['create user, no body', { method: 'POST', url: '/api/admin' }],
    ['edit user, no body', { method: 'PUT', url: '/api/admin/1' }],
    ['profile, no body', { method: 'PUT', url: '/api/user/profile' }],
    [
      'create user, empty JSON body',
      { method: 'POST', url: '/api/admin', payload: '', headers: { 'content-type': 'application/json' } },
    ],
    [
      'create user, invalid JSON',
      {
        method: 'POST',
        url: '/api/admin',
        payload: '{"id": 1, "name": ',
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      'login, invalid JSON',
      { method: 'POST', url: '/api/auth/login', payload: '{id: 1}', headers: { 'content-type': 'application/json' } },
    ],
    [
      'create user, a text body',
      { method: 'POST', url: '/api/admin', payload: 'id=1&name=A', headers: { 'content-type': 'text/plain' } },
    ],
    [
      'create user, __proto__ in the body',
      {
        method: 'POST',
        url: '/api/admin',
        payload: '{"id": 7, "name": "A", "role": "student", "__proto__": {"admin": true}}',
        headers: { 'content-type': 'application/json' },
      },
    ],
  ])('%s: 400', async (_case, request) => {
    expectError(await send(request), 400);
  });

  test('invalid JSON says so', async () => {
    const response = await send({
      method: 'PUT',
      url: '/api/user/profile',
      payload: '{"email": "a@b.vn"',
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400, 'VALIDATION');
    expect(response.json().message).toBe('Dữ liệu JSON không hợp lệ.');
  });

  test('an unsupported content type: 415', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/admin',
      payload: '<user id="1"/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectError(response, 415, 'UNSUPPORTED_TYPE');
  });
});

describe('huge input', () => {
  test.each<[string, string]>([
    ['create user', '/api/admin'],
    ['login', '/api/auth/login'],
  ])('a 2 MB body (%s): 413', async (_case, url) => {
    const response = await send({
      method: 'POST',
      url,
      payload: { id: 1, name: long(2 * 1024 * 1024), password: 'x' },
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  test.each<[string, Request]>([
    [
      'a 10k-character name on create',
      { method: 'POST', url: '/api/admin', payload: { id: 8_000_001, name: long(10_000), role: 'student' } },
    ],
    [
      'a 10k-character name on edit',
      { method: 'PUT', url: '/api/admin/1', payload: { name: long(10_000), status: 'active' } },
    ],
  ])('%s: 400 TEXT_TOO_LONG', async (_case, request) => {
    expectError(await send(request), 400, 'TEXT_TOO_LONG');
  });

  test.each<[string, Request]>([
    [
      'a 10k-character email',
      { method: 'PUT', url: '/api/user/profile', payload: { email: `${long(10_000)}@example.com` } },
    ],
    [
      'a 10k-character new password',
      {
        method: 'PUT',
        url: '/api/user/profile',
        payload: { currentPassword: 'x', newPassword: long(10_000), confirmPassword: long(10_000) },
      },
    ],
    [
      'a 10k-character login password',
      { method: 'POST', url: '/api/auth/login', payload: { id: 1, password: long(10_000) } },
    ],
    [
      'a 10k-character login id',
      { method: 'POST', url: '/api/auth/login', payload: { id: '1'.repeat(10_000), password: 'x' } },
    ],
  ])('%s: 400', async (_case, request) => {
    expectError(await send(request), 400, 'VALIDATION');
  });

  test('a 10k-character bearer token: 401', async () => {
    expectError(
      await send(
        { method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${long(10_000)}` } },
        false,
      ),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('text the database cannot store', () => {
  test.each<[string, Request]>([
    [
      'a NUL character in an email',
      { method: 'PUT', url: '/api/user/profile', payload: { email: 'a\u0000@example.com' } },
    ],
  ])('%s: 400', async (_case, request) => {
    expectError(
      await send({ ...request, url: request.url.replace('{student}', String(student.id)) }),
      400,
      'VALIDATION',
    );
  });

  test.each<[string, Request]>([
    [
      'a NUL character in a new name',
      { method: 'POST', url: '/api/admin', payload: { id: 8_000_002, name: 'Tên\u0000lỗi', role: 'student' } },
    ],
    [
      'a NUL character in an edited name',
      { method: 'PUT', url: '/api/admin/{student}', payload: { name: 'Tên\u0000lỗi', status: 'active' } },
    ],
  ])('%s: 400 TEXT_INVALID', async (_case, request) => {
    expectError(
      await send({ ...request, url: request.url.replace('{student}', String(student.id)) }),
      400,
      'TEXT_INVALID',
    );
  });

  test('a NUL character in the login id is no such user', async () => {
    expectError(
      await send({ method: 'POST', url: '/api/auth/login', payload: { id: '1\u0000', password: 'x' } }, false),
      401,
      'LOGIN_NO_SUCH_USER',
    );
  });
});

describe('ids in paths', () => {
  test.each([
    ['PUT', '/api/admin/987654321', { name: 'A', status: 'active' }],
    ['PUT', '/api/admin/987654321/reset-password', undefined],
    ['DELETE', '/api/admin/user/987654321', undefined],
    ['DELETE', `/api/admin/user/${MAX_ID}`, undefined],
  ] as const)('%s %s (no such user): 404', async (method, url, payload) => {
    expectError(await send({ method, url, ...(payload ? { payload } : {}) }), 404, 'NOT_FOUND');
  });

  test.each([
    ['PUT', '/api/admin/abc', { name: 'A', status: 'active' }],
    ['PUT', '/api/admin/1.5', { name: 'A', status: 'active' }],
    ['PUT', '/api/admin/abc/reset-password', undefined],
    ['PUT', '/api/admin/0/reset-password', undefined],
    ['DELETE', '/api/admin/user/abc', undefined],
    ['DELETE', '/api/admin/user/-3', undefined],
    ['DELETE', '/api/admin/user/99999999999999999999', undefined],
    ['DELETE', `/api/admin/user/${MAX_ID + 1}`, undefined],
    ['DELETE', `/api/admin/user/${Number.MAX_SAFE_INTEGER}`, undefined],
  ] as const)('%s %s (not a positive integer within the id columns): 400', async (method, url, payload) => {
    expectError(await send({ method, url, ...(payload ? { payload } : {}) }), 400, 'VALIDATION');
  });

  test('a bad id does not touch anyone', async () => {
    await send({ method: 'DELETE', url: `/api/admin/user/${student.id}abc` });
    const list = await send({ method: 'GET', url: '/api/admin/all' });
    expect(list.json().users.map((u: { id: number }) => u.id)).toContain(student.id);
  });
});

describe('unknown API paths', () => {
  test.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/nothing/here'],
    ['DELETE', '/api/courses/1/unknown'],
    ['PATCH', '/api/admin/all'],
    ['GET', '/api/'],
  ] as const)('%s %s: 404 JSON', async (method, url) => {
    expectError(await send({ method, url }), 404, 'NOT_FOUND');
    expectError(await send({ method, url }, false), 404, 'NOT_FOUND');
  });
});

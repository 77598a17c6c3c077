import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';

/** The server words its messages in the language the request asks for (docs/decisions/041). */
let h: TestApp;
const tokens = new Map<'admin' | 'student', string>();

beforeAll(async () => {
  h = await buildTestApp();
  const users: ['admin' | 'student', TestUser][] = [
    ['admin', await h.createUser({ role: 'admin' })],
    ['student', await h.createUser()],
  ];
  for (const [role, user] of users) tokens.set(role, await h.loginAs(user));
});
afterAll(async () => {
  await h?.close();
});

const ask = async (request: InjectOptions, as?: 'admin' | 'student', language?: string) => {
  const auth = as ? h.authHeader(tokens.get(as) ?? '') : {};
  const response = await h.app.inject({
    ...request,
    headers: { ...auth, ...(language ? { 'accept-language': language } : {}), ...request.headers },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

const tooLargeId = { method: 'DELETE', url: '/api/admin/user/2147483648' } as const;
const adminList = { method: 'GET', url: '/api/admin/all' } as const;
const noSuchUser = { method: 'PUT', url: '/api/admin/999999', payload: { name: 'A', status: 'active' } } as const;
const profile = { method: 'GET', url: '/api/user/profile' } as const;
const noSuchAddress = { method: 'GET', url: '/api/no-such-address' } as const;

describe('error messages', () => {
  test.each<[string, InjectOptions, 'admin' | 'student' | undefined, number, string, string, string]>([
    ['a validation error (400)', tooLargeId, 'admin', 400, 'user.idTooLarge', 'ID quá lớn.', 'The ID is too large.'],
    [
      'a refusal (403)',
      adminList,
      'student',
      403,
      'server.forbidden',
      'Bạn không có quyền thực hiện thao tác này.',
      'You are not allowed to do this.',
    ],
    [
      'a missing record (404)',
      noSuchUser,
      'admin',
      404,
      'user.notFound',
      'Không tìm thấy người dùng.',
      'User not found.',
    ],
    [
      'no session (401)',
      profile,
      undefined,
      401,
      'server.unauthenticated',
      'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
      'Session expired, please log in again.',
    ],
    [
      'an unknown API address (404)',
      noSuchAddress,
      undefined,
      404,
      'server.apiNotFound',
      'Không tìm thấy địa chỉ API này.',
      'There is no such API address.',
    ],
  ])('%s: English with Accept-Language en, else Vietnamese', async (_, request, as, status, key, vi, en) => {
    const english = await ask(request, as, 'en');
    expect(english.status).toBe(status);
    expect(english.body).toMatchObject({ message: en, key });
    const vietnamese = await ask(request, as);
    expect(vietnamese.body).toMatchObject({ message: vi, key });
    // A language the server has no texts in falls back to Vietnamese; the weights choose among those it has.
    expect((await ask(request, as, 'fr-FR, de')).body.message).toBe(vi);
    expect((await ask(request, as, 'vi;q=0.4, en-GB;q=0.8')).body.message).toBe(en);
  });

  test('a signed-in user whose chosen language is English (the web app sends it) reads English', async () => {
    const { body } = await ask(noSuchUser, 'admin', 'en');
    expect(body).toMatchObject({ message: 'User not found.', code: 'NOT_FOUND', key: 'user.notFound' });
  });

  test("a message naming a limit carries it in params and words it in the request's language", async () => {
    const search = { method: 'GET', url: `/api/admin/all?q=${'x'.repeat(300)}` } as const;
    const english = await ask(search, 'admin', 'en');
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ key: 'field.userSearchTooLong', params: { max: expect.any(Number) } });
    expect(english.body.message).toBe(`At most ${String((english.body.params as { max: number }).max)} characters.`);
    const vietnamese = await ask(search, 'admin');
    expect(vietnamese.body.message).toBe(`Tối đa ${String((english.body.params as { max: number }).max)} ký tự.`);
  });
});

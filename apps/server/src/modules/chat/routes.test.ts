import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEXT_LIMITS } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { chatMessages } from '../../db/schema/index.js';
import { classChatRoom } from './room-access.js';

let h: TestApp;
let student: TestUser;
let other: TestUser;
const tokens = { admin: '', teacher: '', student: '', other: '' };

beforeAll(async () => {
  h = await buildTestApp();
  student = await h.createUser({ name: 'Nguyễn Văn An' });
  other = await h.createUser();
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.teacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.student = await h.loginAs(student);
  tokens.other = await h.loginAs(other);
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const send = async (token: string, content: string) => {
  const response = await call('POST', '/api/messages', token, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().chat_message as { id: number; content: string };
};

describe('POST /api/messages', () => {
  test('stores trimmed plain text with the sender name at write time', async () => {
    const response = await call('POST', '/api/messages', tokens.student, { content: '  <b>Xin chào</b> cả lớp  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().chat_message).toEqual({
      id: expect.any(Number),
      content: '<b>Xin chào</b> cả lớp',
      sender_id: student.id,
      sender_name: 'Nguyễn Văn An',
      created_at: expect.any(String),
      can_delete: true,
    });
  });

  test.each([
    ['blank', { content: '   ' }, 'MESSAGE_CONTENT_REQUIRED'],
    ['missing', {}, 'MESSAGE_CONTENT_REQUIRED'],
    ['too long', { content: 'x'.repeat(TEXT_LIMITS.chatMessage + 1) }, 'TEXT_TOO_LONG'],
    ['a NUL character', { content: 'a\u0000b' }, 'TEXT_INVALID'],
    ['not text', { content: 42 }, 'VALIDATION'],
  ])('%s: 400 with its code, on the content field', async (_case, payload, code) => {
    const response = await call('POST', '/api/messages', tokens.student, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field: 'content' });
  });

  test('no body at all: the required message', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: h.authHeader(tokens.student),
    });
    expect(response.json()).toMatchObject({
      message: 'Vui lòng nhập nội dung tin nhắn.',
      code: 'MESSAGE_CONTENT_REQUIRED',
    });
  });

  test('a message of exactly the limit is fine', async () => {
    await send(tokens.student, 'y'.repeat(TEXT_LIMITS.chatMessage));
  });

  test('signed out: 401', async () => {
    expect((await call('POST', '/api/messages', undefined, { content: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /api/messages', () => {
  test('pages from the newest; each page oldest to newest; has_more until the start', async () => {
    await h.db.delete(chatMessages);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await send(tokens.student, `tin ${i}`)).id);

    const first = (await call('GET', '/api/messages?limit=2', tokens.other)).json();
    expect(first.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(3));
    expect(first.has_more).toBe(true);
    const second = (await call('GET', `/api/messages?limit=2&before=${ids[3]}`, tokens.other)).json();
    expect(second.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(1, 3));
    expect(second.has_more).toBe(true);
    const last = (await call('GET', `/api/messages?limit=2&before=${ids[1]}`, tokens.other)).json();
    expect(last.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 1));
    expect(last.has_more).toBe(false);
  });

  test('can_delete: own for a student, every message for staff', async () => {
    await h.db.delete(chatMessages);
    await send(tokens.student, 'của An');
    await send(tokens.other, 'của người khác');
    const flags = async (token: string) =>
      (await call('GET', '/api/messages', token)).json().messages.map((m: { can_delete: boolean }) => m.can_delete);
    expect(await flags(tokens.student)).toEqual([true, false]);
    expect(await flags(tokens.teacher)).toEqual([true, true]);
    expect(await flags(tokens.admin)).toEqual([true, true]);
  });

  test('a deleted sender keeps their name; a blank stored name reads User', async () => {
    const gone = await h.createUser({ name: 'Người đã rời lớp' });
    const message = await send(await h.loginAs(gone), 'tạm biệt');
    await h.db
      .insert(chatMessages)
      .values({ content: 'cũ', senderId: null, senderName: ' ', roomId: (await classChatRoom(h.db)).id });
    await call('DELETE', `/api/admin/user/${gone.id}`, tokens.admin);
    const list = (await call('GET', '/api/messages', tokens.student)).json().messages;
    expect(list.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      sender_id: null,
      sender_name: 'Người đã rời lớp',
    });
    expect(list.at(-1)).toMatchObject({ content: 'cũ', sender_name: 'User' });
  });

  test.each(['limit=0', 'limit=101', 'limit=abc', 'before=0', 'before=x'])('?%s: 400', async (query) => {
    expect((await call('GET', `/api/messages?${query}`, tokens.student)).statusCode).toBe(400);
  });

  test('signed out: 401', async () => {
    expect((await call('GET', '/api/messages')).statusCode).toBe(401);
  });
});

describe('DELETE /api/messages/{id}', () => {
  test('your own: gone', async () => {
    const message = await send(tokens.student, 'xóa tôi');
    expect((await call('DELETE', `/api/messages/${message.id}`, tokens.student)).json()).toEqual({
      message: 'Đã xóa tin nhắn.',
    });
    const ids = (await call('GET', '/api/messages?limit=100', tokens.student))
      .json()
      .messages.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(message.id);
  });

  test("another student's: 403, and it stays", async () => {
    const message = await send(tokens.other, 'của tôi');
    const response = await call('DELETE', `/api/messages/${message.id}`, tokens.student);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await call('DELETE', `/api/messages/${message.id}`, tokens.other)).statusCode).toBe(200);
  });

  test.each(['teacher', 'admin'] as const)("a %s deletes anyone's (moderation)", async (role) => {
    const message = await send(tokens.student, 'cần kiểm duyệt');
    expect((await call('DELETE', `/api/messages/${message.id}`, tokens[role])).statusCode).toBe(200);
  });

  test('missing: 404; a bad id: 400; signed out: 401', async () => {
    expect((await call('DELETE', '/api/messages/99999999', tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/messages/abc', tokens.admin)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/messages/1')).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHAT_UNREAD_CAP, TEXT_LIMITS, type ChatRoom } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { chatMessages, chatRooms, courseMembers } from '../../db/schema/index.js';
import { classChatRoom } from './room-access.js';

/**
 * Course rooms and private questions (docs/decisions/025). Course A: leading teacher `lead`,
 * co-teacher `co`, students `an` and `binh`. Course B: teacher `other`, student `chi`.
 */
let h: TestApp;
const u = {} as Record<'lead' | 'co' | 'other' | 'an' | 'binh' | 'chi' | 'admin' | 'loner', TestUser>;
const t = {} as Record<keyof typeof u, string>;
let courseA = 0;
let courseB = 0;
let classRoom = 0;
let roomA = 0;
let roomB = 0;

beforeAll(async () => {
  h = await buildTestApp();
  u.lead = await h.createUser({ role: 'teacher', name: 'Cô Lan' });
  u.co = await h.createUser({ role: 'teacher', name: 'Thầy Minh' });
  u.other = await h.createUser({ role: 'teacher' });
  u.an = await h.createUser({ name: 'Nguyễn Văn An' });
  u.binh = await h.createUser({ name: 'Trần Bình' });
  u.chi = await h.createUser();
  u.loner = await h.createUser();
  u.admin = await h.createUser({ role: 'admin' });
  const categoryId = (await h.createCategory()).id;
  courseA = (await h.createCourse({ categoryId, teacherId: u.lead.id, name: 'Mạng máy tính' })).id;
  courseB = (await h.createCourse({ categoryId, teacherId: u.other.id, name: 'Truyền số liệu' })).id;
  await h.db.insert(courseMembers).values([
    { courseId: courseA, userId: u.co.id, role: 'teacher' },
    { courseId: courseA, userId: u.an.id, role: 'student' },
    { courseId: courseA, userId: u.binh.id, role: 'student' },
    { courseId: courseB, userId: u.chi.id, role: 'student' },
  ]);
  for (const who of Object.keys(u) as (keyof typeof u)[]) t[who] = await h.loginAs(u[who]);
  classRoom = (await classChatRoom(h.db)).id;
  const courseRoom = (courseId: number) =>
    h.db
      .select()
      .from(chatRooms)
      .then((rows) => rows.find((row) => row.courseId === courseId && row.studentId === null)!.id);
  roomA = await courseRoom(courseA);
  roomB = await courseRoom(courseB);
});
afterAll(async () => {
  await h?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const send = async (token: string, roomId: number, content: string) => {
  const response = await call('POST', `/api/chat/rooms/${roomId}/messages`, token, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().chat_message as { id: number; content: string; can_delete: boolean };
};
const ask = async (token: string, courseId: number, content: string) => {
  const response = await call('POST', '/api/chat/questions', token, { course_id: courseId, content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { room_id: number; chat_message: { id: number } };
};
const roomList = async (token: string): Promise<ChatRoom[]> => {
  const response = await call('GET', '/api/chat/rooms', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rooms;
};
const unreadIn = async (token: string, roomId: number) =>
  (await roomList(token)).find((room) => room.id === roomId)?.unread;
const history = (token: string, roomId: number, query = '') =>
  call('GET', `/api/chat/rooms/${roomId}/messages${query}`, token);

describe('a course room', () => {
  test("the course's members and admins read and write it; others 403", async () => {
    const fromAn = await send(t.an, roomA, 'Chào cả lớp Mạng máy tính');
    for (const who of ['binh', 'lead', 'co', 'admin'] as const) {
      const response = await history(t[who], roomA);
      expect(response.statusCode, who).toBe(200);
      expect(response.json().messages.map((m: { id: number }) => m.id)).toContain(fromAn.id);
    }
    for (const who of ['chi', 'loner', 'other'] as const) {
      expect((await history(t[who], roomA)).statusCode, who).toBe(403);
      expect((await call('POST', `/api/chat/rooms/${roomA}/messages`, t[who], { content: 'x' })).statusCode, who).toBe(
        403,
      );
    }
  });

  test('its messages stay out of the class chat and other rooms', async () => {
    const inA = await send(t.binh, roomA, 'chỉ trong A');
    const ids = async (url: string) =>
      (await call('GET', url, t.admin)).json().messages.map((m: { id: number }) => m.id);
    expect(await ids('/api/messages?limit=100')).not.toContain(inA.id);
    expect(await ids(`/api/chat/rooms/${roomB}/messages`)).not.toContain(inA.id);
  });

  test('history pages by id within the room, oldest to newest in a page', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push((await send(t.an, roomA, `tin ${i}`)).id);
      await send(t.chi, roomB, `xen ${i}`);
    }
    const first = (await history(t.lead, roomA, '?limit=2')).json();
    expect(first.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(3));
    expect(first.has_more).toBe(true);
    const second = (await history(t.lead, roomA, `?limit=3&before=${ids[3]}`)).json();
    expect(second.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 3));
  });

  test('can_delete: own for a student; every message for its teachers and admins', async () => {
    await send(t.an, roomA, 'của An');
    const newestFlags = async (token: string) =>
      (await history(token, roomA, '?limit=1')).json().messages[0].can_delete;
    expect(await newestFlags(t.an)).toBe(true);
    expect(await newestFlags(t.binh)).toBe(false);
    expect(await newestFlags(t.co)).toBe(true);
    expect(await newestFlags(t.admin)).toBe(true);
  });

  test('the same content rules as the class chat: 400 with its code', async () => {
    for (const [payload, code] of [
      [{ content: '  ' }, 'MESSAGE_CONTENT_REQUIRED'],
      [{}, 'MESSAGE_CONTENT_REQUIRED'],
      [{ content: 'x'.repeat(TEXT_LIMITS.chatMessage + 1) }, 'TEXT_TOO_LONG'],
      [{ content: 'a\u0000b' }, 'TEXT_INVALID'],
    ] as const) {
      const response = await call('POST', `/api/chat/rooms/${roomA}/messages`, t.an, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, field: 'content' });
    }
  });

  test('the class chat is a room too, for everyone', async () => {
    const message = await send(t.loner, classRoom, 'qua phòng lớp');
    const old = (await call('GET', '/api/messages', t.chi)).json().messages.map((m: { id: number }) => m.id);
    expect(old).toContain(message.id);
  });

  test('401 signed out, 404 no such room, 400 a bad room id or page', async () => {
    for (const [method, url] of [
      ['GET', '/api/chat/rooms'],
      ['GET', `/api/chat/rooms/${roomA}/messages`],
      ['POST', `/api/chat/rooms/${roomA}/messages`],
      ['PUT', `/api/chat/rooms/${roomA}/read`],
      ['POST', '/api/chat/questions'],
    ] as const) {
      expect(
        (await call(method, url, undefined, { content: 'x', last_read_id: 1, course_id: courseA })).statusCode,
        url,
      ).toBe(401);
    }
    expect((await history(t.admin, 99_999_999)).statusCode).toBe(404);
    expect((await call('POST', '/api/chat/rooms/99999999/messages', t.admin, { content: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/chat/rooms/99999999/read', t.admin, { last_read_id: 1 })).statusCode).toBe(404);
    for (const query of ['?limit=0', '?limit=101', '?before=x'])
      expect((await history(t.an, roomA, query)).statusCode, query).toBe(400);
    expect((await history(t.an, 0)).statusCode).toBe(400);
    expect((await call('GET', '/api/chat/rooms/abc/messages', t.an)).statusCode).toBe(400);
  });
});

describe('a private question', () => {
  let anRoom = 0;

  test("a student member asks; the room is theirs and the course's teachers'", async () => {
    const first = await ask(t.an, courseA, 'Thưa cô, em hỏi riêng về bài 3');
    anRoom = first.room_id;
    const again = await ask(t.an, courseA, 'Và bài 4 nữa ạ');
    expect(again.room_id).toBe(anRoom);
    for (const who of ['an', 'lead', 'co', 'admin'] as const) {
      const response = await history(t[who], anRoom);
      expect(response.statusCode, who).toBe(200);
      expect(response.json().messages.map((m: { id: number }) => m.id)).toEqual([
        first.chat_message.id,
        again.chat_message.id,
      ]);
    }
  });

  test('another student of the course, a teacher of another course, a stranger: 403', async () => {
    for (const who of ['binh', 'other', 'chi', 'loner'] as const) {
      expect((await history(t[who], anRoom)).statusCode, who).toBe(403);
      expect((await call('POST', `/api/chat/rooms/${anRoom}/messages`, t[who], { content: 'x' })).statusCode, who).toBe(
        403,
      );
      expect((await call('PUT', `/api/chat/rooms/${anRoom}/read`, t[who], { last_read_id: 1 })).statusCode, who).toBe(
        403,
      );
    }
  });

  test("any teacher of the course answers, and may delete the student's messages (moderation)", async () => {
    const answer = await send(t.co, anRoom, 'Em xem lại slide 12 nhé');
    expect(answer.can_delete).toBe(true);
    const fromAn = await send(t.an, anRoom, 'Dạ em cảm ơn thầy');
    expect((await call('DELETE', `/api/messages/${answer.id}`, t.an)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/messages/${answer.id}`, t.other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/messages/${fromAn.id}`, t.lead)).statusCode).toBe(200);
  });

  test('POST /api/chat/questions: 403 for a non-member, a teacher or an admin; 404 no course; 400 per field', async () => {
    expect((await call('POST', '/api/chat/questions', t.chi, { course_id: courseA, content: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/chat/questions', t.lead, { course_id: courseA, content: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/chat/questions', t.admin, { course_id: courseA, content: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/chat/questions', t.an, { course_id: 99_999_999, content: 'x' })).statusCode).toBe(
      404,
    );
    for (const [payload, field] of [
      [{ content: 'x' }, 'course_id'],
      [{ course_id: 'abc', content: 'x' }, 'course_id'],
      [{ course_id: 0, content: 'x' }, 'course_id'],
      [{ course_id: courseA }, 'content'],
      [{ course_id: courseA, content: 'x'.repeat(TEXT_LIMITS.chatMessage + 1) }, 'content'],
    ] as const) {
      const response = await call('POST', '/api/chat/questions', t.an, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  test('the room list: each sees their own; admins list no questions', async () => {
    const binhRoom = (await ask(t.binh, courseA, 'Em Bình hỏi')).room_id;
    const summary = (rooms: ChatRoom[]) => rooms.map((room) => [room.kind, room.course_id, room.student_id]);
    expect(summary(await roomList(t.an))).toEqual([
      ['class', null, null],
      ['course', courseA, null],
      ['question', courseA, u.an.id],
    ]);
    expect(summary(await roomList(t.chi))).toEqual([
      ['class', null, null],
      ['course', courseB, null],
    ]);
    // Newest activity first among a course's questions: Bình asked last.
    expect(summary(await roomList(t.co))).toEqual([
      ['class', null, null],
      ['course', courseA, null],
      ['question', courseA, u.binh.id],
      ['question', courseA, u.an.id],
    ]);
    expect(summary(await roomList(t.other))).toEqual([
      ['class', null, null],
      ['course', courseB, null],
    ]);
    expect(summary(await roomList(t.admin))).toEqual([
      ['class', null, null],
      ['course', courseA, null],
      ['course', courseB, null],
    ]);
    expect((await roomList(t.lead)).find((room) => room.id === binhRoom)).toMatchObject({
      course_name: 'Mạng máy tính',
      student_name: 'Trần Bình',
    });
  });

  test('two first questions at once: one room, both messages in it', async () => {
    const dung = await h.createUser();
    await h.db.insert(courseMembers).values({ courseId: courseB, userId: dung.id, role: 'student' });
    const token = await h.loginAs(dung);
    const [first, second] = await Promise.all([ask(token, courseB, 'Câu 1'), ask(token, courseB, 'Câu 2')]);
    expect(second.room_id).toBe(first.room_id);
    expect((await history(token, first.room_id)).json().messages).toHaveLength(2);
  });
});

describe('unread counts', () => {
  test("others' messages after the read marker; own messages never; the marker never moves back", async () => {
    const room = (await ask(t.chi, courseB, 'Câu hỏi 1')).room_id;
    expect(await unreadIn(t.chi, room)).toBe(0);
    expect(await unreadIn(t.other, room)).toBe(1);
    const second = await send(t.chi, room, 'Câu hỏi 2');
    await send(t.chi, room, 'Câu hỏi 3');
    expect(await unreadIn(t.other, room)).toBe(3);

    expect((await call('PUT', `/api/chat/rooms/${room}/read`, t.other, { last_read_id: second.id })).statusCode).toBe(
      204,
    );
    expect(await unreadIn(t.other, room)).toBe(1);
    await call('PUT', `/api/chat/rooms/${room}/read`, t.other, { last_read_id: 1 });
    expect(await unreadIn(t.other, room)).toBe(1);
  });

  test('a marker past the newest message stops at it: later messages are unread', async () => {
    const before = await send(t.other, roomB, 'mới');
    await call('PUT', `/api/chat/rooms/${roomB}/read`, t.chi, { last_read_id: before.id + 1000 });
    expect(await unreadIn(t.chi, roomB)).toBe(0);
    await send(t.other, roomB, 'mới hơn');
    expect(await unreadIn(t.chi, roomB)).toBe(1);
  });

  test(`counting stops at ${CHAT_UNREAD_CAP + 1} (shown as ${CHAT_UNREAD_CAP}+)`, async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({
      content: `tin ${i}`,
      senderId: u.lead.id,
      senderName: 'Cô Lan',
      roomId: roomA,
    }));
    await h.db.insert(chatMessages).values(rows);
    expect(await unreadIn(t.binh, roomA)).toBe(CHAT_UNREAD_CAP + 1);
  });

  test('PUT read: 400 per field', async () => {
    for (const payload of [{}, { last_read_id: 0 }, { last_read_id: 'x' }]) {
      const response = await call('PUT', `/api/chat/rooms/${roomA}/read`, t.an, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe('last_read_id');
    }
  });
});

describe('DELETE /api/messages/{id} in course rooms', () => {
  test("own: yes; another student: 403; the course's teachers and admins: yes; a teacher of another course: 403", async () => {
    const own = await send(t.an, roomA, 'xóa tôi');
    expect((await call('DELETE', `/api/messages/${own.id}`, t.an)).statusCode).toBe(200);
    const target = await send(t.an, roomA, 'kiểm duyệt');
    expect((await call('DELETE', `/api/messages/${target.id}`, t.binh)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/messages/${target.id}`, t.other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/messages/${target.id}`, t.co)).statusCode).toBe(200);
    const forAdmin = await send(t.binh, roomA, 'admin xóa');
    expect((await call('DELETE', `/api/messages/${forAdmin.id}`, t.admin)).statusCode).toBe(200);
    expect((await history(t.lead, roomA, '?limit=100')).json().messages.map((m: { id: number }) => m.id)).not.toContain(
      forAdmin.id,
    );
  });
});

describe('a draft course (decision 015: students never see drafts)', () => {
  test('its student members neither list its room nor read, write or ask there; its teachers do', async () => {
    const draft = (
      await h.createCourse({
        categoryId: (await h.createCategory()).id,
        teacherId: u.lead.id,
        name: 'Học phần nháp',
        publication: 'draft',
      })
    ).id;
    await h.db.insert(courseMembers).values({ courseId: draft, userId: u.an.id, role: 'student' });
    const room = (await h.db.select().from(chatRooms)).find(
      (row) => row.courseId === draft && row.studentId === null,
    )!.id;
    expect((await roomList(t.an)).map((listed) => listed.course_id)).not.toContain(draft);
    expect((await history(t.an, room)).statusCode).toBe(403);
    expect((await call('POST', `/api/chat/rooms/${room}/messages`, t.an, { content: 'Chào' })).statusCode).toBe(403);
    expect((await call('POST', '/api/chat/questions', t.an, { course_id: draft, content: 'Hỏi' })).statusCode).toBe(
      403,
    );
    expect((await roomList(t.lead)).map((listed) => listed.id)).toContain(room);
    expect((await history(t.lead, room)).statusCode).toBe(200);
  });
});

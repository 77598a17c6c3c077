import type { ServerToClientEvents } from '@netclass/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../test/socket.js';
import { chatRooms, courseMembers } from '../db/schema/index.js';

/** Course rooms and private questions live (docs/decisions/025): joining asks the policy; events reach the room only. */
let h: TestApp;
let courseId = 0;
let roomId = 0;
const open: ClientSocket[] = [];
interface Signed {
  user: TestUser;
  token: string;
  socket: ClientSocket;
}
let teacher: Signed;
let an: Signed;
let binh: Signed;
let outsider: Signed;

async function signedIn(spec: Parameters<TestApp['createUser']>[0] = {}): Promise<Signed> {
  const user = await h.createUser(spec);
  const token = await h.loginAs(user);
  const socket = await connectSocket(h.url, token);
  open.push(socket);
  return { user, token, socket };
}
const joinAck = (who: Signed, chatRoomId: number) => who.socket.emitWithAck('joinRoom', { chatRoomId });
const arrives = (socket: ClientSocket, event: keyof ServerToClientEvents, ms = 300) =>
  nextEvent(socket, event, () => true, ms).then(
    () => true,
    () => false,
  );
const post = (url: string, token: string, payload: object) =>
  h.app.inject({ method: 'POST', url, headers: h.authHeader(token), payload });

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  teacher = await signedIn({ role: 'teacher' });
  an = await signedIn();
  binh = await signedIn();
  outsider = await signedIn();
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.user.id })).id;
  await h.db
    .insert(courseMembers)
    .values([an, binh].map((who) => ({ courseId, userId: who.user.id, role: 'student' as const })));
  const [room] = await h.db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.courseId, courseId), isNull(chatRooms.studentId)));
  roomId = room!.id;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await h?.close();
});

describe('course chat rooms over sockets', () => {
  test('joining: members yes; a non-member is refused and hears nothing; no such room is refused', async () => {
    for (const who of [teacher, an, binh]) expect(await joinAck(who, roomId)).toEqual({ ok: true });
    expect(await joinAck(outsider, roomId)).toEqual({ ok: false, error: expect.stringContaining('forbidden') });
    expect(await joinAck(outsider, 99_999_999)).toEqual({
      ok: false,
      error: expect.stringContaining('Không tìm thấy'),
    });

    const atBinh = nextEvent(binh.socket, 'roomMessage');
    const atTeacher = nextEvent(teacher.socket, 'roomMessage');
    const notOutsider = arrives(outsider.socket, 'roomMessage');
    const sent = (await post(`/api/chat/rooms/${roomId}/messages`, an.token, { content: 'Chào lớp' })).json()
      .chat_message;
    expect(await atBinh).toEqual({ room_id: roomId, message: { ...sent, can_delete: false } });
    expect(await atTeacher).toEqual({ room_id: roomId, message: { ...sent, can_delete: true } });
    expect(await notOutsider).toBe(false);

    const deleted = nextEvent(binh.socket, 'roomMessageDeleted');
    await h.app.inject({ method: 'DELETE', url: `/api/messages/${sent.id}`, headers: h.authHeader(teacher.token) });
    expect(await deleted).toEqual({ room_id: roomId, id: sent.id });
  });

  test("a first question tells the course's teachers; another student may not join it", async () => {
    const told = nextEvent(teacher.socket, 'chatRoomsChanged');
    const notBinh = arrives(binh.socket, 'chatRoomsChanged');
    const asked = (
      await post('/api/chat/questions', an.token, { course_id: courseId, content: 'Em hỏi riêng' })
    ).json();
    expect(await told).toEqual({ room_id: asked.room_id });
    expect(await notBinh).toBe(false);

    expect(await joinAck(binh, asked.room_id)).toMatchObject({ ok: false });
    expect(await joinAck(teacher, asked.room_id)).toEqual({ ok: true });
    const answer = nextEvent(teacher.socket, 'roomMessage', (payload) => payload.room_id === asked.room_id);
    await post(`/api/chat/rooms/${asked.room_id}/messages`, an.token, { content: 'Thêm một câu' });
    expect((await answer).message).toMatchObject({ content: 'Thêm một câu', can_delete: true });
  });
});

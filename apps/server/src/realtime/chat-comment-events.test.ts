import type { ServerToClientEvents } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../test/socket.js';

let h: TestApp;
let courseId = 0;
let lessonId = 0;
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  const teacher = await h.createUser({ role: 'teacher' });
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id;
  lessonId = (await h.createLesson({ courseId })).id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

async function signedIn(
  spec: Parameters<TestApp['createUser']>[0] = {},
): Promise<{ user: TestUser; token: string; socket: ClientSocket }> {
  const user = await h.createUser(spec);
  const token = await h.loginAs(user);
  const socket = await connectSocket(h.url, token);
  open.push(socket);
  return { user, token, socket };
}
const join = async (socket: ClientSocket, request: Parameters<ClientSocket['emitWithAck']>[1]) =>
  expect(await socket.emitWithAck('joinRoom', request)).toEqual({ ok: true });
/** Resolves true if `event` arrives within `ms`. */
const arrives = (socket: ClientSocket, event: keyof ServerToClientEvents, ms = 300) =>
  nextEvent(socket, event, () => true, ms).then(
    () => true,
    () => false,
  );
const call = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  h.app.inject({ method, url, headers: h.authHeader(token), ...(payload ? { payload } : {}) });

describe('chat', () => {
  test("two users in the chat room see each other's messages live, can_delete per receiver", async () => {
    const an = await signedIn({ name: 'An' });
    const binh = await signedIn({ name: 'Bình' });
    const teacher = await signedIn({ role: 'teacher' });
    const elsewhere = await signedIn();
    for (const who of [an, binh, teacher]) await join(who.socket, { room: 'chat' });

    const atBinh = nextEvent(binh.socket, 'newMessage');
    const atAn = nextEvent(an.socket, 'newMessage');
    const atTeacher = nextEvent(teacher.socket, 'newMessage');
    const notElsewhere = arrives(elsewhere.socket, 'newMessage');
    const sent = (await call('POST', '/api/messages', an.token, { content: 'Chào Bình!' })).json().chat_message;

    expect(await atBinh).toEqual({ ...sent, can_delete: false });
    expect(await atAn).toEqual({ ...sent, can_delete: true });
    expect(await atTeacher).toMatchObject({ id: sent.id, can_delete: true });
    expect(await notElsewhere).toBe(false);

    const reply = nextEvent(an.socket, 'newMessage');
    await call('POST', '/api/messages', binh.token, { content: 'Chào An' });
    expect(await reply).toMatchObject({ content: 'Chào An', sender_name: 'Bình', can_delete: false });

    const deleted = nextEvent(binh.socket, 'deleteMessage');
    await call('DELETE', `/api/messages/${sent.id}`, an.token);
    expect(await deleted).toEqual({ id: sent.id });
  });

  test('after leaving the chat room, no more messages', async () => {
    const an = await signedIn();
    const binh = await signedIn();
    await join(an.socket, { room: 'chat' });
    expect(await an.socket.emitWithAck('leaveRoom', { room: 'chat' })).toEqual({ ok: true });
    const heard = arrives(an.socket, 'newMessage');
    await call('POST', '/api/messages', binh.token, { content: 'có ai không?' });
    expect(await heard).toBe(false);
  });
});

describe('comments', () => {
  test("reach the lesson's course room; deleteComment too", async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const moderator = await signedIn({ role: 'admin' });
    const outside = await signedIn();
    for (const who of [author, reader, moderator]) await join(who.socket, { courseId });

    const atReader = nextEvent(reader.socket, 'newComment');
    const atModerator = nextEvent(moderator.socket, 'newComment');
    const atAuthor = nextEvent(author.socket, 'newComment');
    const notOutside = arrives(outside.socket, 'newComment');
    const comment = (
      await call('POST', '/api/comments', author.token, { lesson_id: lessonId, content: 'Hỏi bài' })
    ).json().comment;
    expect(await atReader).toEqual({ ...comment, can_delete: false });
    expect(await atModerator).toEqual({ ...comment, can_delete: true });
    expect(await atAuthor).toEqual(comment);
    expect(await notOutside).toBe(false);

    const deleted = nextEvent(reader.socket, 'deleteComment');
    await call('DELETE', `/api/comments/${comment.id}`, moderator.token);
    expect(await deleted).toEqual({
      id: comment.id,
      lesson_id: lessonId,
      removed_ids: [comment.id],
      kept_as_deleted: false,
    });
  });

  test("a reply notifies the parent's author in their own room only", async () => {
    const author = await signedIn();
    const replier = await signedIn();
    const bystander = await signedIn();
    const parent = (
      await call('POST', '/api/comments', author.token, { lesson_id: lessonId, content: 'Câu hỏi' })
    ).json().comment;
    const notified = nextEvent(author.socket, 'newAnnouncement');
    const notBystander = arrives(bystander.socket, 'newAnnouncement');
    await call('POST', '/api/comments', replier.token, {
      lesson_id: lessonId,
      content: 'Trả lời',
      parent_id: parent.id,
    });
    expect(await notified).toMatchObject({
      scope: 'user',
      notification: { link: `/lesson/${lessonId}`, is_read: false },
    });
    expect(await notBystander).toBe(false);
  });
});

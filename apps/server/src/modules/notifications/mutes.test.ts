import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { connectSocket, nextEvent } from '../../../test/socket.js';
import { notificationMutes, userNotifications } from '../../db/schema/index.js';

/** Muted kinds of notification (docs/decisions/024): the routes, and deliveries that leave muted users out. */
let h: TestApp;
let author: TestUser;
let replier: TestUser;
let teacher: TestUser;
const lessons = { quiet: 0, loud: 0 };
const courseIds = { quiet: 0, loud: 0, draft: 0 };
const tokens = { author: '', replier: '', other: '' };

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  author = await h.createUser({ name: 'Phạm Minh Đức' });
  replier = await h.createUser({ name: 'Hoàng Lan' });
  teacher = await h.createUser({ role: 'teacher' });
  tokens.author = await h.loginAs(author);
  tokens.replier = await h.loginAs(replier);
  tokens.other = await h.loginAs(await h.createUser());
  const categoryId = (await h.createCategory()).id;
  for (const name of ['quiet', 'loud'] as const) {
    const course = await h.createCourse({ categoryId, teacherId: teacher.id, name: `Khoá ${name}` });
    courseIds[name] = course.id;
    lessons[name] = (await h.createLesson({ courseId: course.id, title: `Bài ${name}` })).id;
  }
  courseIds.draft = (await h.createCourse({ categoryId, teacherId: teacher.id, publication: 'draft' })).id;
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const mute = (token: string, payload: object) => call('POST', '/api/notification-mutes', token, payload);
const comment = async (token: string, lessonId: number, parentId: number | null = null) => {
  const response = await call('POST', '/api/comments', token, {
    lesson_id: lessonId,
    content: 'Nội dung',
    parent_id: parentId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().comment as { id: number };
};
/** How many reply notifications the author has after someone replies to a new comment of theirs in `lessonId`. */
const repliesAfterReplyIn = async (lessonId: number) => {
  const top = await comment(tokens.author, lessonId);
  await comment(tokens.replier, lessonId, top.id);
  const rows = await h.db.select().from(userNotifications).where(eq(userNotifications.userId, author.id));
  return rows.filter((row) => row.type === 'comment_reply').length;
};

describe('muted deliveries', () => {
  test('comment replies muted for one course: none from there, still from another; unmuted: they come again', async () => {
    expect(await repliesAfterReplyIn(lessons.quiet)).toBe(1);
    const muted = await mute(tokens.author, { type: 'comment_reply', course_id: courseIds.quiet });
    expect(muted.statusCode, muted.body).toBe(201);
    expect(muted.json().mute).toMatchObject({
      type: 'comment_reply',
      course_id: courseIds.quiet,
      course_name: 'Khoá quiet',
    });
    expect(await repliesAfterReplyIn(lessons.quiet)).toBe(1);
    expect(await repliesAfterReplyIn(lessons.loud)).toBe(2);
    expect((await call('DELETE', `/api/notification-mutes/${muted.json().mute.id}`, tokens.author)).statusCode).toBe(
      204,
    );
    expect(await repliesAfterReplyIn(lessons.quiet)).toBe(3);
  });

  test('a type muted everywhere: none from any course; other users still get theirs', async () => {
    const everywhere = await mute(tokens.author, { type: 'comment_reply' });
    expect(everywhere.statusCode).toBe(201);
    const before = await repliesAfterReplyIn(lessons.loud);
    expect(await repliesAfterReplyIn(lessons.quiet)).toBe(before);
    const top = await comment(tokens.replier, lessons.loud);
    await comment(tokens.author, lessons.loud, top.id);
    const toReplier = await h.db.select().from(userNotifications).where(eq(userNotifications.userId, replier.id));
    expect(toReplier.some((row) => row.type === 'comment_reply')).toBe(true);
    await call('DELETE', `/api/notification-mutes/${everywhere.json().mute.id}`, tokens.author);
  });
});

describe('/api/notification-mutes', () => {
  test('muting again answers the same mute (200); the list has your own only, newest first', async () => {
    const first = await mute(tokens.replier, { type: 'lesson_published', course_id: String(courseIds.loud) });
    const again = await mute(tokens.replier, { type: 'lesson_published', course_id: courseIds.loud });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().mute.id).toBe(first.json().mute.id);
    const global = await mute(tokens.replier, { type: 'announcement', course_id: null });
    expect(global.statusCode).toBe(201);
    const list = await call('GET', '/api/notification-mutes', tokens.replier);
    expect(list.json().mutes.map((m: { id: number }) => m.id)).toEqual([global.json().mute.id, first.json().mute.id]);
    expect((await call('GET', '/api/notification-mutes', tokens.other)).json()).toEqual({ mutes: [] });
  });

  test.each([
    ['an unknown type', { type: 'chat' }, 'type', 'Loại thông báo không hợp lệ.'],
    ['a type that cannot be muted', { type: 'broadcast' }, 'type', 'Loại thông báo không hợp lệ.'],
    [
      'a type without courses, for a course',
      { type: 'announcement', course_id: 1 },
      'course_id',
      'Loại thông báo này không tắt riêng cho một học phần được.',
    ],
    ['a bad course id', { type: 'comment_reply', course_id: 'abc' }, 'course_id', 'Học phần không hợp lệ.'],
  ])('%s: 400 on its field', async (_case, payload, field, message) => {
    const response = await mute(tokens.other, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  test("a course you cannot see: 404; another user's mute: 403 and it stays; missing: 404; signed out: 401", async () => {
    expect((await mute(tokens.other, { type: 'comment_reply', course_id: courseIds.draft })).statusCode).toBe(404);
    expect((await mute(tokens.other, { type: 'comment_reply', course_id: 999_999_999 })).statusCode).toBe(404);
    const theirs = (await mute(tokens.replier, { type: 'material_published' })).json().mute;
    expect((await call('DELETE', `/api/notification-mutes/${theirs.id}`, tokens.other)).statusCode).toBe(403);
    expect(await h.db.select().from(notificationMutes).where(eq(notificationMutes.id, theirs.id))).toHaveLength(1);
    expect((await call('DELETE', '/api/notification-mutes/99999999', tokens.other)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/notification-mutes/abc', tokens.other)).statusCode).toBe(400);
    expect((await call('GET', '/api/notification-mutes')).statusCode).toBe(401);
    expect((await mute('', { type: 'comment_reply' })).statusCode).toBe(401);
  });
});

describe('mark all read, live', () => {
  test('every tab hears it as the newest read notification with `all`', async () => {
    const top = await comment(tokens.author, lessons.loud);
    await comment(tokens.replier, lessons.loud, top.id);
    const socket = await connectSocket(h.url, tokens.author);
    try {
      const heard = nextEvent(socket, 'announcementRead');
      const response = await call('PUT', '/api/userannouncements/read-all', tokens.author);
      expect(response.json().count).toBeGreaterThan(0);
      const ids = (await h.db.select().from(userNotifications).where(eq(userNotifications.userId, author.id))).map(
        (row) => row.id,
      );
      await expect(heard).resolves.toEqual({ scope: 'user', id: Math.max(...ids), all: true });
    } finally {
      socket.disconnect();
    }
  });
});

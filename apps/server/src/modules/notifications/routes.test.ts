import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEXT_LIMITS } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { userNotifications, users } from '../../db/schema/index.js';

let h: TestApp;
let student: TestUser;
let other: TestUser;
let teacher: TestUser;
const tokens = { student: '', other: '', teacher: '', admin: '' };

beforeAll(async () => {
  h = await buildTestApp();
  student = await h.createUser();
  other = await h.createUser();
  teacher = await h.createUser({ role: 'teacher', name: 'Cô Hạnh' });
  tokens.student = await h.loginAs(student);
  tokens.other = await h.loginAs(other);
  tokens.teacher = await h.loginAs(teacher);
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
});
afterAll(async () => {
  await h?.close();
});

type Notification = { id: number; content: string; message: string; link: string | null; is_read: boolean };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const listOf = async (token: string, query = '') => (await call('GET', `/api/userannouncements${query}`, token)).json();
const textIs = (text: string) => sql`${userNotifications.params}->>'text' = ${text}`;
const notify = async (userId: number, content: string, isRead = false) => {
  const [row] = await h.db
    .insert(userNotifications)
    .values({ userId, type: 'text', params: { text: content }, isRead })
    .returning();
  return row!;
};

describe('POST /api/userannouncements/all', () => {
  test('one notification for every user, the sender included', async () => {
    const [{ users: userCount = 0 } = {}] = await h.db.select({ users: count() }).from(users);
    const response = await call('POST', '/api/userannouncements/all', tokens.teacher, {
      content: '  Lớp nghỉ học thứ Sáu  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Đã gửi thông báo đến tất cả người dùng.', count: userCount });
    const rows = await h.db.select().from(userNotifications).where(textIs('Lớp nghỉ học thứ Sáu'));
    expect(new Set(rows.map((row) => row.userId)).size).toBe(userCount);
    expect((await listOf(tokens.teacher)).notifications[0]).toMatchObject({
      content: 'Lớp nghỉ học thứ Sáu',
      message: 'Lớp nghỉ học thứ Sáu',
      link: null,
      is_read: false,
    });
  });

  test('students: 403, and nothing is sent', async () => {
    const response = await call('POST', '/api/userannouncements/all', tokens.student, { content: 'spam' });
    expect(response.statusCode).toBe(403);
    expect(await h.db.select().from(userNotifications).where(textIs('spam'))).toHaveLength(0);
  });

  test.each([
    ['blank', { content: ' ' }, 'NOTIFICATION_CONTENT_REQUIRED', 'Nội dung thông báo không được để trống.'],
    ['missing', {}, 'NOTIFICATION_CONTENT_REQUIRED', 'Nội dung thông báo không được để trống.'],
    [
      'too long',
      { content: 'x'.repeat(TEXT_LIMITS.notification + 1) },
      'TEXT_TOO_LONG',
      `Nội dung thông báo tối đa ${TEXT_LIMITS.notification} ký tự.`,
    ],
  ])('%s: 400 with its code and text, on the content field', async (_case, payload, code, message) => {
    const response = await call('POST', '/api/userannouncements/all', tokens.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code, field: 'content' });
  });

  test('signed out: 401', async () => {
    expect((await call('POST', '/api/userannouncements/all', undefined, { content: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /api/userannouncements', () => {
  test('own only, newest first, paged, with the unread count of all of them', async () => {
    const owner = await h.createUser();
    const token = await h.loginAs(owner);
    const made = [];
    for (let i = 1; i <= 5; i++) made.push(await notify(owner.id, `tin ${i}`, i === 2));
    await notify(other.id, 'không phải của bạn');

    const first = await listOf(token, '?limit=2');
    expect(first.notifications.map((n: Notification) => n.content)).toEqual(['tin 5', 'tin 4']);
    expect(first.unread_count).toBe(4);
    expect(first.next_cursor).toBe(made[3]!.id);
    const second = await listOf(token, `?limit=2&before=${first.next_cursor}`);
    expect(second.notifications.map((n: Notification) => n.content)).toEqual(['tin 3', 'tin 2']);
    const last = await listOf(token, `?limit=2&before=${second.next_cursor}`);
    expect(last.notifications.map((n: Notification) => n.content)).toEqual(['tin 1']);
    expect(last.next_cursor).toBeNull();
    // Every page says how many are unread, an empty one past the end too; nothing at all: none.
    expect(second.unread_count).toBe(4);
    const past = await listOf(token, `?limit=2&before=${made[0]!.id}`);
    expect(past).toMatchObject({ notifications: [], unread_count: 4, next_cursor: null });
    expect(await listOf(await h.loginAs(await h.createUser()), '')).toMatchObject({
      notifications: [],
      unread_count: 0,
    });
  });

  test('?unread=true: unread ones only; ?unread=false: all', async () => {
    const owner = await h.createUser();
    const token = await h.loginAs(owner);
    await notify(owner.id, 'đã đọc', true);
    await notify(owner.id, 'chưa đọc');
    expect((await listOf(token, '?unread=true')).notifications.map((n: Notification) => n.content)).toEqual([
      'chưa đọc',
    ]);
    expect((await listOf(token, '?unread=false')).notifications).toHaveLength(2);
    expect((await call('GET', '/api/userannouncements?unread=maybe', token)).statusCode).toBe(400);
  });

  test('signed out: 401', async () => {
    expect((await call('GET', '/api/userannouncements')).statusCode).toBe(401);
  });
});

describe('the language of a notification', () => {
  test('stored as its type and values, worded when read in the reader’s language (content, message); old texts as written', async () => {
    const owner = await h.createUser();
    const token = await h.loginAs(owner);
    const params = { lesson: 'Định tuyến', course: 'Mạng máy tính', course_id: 1 };
    const [row] = await h.db
      .insert(userNotifications)
      .values({ userId: owner.id, type: 'lesson_published', params })
      .returning();
    await notify(owner.id, 'Lớp nghỉ học thứ Sáu');
    const read = async (language?: string, path = '/api/userannouncements', method: 'GET' | 'PUT' = 'GET') =>
      (
        await h.app.inject({
          method,
          url: path,
          headers: { ...h.authHeader(token), ...(language ? { 'accept-language': language } : {}) },
        })
      ).json();
    const english = (await read('en')).notifications;
    expect(english.map((n: Notification) => [n.content, n.message])).toEqual([
      ['Lớp nghỉ học thứ Sáu', 'Lớp nghỉ học thứ Sáu'],
      ['New lesson "Định tuyến" (Mạng máy tính).', 'New lesson "Định tuyến" (Mạng máy tính).'],
    ]);
    expect(english[1]).toMatchObject({ type: 'lesson_published', params });
    const vietnamese = 'Bài học mới "Định tuyến" (Mạng máy tính).';
    expect((await read('vi')).notifications[1].content).toBe(vietnamese);
    expect((await read()).notifications[1].content).toBe(vietnamese);
    expect((await read('en', `/api/userannouncements/${row!.id}/read`, 'PUT')).notification.content).toBe(
      'New lesson "Định tuyến" (Mạng máy tính).',
    );
  });
});

describe('read and delete', () => {
  test('mark read: answers it read and the new unread count; again changes nothing', async () => {
    const owner = await h.createUser();
    const token = await h.loginAs(owner);
    const row = await notify(owner.id, 'đọc tôi');
    await notify(owner.id, 'khác');
    const response = await call('PUT', `/api/userannouncements/${row.id}/read`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notification: { id: row.id, is_read: true }, unread_count: 1 });
    expect((await call('PUT', `/api/userannouncements/${row.id}/read`, token)).json().unread_count).toBe(1);
  });

  test('delete: gone, with the new unread count', async () => {
    const owner = await h.createUser();
    const token = await h.loginAs(owner);
    const row = await notify(owner.id, 'xóa tôi');
    const response = await call('DELETE', `/api/userannouncements/${row.id}`, token);
    expect(response.json()).toEqual({ message: 'Đã xóa thông báo.', unread_count: 0 });
    expect((await listOf(token)).notifications).toHaveLength(0);
    expect((await call('DELETE', `/api/userannouncements/${row.id}`, token)).statusCode).toBe(404);
  });

  test("another user's: 403 for read and delete, never their data, and it stays unread", async () => {
    const theirs = await notify(other.id, 'bí mật của người khác');
    for (const response of [
      await call('PUT', `/api/userannouncements/${theirs.id}/read`, tokens.student),
      await call('DELETE', `/api/userannouncements/${theirs.id}`, tokens.student),
      await call('DELETE', `/api/userannouncements/${theirs.id}`, tokens.admin),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('bí mật');
    }
    const [row] = await h.db.select().from(userNotifications).where(eq(userNotifications.id, theirs.id));
    expect(row).toMatchObject({ isRead: false });
  });

  test("mark all read: every unread one of yours, none of another user's; answers how many and 0 left", async () => {
    const owner = await h.createUser();
    const token = await h.loginAs(owner);
    await notify(owner.id, 'một');
    await notify(owner.id, 'hai');
    await notify(owner.id, 'đã đọc', true);
    const theirs = await notify(other.id, 'của người khác');
    const response = await call('PUT', '/api/userannouncements/read-all', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2, unread_count: 0 });
    expect((await listOf(token, '?unread=true')).notifications).toEqual([]);
    const [row] = await h.db.select().from(userNotifications).where(eq(userNotifications.id, theirs.id));
    expect(row).toMatchObject({ isRead: false });
    expect((await call('PUT', '/api/userannouncements/read-all', token)).json()).toEqual({ count: 0, unread_count: 0 });
    expect((await call('PUT', '/api/userannouncements/read-all')).statusCode).toBe(401);
  });

  test('missing: 404; a bad id: 400; signed out: 401', async () => {
    expect((await call('PUT', '/api/userannouncements/99999999/read', tokens.student)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/userannouncements/abc', tokens.student)).statusCode).toBe(400);
    expect((await call('PUT', '/api/userannouncements/1/read')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/userannouncements/1')).statusCode).toBe(401);
  });
});

describe('notifications from other features', () => {
  test('a material published tells every student, linking to its lesson', async () => {
    const course = await h.createCourse({
      categoryId: (await h.createCategory()).id,
      teacherId: teacher.id,
      name: 'Mạng máy tính',
    });
    const lesson = await h.createLesson({ courseId: course.id, title: 'Mô hình OSI' });
    const material = await h.createMaterial({
      lessonId: lesson.id,
      bytes: SAMPLE_BYTES.pdf,
      fileName: 'osi.pdf',
      title: 'Slide OSI',
      publication: 'draft',
    });
    const published = await h.app.inject({
      method: 'PUT',
      url: `/api/materials/${material.id}/publication`,
      headers: h.authHeader(tokens.teacher),
      payload: { state: 'published' },
    });
    expect(published.statusCode).toBe(200);
    const expected = 'Tài liệu mới "Slide OSI" trong bài "Mô hình OSI" (Mạng máy tính).';
    await expect.poll(async () => (await listOf(tokens.student)).notifications[0]?.content).toBe(expected);
    expect((await listOf(tokens.student)).notifications[0].link).toBe(`/lesson/${lesson.id}`);
    expect((await listOf(tokens.teacher)).notifications.map((n: Notification) => n.content)).not.toContain(expected);
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEXT_LIMITS, TEXT_MESSAGES, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { classAnnouncements, userNotifications, users } from '../../db/schema/index.js';

let h: TestApp;
let teacher: TestUser;
const tokens = { admin: '', teacher: '', otherTeacher: '', student: '' };

beforeAll(async () => {
  h = await buildTestApp();
  teacher = await h.createUser({ role: 'teacher', name: 'Thầy Nam' });
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.student = await h.loginAs(await h.createUser());
});
afterAll(async () => {
  await h?.close();
});

type Announcement = { id: number; content: string; can_manage: boolean; publisher: string | null };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const publish = async (token: string, content: string) => {
  const response = await call('POST', '/api/announcements', token, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().announcement as Announcement;
};

describe('POST /api/announcements', () => {
  test('a teacher publishes (JSON or multipart without a file)', async () => {
    const response = await call('POST', '/api/announcements', tokens.teacher, {
      content: '  Lịch thi <b>giữa kỳ</b>  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().announcement).toEqual({
      id: expect.any(Number),
      content: 'Lịch thi <b>giữa kỳ</b>',
      file_attachment: null,
      attachment: null,
      publisher: 'Thầy Nam',
      publisher_id: teacher.id,
      course_id: null,
      course_name: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      can_manage: true,
    });
    const form = multipart({ content: 'Qua biểu mẫu' });
    const viaForm = await h.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { ...h.authHeader(tokens.admin), ...form.headers },
      payload: form.payload,
    });
    expect(viaForm.statusCode, viaForm.body).toBe(201);
    expect(viaForm.json().announcement.content).toBe('Qua biểu mẫu');
  });

  test('every other user gets a notification, in one statement; the publisher does not', async () => {
    const [{ total = 0 } = {}] = await h.db.select({ total: count() }).from(users);
    const announcement = await publish(tokens.teacher, 'Nghỉ học ngày mai');
    const rows = await h.db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.type, 'announcement'),
          sql`${userNotifications.params} = ${JSON.stringify({ publisher: 'Thầy Nam', excerpt: 'Nghỉ học ngày mai' })}::jsonb`,
        ),
      );
    expect(rows).toHaveLength(total - 1);
    expect(rows.map((row) => row.userId)).not.toContain(teacher.id);
    const links = new Set(rows.map((row) => row.link));
    expect(links).toEqual(new Set(['/dashboard', '/admin-dashboard/announcements/list']));
    expect(announcement.id).toBeGreaterThan(0);
  });

  test.each([
    ['blank', { content: '   ' }, 'ANNOUNCEMENT_CONTENT_REQUIRED', 'Vui lòng nhập nội dung thông báo'],
    ['missing', {}, 'ANNOUNCEMENT_CONTENT_REQUIRED', 'Vui lòng nhập nội dung thông báo'],
    [
      'too long',
      { content: 'x'.repeat(TEXT_LIMITS.announcement + 1) },
      'TEXT_TOO_LONG',
      `Nội dung thông báo tối đa ${TEXT_LIMITS.announcement} ký tự.`,
    ],
    ['a NUL character', { content: 'a\u0000b' }, 'TEXT_INVALID', renderMessage(TEXT_MESSAGES.invalid)],
  ])('%s: 400 with its code and text, on the content field', async (_case, payload, code, message) => {
    const response = await call('POST', '/api/announcements', tokens.teacher, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code, field: 'content' });
  });

  test('students: 403, nothing stored; signed out: 401', async () => {
    const before = await h.db.select({ total: count() }).from(classAnnouncements);
    expect((await call('POST', '/api/announcements', tokens.student, { content: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/api/announcements', undefined, { content: 'x' })).statusCode).toBe(401);
    expect(await h.db.select({ total: count() }).from(classAnnouncements)).toEqual(before);
  });
});

describe('GET /api/announcements', () => {
  test('newest first, paged with next_cursor; can_manage per viewer', async () => {
    await h.db.delete(classAnnouncements);
    const own = [await publish(tokens.teacher, 'một'), await publish(tokens.teacher, 'hai')];
    const others = await publish(tokens.otherTeacher, 'ba');

    const page = (await call('GET', '/api/announcements?limit=2', tokens.teacher)).json();
    expect(page.announcements.map((a: Announcement) => [a.content, a.can_manage])).toEqual([
      ['ba', false],
      ['hai', true],
    ]);
    expect(page.next_cursor).toBe(own[1]!.id);
    expect(page.can_create).toBe(true);
    const rest = (await call('GET', `/api/announcements?limit=2&before=${page.next_cursor}`, tokens.teacher)).json();
    expect(rest.announcements.map((a: Announcement) => a.content)).toEqual(['một']);
    expect(rest.next_cursor).toBeNull();

    const asStudent = (await call('GET', '/api/announcements', tokens.student)).json();
    expect(asStudent.can_create).toBe(false);
    expect(asStudent.announcements.every((a: Announcement) => !a.can_manage)).toBe(true);
    const asAdmin = (await call('GET', '/api/announcements', tokens.admin)).json();
    expect(asAdmin.announcements.every((a: Announcement) => a.can_manage)).toBe(true);
    expect(others.can_manage).toBe(true);
  });

  test('default page of 20; signed out: 401; a bad cursor: 400', async () => {
    for (let i = 0; i < 21; i++)
      await h.db.insert(classAnnouncements).values({ content: `#${i}`, publisherName: null });
    const page = (await call('GET', '/api/announcements', tokens.student)).json();
    expect(page.announcements).toHaveLength(20);
    expect(page.announcements[0].publisher).toBeNull();
    expect((await call('GET', '/api/announcements')).statusCode).toBe(401);
    expect((await call('GET', '/api/announcements?before=-1', tokens.student)).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/announcements/{id}', () => {
  test('a teacher edits and deletes their own', async () => {
    const announcement = await publish(tokens.teacher, 'bản nháp');
    const edited = await call('PUT', `/api/announcements/${announcement.id}`, tokens.teacher, {
      content: 'bản chính thức',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().announcement).toMatchObject({
      id: announcement.id,
      content: 'bản chính thức',
      can_manage: true,
    });
    expect((await call('DELETE', `/api/announcements/${announcement.id}`, tokens.teacher)).json()).toEqual({
      message: 'Đã xóa thông báo.',
    });
    expect(
      (await call('PUT', `/api/announcements/${announcement.id}`, tokens.teacher, { content: 'x' })).statusCode,
    ).toBe(404);
  });

  test("another teacher's: 403; an admin manages any; students: 403", async () => {
    const announcement = await publish(tokens.teacher, 'của thầy Nam');
    for (const token of [tokens.otherTeacher, tokens.student]) {
      expect(
        (await call('PUT', `/api/announcements/${announcement.id}`, token, { content: 'sửa trộm' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/announcements/${announcement.id}`, token)).statusCode).toBe(403);
    }
    const byAdmin = await call('PUT', `/api/announcements/${announcement.id}`, tokens.admin, { content: 'admin sửa' });
    expect(byAdmin.json().announcement).toMatchObject({
      content: 'admin sửa',
      publisher: 'Thầy Nam',
      can_manage: true,
    });
    expect((await call('DELETE', `/api/announcements/${announcement.id}`, tokens.admin)).statusCode).toBe(200);
  });

  test('edit needs content; missing: 404; bad id: 400; signed out: 401', async () => {
    const announcement = await publish(tokens.teacher, 'giữ nguyên');
    const blank = await call('PUT', `/api/announcements/${announcement.id}`, tokens.teacher, { content: '' });
    expect(blank.json()).toMatchObject({ code: 'ANNOUNCEMENT_CONTENT_REQUIRED' });
    expect((await call('DELETE', '/api/announcements/99999999', tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/announcements/abc', tokens.admin)).statusCode).toBe(400);
    expect((await call('PUT', `/api/announcements/${announcement.id}`, undefined, { content: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', `/api/announcements/${announcement.id}`)).statusCode).toBe(401);
  });
});

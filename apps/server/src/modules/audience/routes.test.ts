import { sql } from 'drizzle-orm';
import type { AnnouncementEvent } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../../test/socket.js';

let h: TestApp;
const s: Record<'an' | 'binh' | 'cuong' | 'dung', TestUser> = {} as never;
const tokens = { an: '', binh: '', cuong: '', teacher: '', otherTeacher: '', admin: '' };
const lesson = { osi: 0, done: 0 };
const material = { m1: 0, m2: 0, m3: 0, pending: 0 };
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  s.an = await h.createUser({ name: 'Nguyễn An' });
  s.binh = await h.createUser({ name: 'Trần Bình' });
  s.cuong = await h.createUser({ name: 'Lê Cường' });
  s.dung = await h.createUser({ name: 'Phạm Dũng', status: 'inactive' });
  const teacher = await h.createUser({ role: 'teacher' });
  for (const who of ['an', 'binh', 'cuong'] as const) tokens[who] = await h.loginAs(s[who]);
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  const courseId = (
    await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id, name: 'Mạng máy tính' })
  ).id;
  lesson.osi = (await h.createLesson({ courseId, title: 'Mô hình OSI' })).id;
  lesson.done = (await h.createLesson({ courseId, title: 'Ôn tập' })).id;
  const add = async (lessonId: number, title: string) =>
    (await h.createMaterial({ lessonId, title, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' })).id;
  material.m1 = await add(lesson.osi, 'Slide OSI');
  material.m2 = await add(lesson.osi, 'Bài tập OSI');
  material.m3 = await add(lesson.done, 'Đề ôn tập');
  material.pending = await add(lesson.osi, 'Đang tải');
  await h.db.execute(sql`update materials set status = 'pending' where id = ${material.pending}`);
  // An opened the lesson (1 of 2), Bình completed it, Cường has not opened it; everyone did the review lesson.
  await complete('an', material.m1);
  await complete('binh', material.m1);
  await complete('binh', material.m2);
  for (const who of ['an', 'binh', 'cuong'] as const) await complete(who, material.m3);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

async function complete(who: 'an' | 'binh' | 'cuong', materialId: number) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/material-completion/complete',
    headers: h.authHeader(tokens[who]),
    payload: { student_id: s[who].id, material_id: materialId },
  });
  expect(response.statusCode, response.body).toBe(200);
}
const get = (url: string, token?: string) =>
  h.app.inject({ method: 'GET', url, headers: token ? h.authHeader(token) : {} });
const post = (url: string, token?: string, payload: object = {}) =>
  h.app.inject({ method: 'POST', url, headers: token ? h.authHeader(token) : {}, payload });
/** The notification a `newAnnouncement` event carries to a user's own room. */
async function notificationOf(event: Promise<AnnouncementEvent>) {
  const payload = await event;
  if (payload.scope !== 'user') throw new Error('expected a user notification');
  return payload.notification;
}
const ids = (response: { json: () => { students: { student_id: number }[] } }) =>
  response.json().students.map((row) => row.student_id);
const lessonUrl = (id = lesson.osi) => `/api/progress/lesson/${id}/audience`;
const materialUrl = (id: number) => `/api/progress/material/${id}/audience`;

describe('GET /api/progress/lesson/{lessonId}/audience', () => {
  test('who has not opened the lesson, by default; the class counts leave inactive students out', async () => {
    const response = await get(lessonUrl(), tokens.teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      item: { type: 'lesson', id: lesson.osi, title: 'Mô hình OSI', lesson_id: lesson.osi },
      counts: { students: 3, opened: 2, not_opened: 1, completed: 1, not_completed: 2 },
      students: [
        { student_id: s.cuong.id, name: 'Lê Cường', opened_at: null, progress_percentage: 0, completed_at: null },
      ],
      total: 1,
      page: 1,
      limit: 50,
      reminder: { last_sent_at: null, next_allowed_at: null },
    });
  });

  test('opened, completed and not completed, with when and how far', async () => {
    const opened = (await get(`${lessonUrl()}?state=opened`, tokens.teacher)).json();
    expect(opened.students.map((row: { name: string }) => row.name)).toEqual(['Nguyễn An', 'Trần Bình']);
    expect(opened.students[0]).toMatchObject({ progress_percentage: 50, completed_at: null });
    expect(opened.students[0].opened_at).toEqual(expect.any(String));
    expect(opened.students[1]).toMatchObject({ progress_percentage: 100, completed_at: expect.any(String) });
    expect(ids(await get(`${lessonUrl()}?state=completed`, tokens.admin))).toEqual([s.binh.id]);
    expect(ids(await get(`${lessonUrl()}?state=not_completed`, tokens.admin))).toEqual([s.cuong.id, s.an.id]);
  });

  test('searched, sorted and paged by the server', async () => {
    expect(ids(await get(`${lessonUrl()}?state=not_completed&q=cuong`, tokens.teacher))).toEqual([s.cuong.id]);
    expect(ids(await get(`${lessonUrl()}?state=opened&q=${s.binh.id}`, tokens.teacher))).toEqual([s.binh.id]);
    expect(ids(await get(`${lessonUrl()}?state=opened&sort=name&order=desc`, tokens.teacher))).toEqual([
      s.binh.id,
      s.an.id,
    ]);
    expect(ids(await get(`${lessonUrl()}?state=opened&sort=id&order=desc`, tokens.teacher))).toEqual(
      [s.binh.id, s.an.id].sort((a, b) => b - a),
    );
    const second = (await get(`${lessonUrl()}?state=opened&limit=1&page=2`, tokens.teacher)).json();
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(second.students.map((row: { student_id: number }) => row.student_id)).toEqual([s.binh.id]);
    expect((await get(`${lessonUrl()}?state=opened&page=3&limit=1`, tokens.teacher)).json().students).toEqual([]);
  });

  test('401 without a session; 403 for students and teachers of another course; 404 for a missing lesson', async () => {
    expect((await get(lessonUrl())).statusCode).toBe(401);
    expect((await get(lessonUrl(), tokens.an)).statusCode).toBe(403);
    expect((await get(lessonUrl(), tokens.otherTeacher)).statusCode).toBe(403);
    expect((await get(lessonUrl(999_999), tokens.admin)).statusCode).toBe(404);
  });

  test.each([
    ['lessonId', '/api/progress/lesson/abc/audience'],
    ['state', `/api/progress/lesson/1/audience?state=seen`],
    ['q', `/api/progress/lesson/1/audience?q=${'a'.repeat(101)}`],
    ['sort', `/api/progress/lesson/1/audience?sort=progress`],
    ['order', `/api/progress/lesson/1/audience?order=up`],
    ['page', `/api/progress/lesson/1/audience?page=0`],
    ['limit', `/api/progress/lesson/1/audience?limit=101`],
  ])('400 for a bad %s', async (_field, url) => {
    expect((await get(url, tokens.teacher)).statusCode).toBe(400);
  });
});

describe('GET /api/progress/material/{materialId}/audience', () => {
  test('opened is completed for a material', async () => {
    const response = (await get(materialUrl(material.m2), tokens.teacher)).json();
    expect(response).toMatchObject({
      item: { type: 'material', id: material.m2, title: 'Bài tập OSI', lesson_id: lesson.osi },
      counts: { students: 3, opened: 1, not_opened: 2, completed: 1, not_completed: 2 },
    });
    expect(response.students.map((row: { name: string }) => row.name)).toEqual(['Lê Cường', 'Nguyễn An']);
    expect(ids(await get(`${materialUrl(material.m2)}?state=opened`, tokens.teacher))).toEqual([s.binh.id]);
  });

  test('401, 403, 404 (missing or still uploading), 400', async () => {
    expect((await get(materialUrl(material.m1))).statusCode).toBe(401);
    expect((await get(materialUrl(material.m1), tokens.binh)).statusCode).toBe(403);
    expect((await get(materialUrl(material.m1), tokens.otherTeacher)).statusCode).toBe(403);
    expect((await get(materialUrl(999_999), tokens.teacher)).statusCode).toBe(404);
    expect((await get(materialUrl(material.pending), tokens.teacher)).statusCode).toBe(404);
    expect((await get('/api/progress/material/0/audience', tokens.teacher)).statusCode).toBe(400);
    expect((await get(`${materialUrl(material.m1)}?limit=0`, tokens.teacher)).statusCode).toBe(400);
  });
});

describe('POST …/audience/remind', () => {
  test('one notification to each student who has not opened the lesson, live, once a day', async () => {
    const cuong = await connectSocket(h.url, tokens.cuong);
    const an = await connectSocket(h.url, tokens.an);
    open.push(cuong, an);
    const arrived = nextEvent(cuong, 'newAnnouncement');
    const response = await post(`${lessonUrl()}/remind`, tokens.teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      sent_count: 1,
      reminder: { last_sent_at: expect.any(String), next_allowed_at: expect.any(String) },
    });
    expect(await notificationOf(arrived)).toMatchObject({
      content: 'Nhắc nhở: bạn chưa mở bài "Mô hình OSI" (Mạng máy tính).',
      link: `/lesson/${lesson.osi}`,
      is_read: false,
    });
    const stored = await h.db.execute<{ user_id: string }>(
      sql`select user_id from user_notifications where type like 'reminder%'`,
    );
    expect(stored.rows.map((row) => Number(row.user_id))).toEqual([s.cuong.id]);

    const again = await post(`${lessonUrl()}/remind`, tokens.admin, { audience: 'not_completed' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Hôm nay đã gửi nhắc nhở cho mục này. Bạn có thể gửi lại vào ngày mai.');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(lessonUrl(), tokens.teacher)).json().reminder).toEqual(response.json().reminder);

    // A day later (the stored time moved back), the next one may go: to those who have not completed it.
    await h.db.execute(
      sql`update audience_reminders set sent_at = sent_at - interval '1 day' where lesson_id = ${lesson.osi}`,
    );
    expect((await get(lessonUrl(), tokens.teacher)).json().reminder.next_allowed_at).toBeNull();
    const toAn = nextEvent(an, 'newAnnouncement');
    const next = await post(`${lessonUrl()}/remind`, tokens.admin, { audience: 'not_completed' });
    expect(next.json()).toMatchObject({ sent_count: 2 });
    expect((await notificationOf(toAn)).content).toBe(
      'Nhắc nhở: bạn chưa hoàn thành bài "Mô hình OSI" (Mạng máy tính).',
    );
  });

  test("a material's reminder has a day of its own and leads to the material", async () => {
    const response = await post(`${materialUrl(material.m2)}/remind`, tokens.teacher);
    expect(response.json()).toMatchObject({ sent_count: 2 });
    const stored = await h.db.execute<{ type: string; link: string }>(
      sql`select type, params - 'course_id' as params, link from user_notifications where user_id = ${s.an.id} and type = 'reminder_material'`,
    );
    expect(stored.rows).toEqual([
      {
        type: 'reminder_material',
        params: { material: 'Bài tập OSI', lesson: 'Mô hình OSI' },
        link: `/lesson/${lesson.osi}/material/${material.m2}`,
      },
    ]);
    expect((await post(`${materialUrl(material.m2)}/remind`, tokens.teacher)).statusCode).toBe(429);
  });

  test('409 when nobody is left, and the day stays available', async () => {
    const response = await post(`${lessonUrl(lesson.done)}/remind`, tokens.teacher);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Không còn sinh viên nào cần nhắc.');
    expect((await get(lessonUrl(lesson.done), tokens.teacher)).json().reminder.last_sent_at).toBeNull();
  });

  test('401, 403, 404, 400', async () => {
    expect((await post(`${lessonUrl()}/remind`)).statusCode).toBe(401);
    expect((await post(`${lessonUrl()}/remind`, tokens.an)).statusCode).toBe(403);
    expect((await post(`${lessonUrl()}/remind`, tokens.otherTeacher)).statusCode).toBe(403);
    expect((await post(`${materialUrl(material.m1)}/remind`, tokens.otherTeacher)).statusCode).toBe(403);
    expect((await post(`${lessonUrl(999_999)}/remind`, tokens.teacher)).statusCode).toBe(404);
    expect((await post(`${materialUrl(material.pending)}/remind`, tokens.teacher)).statusCode).toBe(404);
    expect((await post(`${lessonUrl()}/remind`, tokens.teacher, { audience: 'everyone' })).statusCode).toBe(400);
    expect((await post('/api/progress/lesson/x/audience/remind', tokens.teacher)).statusCode).toBe(400);
    expect((await post('/api/progress/material/x/audience/remind', tokens.teacher)).statusCode).toBe(400);
  });
});

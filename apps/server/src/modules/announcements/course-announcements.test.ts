import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { connectSocket, nextEvent } from '../../../test/socket.js';
import { courseMembers, userNotifications } from '../../db/schema/index.js';

/** Announcements for one course (docs/decisions/024): who publishes, who is told, who lists them. */
let h: TestApp;
let teacher: TestUser;
let member: TestUser;
let outsider: TestUser;
let course: { id: number; categoryId: number };
let draft: { id: number };
const tokens = { teacher: '', otherTeacher: '', admin: '', member: '', outsider: '' };

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  teacher = await h.createUser({ role: 'teacher', name: 'Thầy Nam' });
  member = await h.createUser({ name: 'Lan' });
  outsider = await h.createUser({ name: 'Minh' });
  const category = await h.createCategory();
  course = await h.createCourse({ categoryId: category.id, teacherId: teacher.id, name: 'Mạng máy tính' });
  draft = await h.createCourse({ categoryId: category.id, teacherId: teacher.id, publication: 'draft' });
  await h.db.insert(courseMembers).values({ courseId: course.id, userId: member.id, role: 'student' });
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.member = await h.loginAs(member);
  tokens.outsider = await h.loginAs(outsider);
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const publish = (token: string, content: string, courseId: number | string) =>
  call('POST', '/api/announcements', token, { content, course_id: courseId });
const notificationsOf = (userId: number) =>
  h.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));
const contents = (body: { announcements: { content: string }[] }) => body.announcements.map((a) => a.content);

describe('POST /api/announcements with course_id', () => {
  test("the course's teacher publishes; only its other members are told, in the course's words and live", async () => {
    const socket = await connectSocket(h.url, tokens.member);
    const outsiderSocket = await connectSocket(h.url, tokens.outsider);
    const heardByOutsider: string[] = [];
    outsiderSocket.on('newAnnouncement', (payload) =>
      heardByOutsider.push(payload.scope === 'class' ? payload.announcement.content : 'notification'),
    );
    try {
      const arrived = nextEvent(socket, 'newAnnouncement', (payload) => payload.scope === 'class');
      const response = await publish(tokens.teacher, 'Thi giữa kỳ tuần sau', course.id);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().announcement).toMatchObject({
        course_id: course.id,
        course_name: 'Mạng máy tính',
        content: 'Thi giữa kỳ tuần sau',
      });
      await expect(arrived).resolves.toMatchObject({ scope: 'class', announcement: { course_id: course.id } });

      const toMember = await notificationsOf(member.id);
      expect(toMember).toEqual([
        expect.objectContaining({
          type: 'course_announcement',
          params: {
            publisher: 'Thầy Nam',
            excerpt: 'Thi giữa kỳ tuần sau',
            course: 'Mạng máy tính',
            course_id: course.id,
          },
          link: `/category/${course.categoryId}/courses?course=${course.id}`,
        }),
      ]);
      expect(await notificationsOf(outsider.id)).toEqual([]);
      expect(await notificationsOf(teacher.id)).toEqual([]);
      const listed = (await call('GET', '/api/userannouncements', tokens.member)).json().notifications[0];
      expect(listed.content).toBe(
        'Thầy Nam đã đăng thông báo mới trong học phần "Mạng máy tính": Thi giữa kỳ tuần sau',
      );
      // Events reach a socket in order: once one for everyone arrives, the course's would have too.
      const laterOne = nextEvent(outsiderSocket, 'newAnnouncement', (payload) => payload.scope === 'class');
      expect((await publish(tokens.admin, 'Cho cả lớp', '')).statusCode).toBe(201);
      await laterOne;
      expect(heardByOutsider.filter((text) => text !== 'notification')).toEqual(['Cho cả lớp']);
    } finally {
      socket.disconnect();
      outsiderSocket.disconnect();
    }
  });

  test("another course's teacher: 403; a student: 403; a course they cannot see: 404; nothing is published", async () => {
    expect((await publish(tokens.otherTeacher, 'x', course.id)).statusCode).toBe(403);
    expect((await publish(tokens.member, 'x', course.id)).statusCode).toBe(403);
    expect((await publish(tokens.otherTeacher, 'x', draft.id)).statusCode).toBe(404);
    expect((await publish(tokens.admin, 'x', 999_999_999)).statusCode).toBe(404);
    const listed = await call('GET', `/api/courses/${course.id}/announcements`, tokens.admin);
    expect(contents(listed.json())).not.toContain('x');
  });

  test.each([
    ['not a number', 'abc'],
    ['zero', 0],
    ['negative', -4],
  ])('course_id %s: 400 on that field', async (_case, courseId) => {
    const response = await publish(tokens.admin, 'x', courseId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'course_id', message: 'Học phần không hợp lệ.' });
  });

  test('a blank course_id is for everyone', async () => {
    const response = await publish(tokens.admin, 'Cho mọi người', '');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().announcement.course_id).toBeNull();
  });
});

describe('GET /api/courses/{courseId}/announcements and the dashboard list', () => {
  test("the course page lists only that course's, newest first, paged", async () => {
    await publish(tokens.teacher, 'Bài 1', course.id);
    await publish(tokens.teacher, 'Bài 2', course.id);
    await publish(tokens.admin, 'Chung', '');
    const first = (await call('GET', `/api/courses/${course.id}/announcements?limit=2`, tokens.outsider)).json();
    expect(contents(first)).toEqual(['Bài 2', 'Bài 1']);
    const rest = (
      await call('GET', `/api/courses/${course.id}/announcements?before=${first.next_cursor}`, tokens.outsider)
    ).json();
    expect(contents(rest)).toEqual(['Thi giữa kỳ tuần sau']);
    expect(rest.next_cursor).toBeNull();
  });

  test("the dashboard: everyone's and the member's courses'; a non-member sees only everyone's; admins see all", async () => {
    const ofMember = contents((await call('GET', '/api/announcements', tokens.member)).json());
    expect(ofMember).toEqual(expect.arrayContaining(['Bài 2', 'Chung']));
    const ofOutsider = contents((await call('GET', '/api/announcements', tokens.outsider)).json());
    expect(ofOutsider).toContain('Chung');
    expect(ofOutsider).not.toContain('Bài 2');
    expect(contents((await call('GET', '/api/announcements', tokens.otherTeacher)).json())).not.toContain('Bài 2');
    expect(contents((await call('GET', '/api/announcements', tokens.admin)).json())).toContain('Bài 2');
  });

  test('a draft course: 404 to students, listed for its teacher; bad id: 400; signed out: 401', async () => {
    expect((await call('GET', `/api/courses/${draft.id}/announcements`, tokens.member)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${draft.id}/announcements`, tokens.teacher)).statusCode).toBe(200);
    expect((await call('GET', '/api/courses/999999999/announcements', tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/courses/abc/announcements', tokens.admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/courses/${course.id}/announcements`)).statusCode).toBe(401);
  });
});

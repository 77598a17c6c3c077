import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEXT_LIMITS } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { userNotifications } from '../../db/schema/index.js';

let h: TestApp;
let author: TestUser;
let replier: TestUser;
let lessonId = 0;
let otherLessonId = 0;
const tokens = { author: '', replier: '', teacher: '', admin: '' };
let teacherId = 0;

beforeAll(async () => {
  h = await buildTestApp();
  author = await h.createUser({ name: 'Phạm Minh Đức' });
  replier = await h.createUser({ name: 'Hoàng Lan' });
  const teacher = await h.createUser({ role: 'teacher' });
  teacherId = teacher.id;
  tokens.author = await h.loginAs(author);
  tokens.replier = await h.loginAs(replier);
  tokens.teacher = await h.loginAs(teacher);
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id });
  lessonId = (await h.createLesson({ courseId: course.id, title: 'Định tuyến tĩnh' })).id;
  otherLessonId = (await h.createLesson({ courseId: course.id })).id;
});
afterAll(async () => {
  await h?.close();
});

type CommentBody = { id: number; parent_id: number | null; content: string; deleted: boolean; can_delete: boolean };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const post = async (token: string, content: string, parent_id: number | null = null, lesson = lessonId) => {
  const response = await call('POST', '/api/comments', token, { lesson_id: lesson, content, parent_id });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().comment as CommentBody;
};
const thread = async (token = tokens.author, lesson = lessonId) =>
  (await call('GET', `/api/comments/lesson/${lesson}?limit=100`, token)).json().comments as CommentBody[];
const freshLesson = async () =>
  (
    await h.createLesson({
      courseId: (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: null })).id,
    })
  ).id;
const notificationsOf = (userId: number) =>
  h.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));

describe('POST /api/comments', () => {
  test('a comment and a reply, with the author name at write time', async () => {
    const top = await post(tokens.author, '  Câu hỏi về <script>bảng định tuyến</script>  ');
    expect(top).toEqual({
      id: expect.any(Number),
      lesson_id: lessonId,
      content: 'Câu hỏi về <script>bảng định tuyến</script>',
      parent_id: null,
      user_id: author.id,
      user_name: 'Phạm Minh Đức',
      created_at: expect.any(String),
      deleted: false,
      can_delete: true,
    });
    const reply = await post(tokens.replier, 'Trả lời', top.id);
    expect(reply).toMatchObject({ parent_id: top.id, user_name: 'Hoàng Lan' });
  });

  test("a reply notifies the parent's author, linking to the lesson; replying to yourself does not", async () => {
    const top = await post(tokens.author, 'Ai giải thích giúp?');
    const before = (await notificationsOf(author.id)).length;
    await post(tokens.replier, 'Xem lại slide 12 nhé', top.id);
    const after = await notificationsOf(author.id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      type: 'comment_reply',
      params: {
        author: 'Hoàng Lan',
        lesson: 'Định tuyến tĩnh',
        excerpt: 'Xem lại slide 12 nhé',
        course_id: expect.any(Number),
      },
      link: `/lesson/${lessonId}`,
      isRead: false,
    });
    await post(tokens.author, 'Cảm ơn, mình hiểu rồi', top.id);
    expect(await notificationsOf(author.id)).toHaveLength(before + 1);
  });

  test('a reply does not notify an author who can no longer read the lesson (the course became members-only)', async () => {
    const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId });
    const lesson = (await h.createLesson({ courseId: course.id })).id;
    const top = await post(tokens.author, 'Câu hỏi trước khi lớp đóng', null, lesson);
    const closed = await call('PUT', `/api/courses/${course.id}/access`, tokens.teacher, { access: 'members' });
    expect(closed.statusCode).toBe(200);
    const before = (await notificationsOf(author.id)).length;
    await post(tokens.teacher, 'Trả lời trong lớp đã đóng', top.id, lesson);
    expect(await notificationsOf(author.id)).toHaveLength(before);
  });

  test.each([
    ['blank content', { content: '  ' }, 400, 'COMMENT_CONTENT_REQUIRED'],
    ['too long', { content: 'x'.repeat(TEXT_LIMITS.comment + 1) }, 400, 'TEXT_TOO_LONG'],
    ['a NUL character', { content: 'a\u0000' }, 400, 'TEXT_INVALID'],
    ['no lesson', { lesson_id: undefined }, 400, 'VALIDATION'],
    ['an unknown lesson', { lesson_id: 987654 }, 404, 'NOT_FOUND'],
    ['an unknown parent', { parent_id: 987654 }, 400, 'VALIDATION'],
    ['a bad parent id', { parent_id: 'abc' }, 400, 'VALIDATION'],
  ])('%s: %i %s', async (_case, fields, status, code) => {
    const response = await call('POST', '/api/comments', tokens.author, {
      lesson_id: lessonId,
      content: 'Nội dung',
      ...fields,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  test("the spec's text for a blank comment", async () => {
    const response = await call('POST', '/api/comments', tokens.author, { lesson_id: lessonId, content: '' });
    expect(response.json().message).toBe('Vui lòng nhập nội dung bình luận.');
  });

  test('a parent from another lesson: 400; a deleted parent: 409', async () => {
    const elsewhere = await post(tokens.author, 'Ở bài khác', null, otherLessonId);
    const response = await call('POST', '/api/comments', tokens.replier, {
      lesson_id: lessonId,
      content: 'x',
      parent_id: elsewhere.id,
    });
    expect(response.statusCode).toBe(400);
    const top = await post(tokens.author, 'Sẽ bị xóa');
    await post(tokens.replier, 'Giữ chỗ', top.id);
    await call('DELETE', `/api/comments/${top.id}`, tokens.author);
    expect(
      (await call('POST', '/api/comments', tokens.replier, { lesson_id: lessonId, content: 'x', parent_id: top.id }))
        .statusCode,
    ).toBe(409);
  });

  test('signed out: 401', async () => {
    expect((await call('POST', '/api/comments', undefined, { lesson_id: lessonId, content: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/comments/lesson/{lessonId}', () => {
  test('flat: threads newest first, then their replies oldest first; can_delete per viewer', async () => {
    const lesson = await freshLesson();
    const a = await post(tokens.author, 'một', null, lesson);
    const b = await post(tokens.replier, 'hai', a.id, lesson);
    const c = await post(tokens.author, 'ba', null, lesson);
    expect((await thread(tokens.author, lesson)).map((x) => [x.id, x.parent_id, x.can_delete])).toEqual([
      [c.id, null, true],
      [a.id, null, true],
      [b.id, a.id, false],
    ]);
    expect((await thread(tokens.teacher, lesson)).every((x) => x.can_delete)).toBe(true);
  });

  test('paged by thread with next_cursor; every reply, however deep, comes with its thread', async () => {
    const lesson = await freshLesson();
    const oldest = await post(tokens.author, 'cũ nhất', null, lesson);
    const middle = await post(tokens.author, 'giữa', null, lesson);
    const newest = await post(tokens.author, 'mới nhất', null, lesson);
    const reply = await post(tokens.replier, 'trả lời', oldest.id, lesson);
    const deep = await post(tokens.author, 'trả lời sâu', reply.id, lesson);
    const late = await post(tokens.replier, 'trả lời muộn', middle.id, lesson);
    const page = async (query: string) => {
      const response = await call('GET', `/api/comments/lesson/${lesson}?${query}`, tokens.author);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ comments: CommentBody[]; next_cursor: number | null }>();
      return { ids: body.comments.map((x) => x.id), next: body.next_cursor };
    };
    expect(await page('limit=2')).toEqual({ ids: [newest.id, middle.id, late.id], next: middle.id });
    expect(await page(`limit=2&before=${middle.id}`)).toEqual({ ids: [oldest.id, reply.id, deep.id], next: null });
    expect(await page(`limit=3`)).toEqual({
      ids: [newest.id, middle.id, oldest.id, reply.id, deep.id, late.id],
      next: null,
    });
    expect(await page(`before=${oldest.id}`)).toEqual({ ids: [], next: null });
  });

  test('a deleted thread with replies stays as a placeholder on its page; bad paging: 400', async () => {
    const lesson = await freshLesson();
    const top = await post(tokens.author, 'gốc', null, lesson);
    await post(tokens.replier, 'con', top.id, lesson);
    expect((await call('DELETE', `/api/comments/${top.id}`, tokens.author)).statusCode).toBe(200);
    expect((await thread(tokens.author, lesson)).find((x) => x.id === top.id)).toMatchObject({
      deleted: true,
      content: '',
    });
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=0', 'before=x']) {
      expect((await call('GET', `/api/comments/lesson/${lesson}?${query}`, tokens.author)).statusCode, query).toBe(400);
    }
    expect((await call('GET', `/api/comments/lesson/${lesson}?limit=100`, tokens.author)).statusCode).toBe(200);
  });

  test('a lesson without comments: an empty page; an unknown lesson: 404; a bad id: 400; signed out: 401', async () => {
    const empty = await call('GET', `/api/comments/lesson/${await freshLesson()}`, tokens.author);
    expect(empty.json()).toEqual({ comments: [], next_cursor: null });
    expect((await call('GET', '/api/comments/lesson/987654', tokens.author)).statusCode).toBe(404);
    expect((await call('GET', '/api/comments/lesson/abc', tokens.author)).statusCode).toBe(400);
    expect((await call('GET', `/api/comments/lesson/${lessonId}`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/comments/{id}', () => {
  test("a leaf: removed; the old client's body {lesson_id} is accepted", async () => {
    const leaf = await post(tokens.author, 'lá');
    const response = await call('DELETE', `/api/comments/${leaf.id}`, tokens.author, { lesson_id: lessonId });
    expect(response.json()).toEqual({
      message: 'Đã xóa bình luận.',
      id: leaf.id,
      lesson_id: lessonId,
      removed_ids: [leaf.id],
      kept_as_deleted: false,
    });
    expect((await thread()).map((x) => x.id)).not.toContain(leaf.id);
  });

  test('with replies: kept as an empty placeholder; the last reply going takes it along', async () => {
    const top = await post(tokens.author, 'gốc');
    const reply = await post(tokens.replier, 'con', top.id);
    const deleted = (await call('DELETE', `/api/comments/${top.id}`, tokens.author)).json();
    expect(deleted).toMatchObject({ removed_ids: [], kept_as_deleted: true });
    const placeholder = (await thread()).find((x) => x.id === top.id);
    expect(placeholder).toMatchObject({ content: '', deleted: true, can_delete: false, user_name: 'Phạm Minh Đức' });
    expect((await call('DELETE', `/api/comments/${top.id}`, tokens.author)).statusCode).toBe(404);

    const gone = (await call('DELETE', `/api/comments/${reply.id}`, tokens.replier)).json();
    expect(gone).toMatchObject({ removed_ids: [reply.id, top.id], kept_as_deleted: false });
    expect((await thread()).map((x) => x.id)).not.toContain(top.id);
  });

  test('placeholders up a chain go together; one with another reply stays', async () => {
    const a = await post(tokens.author, 'a');
    const b = await post(tokens.replier, 'b', a.id);
    const sibling = await post(tokens.replier, 'b2', a.id);
    const c = await post(tokens.author, 'c', b.id);
    await call('DELETE', `/api/comments/${a.id}`, tokens.author);
    await call('DELETE', `/api/comments/${b.id}`, tokens.replier);
    const gone = (await call('DELETE', `/api/comments/${c.id}`, tokens.author)).json();
    expect(gone.removed_ids).toEqual([c.id, b.id]);
    const ids = (await thread()).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, sibling.id]));
    expect(ids).not.toContain(b.id);
  });

  test("another student's: 403; teachers and admins delete any", async () => {
    const comment = await post(tokens.author, 'của tôi');
    expect((await call('DELETE', `/api/comments/${comment.id}`, tokens.replier)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/comments/${comment.id}`, tokens.teacher)).statusCode).toBe(200);
    const another = await post(tokens.author, 'nữa');
    expect((await call('DELETE', `/api/comments/${another.id}`, tokens.admin)).statusCode).toBe(200);
  });

  test('missing: 404; a bad id: 400; signed out: 401', async () => {
    expect((await call('DELETE', '/api/comments/987654', tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/comments/x', tokens.admin)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/comments/1')).statusCode).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROGRESS_MESSAGES, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { materialCompletions, materials } from '../../db/schema/index.js';

let h: TestApp;
let student: TestUser;
let other: TestUser;
const tokens = { student: '', other: '', teacher: '', admin: '' };
let courseId = 0;

beforeAll(async () => {
  h = await buildTestApp();
  student = await h.createUser({ name: 'Nguyễn Văn An' });
  other = await h.createUser();
  const teacher = await h.createUser({ role: 'teacher' });
  tokens.student = await h.loginAs(student);
  tokens.other = await h.loginAs(other);
  tokens.teacher = await h.loginAs(teacher);
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id;
});
afterAll(async () => {
  await h?.close();
});

/** A lesson with `count` ready materials. */
async function lessonWith(count: number) {
  const lesson = await h.createLesson({ courseId });
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: `m${i}.pdf` })).id);
  return { lessonId: lesson.id, materialIds: ids };
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const complete = (materialId: number, token = tokens.student, studentId = student.id, prefix = '/api') =>
  call('POST', `${prefix}/material-completion/complete`, token, { student_id: studentId, material_id: materialId });
const progressOf = async (lessonId: number, token = tokens.student, studentId = student.id) => {
  const response = await call('GET', `/api/lesson-progress/${studentId}/${lessonId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('POST /api/material-completion/complete', () => {
  test('0, then a rounded share, then 100 with completed_at; answers completion and progress', async () => {
    const { lessonId, materialIds } = await lessonWith(3);
    expect(await progressOf(lessonId)).toEqual({
      studentId: student.id,
      lessonId,
      progress_percentage: 0,
      is_completed: false,
      completed_at: null,
    });

    const first = await complete(materialIds[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      completion: {
        student_id: student.id,
        material_id: materialIds[0],
        lesson_id: lessonId,
        completed_at: expect.any(String),
        newly_completed: true,
      },
      progress: { studentId: student.id, lessonId, progress_percentage: 33, is_completed: false, completed_at: null },
    });
    expect((await complete(materialIds[1]!)).json().progress.progress_percentage).toBe(67);
    const last = (await complete(materialIds[2]!)).json();
    expect(last.progress).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
      completed_at: expect.any(String),
    });
    expect(await progressOf(lessonId)).toEqual(last.progress);
  });

  test('a repeat records nothing new and keeps the first time', async () => {
    const { lessonId, materialIds } = await lessonWith(2);
    const first = (await complete(materialIds[0]!)).json();
    const again = (await complete(materialIds[0]!)).json();
    expect(again.completion).toEqual({ ...first.completion, newly_completed: false });
    expect(again.progress).toEqual(first.progress);
    expect((await progressOf(lessonId)).progress_percentage).toBe(50);
  });

  test('concurrent calls (double clicks, two tabs) record one completion and the right percentage', async () => {
    const { lessonId, materialIds } = await lessonWith(4);
    const same = await Promise.all(Array.from({ length: 8 }, () => complete(materialIds[0]!)));
    expect(same.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(same.filter((r) => r.json().completion.newly_completed)).toHaveLength(1);
    const rows = await h.db
      .select()
      .from(materialCompletions)
      .where(and(eq(materialCompletions.studentId, student.id), eq(materialCompletions.materialId, materialIds[0]!)));
    expect(rows).toHaveLength(1);

    // Every material of the lesson at once, twice over: each tab counts the others' completions.
    const all = await Promise.all([...materialIds, ...materialIds].map((id) => complete(id)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await progressOf(lessonId)).toMatchObject({ progress_percentage: 100, is_completed: true });
  });

  test('a pending material cannot be completed and never counts', async () => {
    const { lessonId, materialIds } = await lessonWith(1);
    const [pending] = await h.db
      .insert(materials)
      .values({
        title: 'Đang tải',
        lessonId,
        fileType: 'pdf',
        fileExt: 'pdf',
        fileSize: 10,
        originalName: 'p.pdf',
        storageKey: `materials/pending-${lessonId}.pdf`,
      })
      .returning();
    const refused = await complete(pending!.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      message: renderMessage(PROGRESS_MESSAGES.completeFailed),
      code: 'NOT_FOUND',
    });
    expect((await complete(materialIds[0]!)).json().progress).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
    });
    expect((await complete(999_999_999)).statusCode).toBe(404);
  });

  test('only the student themself records: another student 403; teachers and admins 403 view mode', async () => {
    const { lessonId, materialIds } = await lessonWith(1);
    const forOther = await complete(materialIds[0]!, tokens.other, student.id);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().code).toBe('FORBIDDEN');
    for (const token of [tokens.teacher, tokens.admin]) {
      const staff = await complete(materialIds[0]!, token, student.id);
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toMatchObject({
        message: renderMessage(PROGRESS_MESSAGES.viewMode),
        code: 'PROGRESS_VIEW_MODE',
      });
    }
    expect((await progressOf(lessonId)).progress_percentage).toBe(0);
  });

  test('400 for bad ids, 401 without a token', async () => {
    expect(
      (await call('POST', '/api/material-completion/complete', tokens.student, { student_id: 'abc', material_id: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/material-completion/complete', tokens.student, {})).statusCode).toBe(400);
    const anonymous = await call('POST', '/api/material-completion/complete', undefined, {
      student_id: student.id,
      material_id: 1,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET and PUT /api/lesson-progress/{studentId}/{lessonId}', () => {
  test("students read only their own; teachers and admins read anyone's", async () => {
    const { lessonId, materialIds } = await lessonWith(2);
    await complete(materialIds[0]!);
    const denied = await call('GET', `/api/lesson-progress/${student.id}/${lessonId}`, tokens.other);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).not.toHaveProperty('progress_percentage');
    for (const token of [tokens.teacher, tokens.admin])
      expect((await progressOf(lessonId, token)).progress_percentage).toBe(50);
    expect((await call('GET', `/api/lesson-progress/${student.id}/999999999`, tokens.student)).statusCode).toBe(404);
    const teacherAsStudent = await call(
      'GET',
      `/api/lesson-progress/${(await h.createUser({ role: 'teacher' })).id}/${lessonId}`,
      tokens.admin,
    );
    expect(teacherAsStudent.json()).toMatchObject({
      message: renderMessage(PROGRESS_MESSAGES.studentNotFound),
      code: 'NOT_FOUND',
    });
  });

  test('PUT ignores the sent values and answers the recomputed, stored progress', async () => {
    const { lessonId, materialIds } = await lessonWith(4);
    const untouched = await call('PUT', `/api/lesson-progress/${student.id}/${lessonId}`, tokens.student, {
      progress_percentage: 100,
      is_completed: true,
    });
    expect(untouched.json()).toEqual({
      studentId: student.id,
      lessonId,
      progress_percentage: 0,
      is_completed: false,
      completed_at: null,
    });
    await complete(materialIds[0]!);
    const put = await call('PUT', `/api/lesson-progress/${student.id}/${lessonId}`, tokens.student, {
      progress_percentage: 100,
      is_completed: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ progress_percentage: 25, is_completed: false, completed_at: null });
    expect(
      (await call('PUT', `/api/lesson-progress/${student.id}/${lessonId}`, tokens.student)).json().progress_percentage,
    ).toBe(25);
  });

  test('PUT: only the student; 401 with the spec text without a token; 400 for non-numeric ids', async () => {
    const { lessonId } = await lessonWith(1);
    const url = `/api/lesson-progress/${student.id}/${lessonId}`;
    expect((await call('PUT', url, tokens.other, {})).statusCode).toBe(403);
    expect((await call('PUT', url, tokens.teacher, {})).json().code).toBe('PROGRESS_VIEW_MODE');
    for (const path of [url, `/lesson-progress/${student.id}/${lessonId}`]) {
      const anonymous = await call('PUT', path, undefined, { progress_percentage: 10 });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({
        message: renderMessage(PROGRESS_MESSAGES.tokenMissing),
        code: 'UNAUTHENTICATED',
      });
    }
    const expired = await h.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: 'Bearer not-a-token' },
      payload: {},
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).not.toBe(renderMessage(PROGRESS_MESSAGES.tokenMissing));
    expect((await call('GET', url)).json().message).not.toBe(renderMessage(PROGRESS_MESSAGES.tokenMissing));
    expect((await call('PUT', `/api/lesson-progress/abc/${lessonId}`, tokens.student, {})).statusCode).toBe(400);
    expect((await call('PUT', `/api/lesson-progress/${student.id}/1.5`, tokens.student, {})).statusCode).toBe(400);
  });
});

describe('GET /api/material-completion/completed/{studentId}', () => {
  test('completed ready material ids, optionally of one lesson; own only for students', async () => {
    const a = await lessonWith(2);
    const b = await lessonWith(1);
    await complete(a.materialIds[1]!, tokens.other, other.id);
    await complete(b.materialIds[0]!, tokens.other, other.id);
    const url = `/api/material-completion/completed/${other.id}`;
    const all = (await call('GET', url, tokens.other)).json();
    expect(all).toEqual({ student_id: other.id, lesson_id: null, material_ids: [a.materialIds[1], b.materialIds[0]] });
    expect((await call('GET', `${url}?lesson_id=${a.lessonId}`, tokens.teacher)).json()).toEqual({
      student_id: other.id,
      lesson_id: a.lessonId,
      material_ids: [a.materialIds[1]],
    });
    expect((await call('GET', url, tokens.student)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});

describe('paths without /api (docs/product/api.md#calls)', () => {
  test('answer the same, behind the same auth', async () => {
    const { lessonId, materialIds } = await lessonWith(2);
    const done = await complete(materialIds[0]!, tokens.student, student.id, '');
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await call('GET', `/lesson-progress/${student.id}/${lessonId}`, tokens.student)).json().progress_percentage,
    ).toBe(50);
    expect(
      (await call('PUT', `/lesson-progress/${student.id}/${lessonId}`, tokens.student, {})).json().progress_percentage,
    ).toBe(50);
    expect(
      (await call('GET', `/material-completion/completed/${student.id}?lesson_id=${lessonId}`, tokens.student)).json()
        .material_ids,
    ).toEqual([materialIds[0]]);
    expect((await call('GET', `/lesson-progress/${student.id}/${lessonId}`, tokens.other)).statusCode).toBe(403);
    expect((await call('GET', `/lesson-progress/${student.id}/${lessonId}`)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  test('documents every progress call once, under /api', async () => {
    const paths = Object.keys((await h.app.inject({ url: '/api/docs/json' })).json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/lesson-progress/{studentId}/{lessonId}',
        '/api/material-completion/completed/{studentId}',
        '/api/material-completion/complete',
        '/api/progress/courses',
        '/api/progress/me',
        '/api/progress/course/{courseId}/report',
        '/api/progress/course/{courseId}/report.csv',
      ]),
    );
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});

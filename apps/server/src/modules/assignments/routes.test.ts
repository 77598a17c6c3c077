import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Assignment } from '@netclass/shared';
import { SAMPLE_BYTES } from '../../../test/files.js';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  sendFiles,
  validAssignment,
  type AssignmentFixture,
} from './assignments.fixtures.js';

let f: AssignmentFixture;
beforeAll(async () => {
  f = await assignmentFixture();
});
afterAll(async () => {
  await f?.h.close();
});

const create = (body: object, token = f.tokens.teacher, courseId = f.courseId) =>
  call(f.h, 'POST', `/api/courses/${courseId}/assignments`, token, body);
const list = (token: string) => call(f.h, 'GET', `/api/courses/${f.courseId}/assignments`, token);

describe('creating, reading and publishing', () => {
  test('the teacher creates a draft with rendered instructions and a rubric; students do not see it until published', async () => {
    const created = await create(
      validAssignment({ lesson_id: f.lessonId, accepts_until: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const assignment = created.json().assignment as Assignment;
    expect(assignment).toMatchObject({
      title: 'Lab 3: VLAN',
      lesson_id: f.lessonId,
      publication: 'draft',
      allowed_types: ['pkt', 'pdf'],
      max_file_mb: 1,
      max_points: 10,
      can_manage: true,
      mine: null,
      status: null,
    });
    expect(assignment.instructions_html).toContain('<h3>Yêu cầu</h3>');
    expect(assignment.instructions_html).toContain('<strong>VLAN 10</strong>');
    expect(assignment.rubric).toEqual([
      {
        title: 'Cấu hình',
        levels: [
          { label: 'Đủ', points: 6 },
          { label: 'Thiếu', points: 2 },
        ],
      },
    ]);

    expect((await call(f.h, 'GET', `/api/assignments/${assignment.id}`, f.tokens.student)).statusCode).toBe(404);
    expect((await list(f.tokens.student)).json().assignments.map((a: Assignment) => a.id)).not.toContain(assignment.id);
    expect((await list(f.tokens.teacher)).json().assignments.map((a: Assignment) => a.id)).toContain(assignment.id);

    const published = await call(f.h, 'PUT', `/api/assignments/${assignment.id}/publication`, f.tokens.teacher, {
      state: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    const seen = await call(f.h, 'GET', `/api/assignments/${assignment.id}`, f.tokens.student);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().assignment).toMatchObject({
      can_manage: false,
      status: 'not_handed_in',
      mine: { status: 'not_handed_in', open: true, versions: [] },
    });
    const row = (await list(f.tokens.student)).json().assignments.find((a: Assignment) => a.id === assignment.id);
    expect(row).toMatchObject({ status: 'not_handed_in', can_manage: false });
  });

  test('an admin creates one in any course; a student or another course’s teacher: 403; no session: 401; unknown course: 404', async () => {
    expect((await create(validAssignment(), f.tokens.admin)).statusCode).toBe(201);
    expect((await create(validAssignment(), f.tokens.student)).statusCode).toBe(403);
    expect((await create(validAssignment(), f.tokens.otherTeacher)).statusCode).toBe(403);
    expect(
      (await call(f.h, 'POST', `/api/courses/${f.courseId}/assignments`, undefined, validAssignment())).statusCode,
    ).toBe(401);
    expect((await create(validAssignment(), f.tokens.teacher, 987_654)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', '/api/courses/987654/assignments', f.tokens.teacher)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', '/api/assignments/987654', f.tokens.teacher)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', `/api/courses/${f.courseId}/assignments`)).statusCode).toBe(401);
  });

  test('a draft course hides its assignments from students', async () => {
    const teacher = await f.h.createUser({ role: 'teacher' });
    const draft = await f.h.createCourse({
      categoryId: (await f.h.createCategory()).id,
      teacherId: teacher.id,
      publication: 'draft',
    });
    const id = (await create(validAssignment(), await f.h.loginAs(teacher), draft.id)).json().assignment.id as number;
    await f.h.db.execute(`update assignments set publication = 'published' where id = ${id}`);
    expect((await call(f.h, 'GET', `/api/assignments/${id}`, f.tokens.student)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', `/api/courses/${draft.id}/assignments`, f.tokens.student)).statusCode).toBe(404);
  });

  test.each<[string, object, string]>([
    ['title', { title: ' ' }, 'title'],
    ['instructions', { instructions: 'x'.repeat(100_001) }, 'instructions'],
    ['lesson_id', { lesson_id: 'abc' }, 'lesson_id'],
    ['allowed_types empty', { allowed_types: [] }, 'allowed_types'],
    ['allowed_types unknown', { allowed_types: ['exe'] }, 'allowed_types.0'],
    ['max_file_mb', { max_file_mb: 201 }, 'max_file_mb'],
    ['due_at missing', { due_at: '' }, 'due_at'],
    ['due_at not a date', { due_at: 'mai' }, 'due_at'],
    [
      'accepts_until before due_at',
      { due_at: '2026-12-10T10:00:00', accepts_until: '2026-12-10T09:59:00' },
      'accepts_until',
    ],
    ['max_points', { max_points: -1 }, 'max_points'],
    ['rubric criterion title', { rubric: [{ title: '', levels: [{ label: 'A', points: 1 }] }] }, 'rubric.0.title'],
    ['rubric without levels', { rubric: [{ title: 'A', levels: [] }] }, 'rubric.0.levels'],
    [
      'rubric level points',
      { rubric: [{ title: 'A', levels: [{ label: 'A', points: 'x' }] }] },
      'rubric.0.levels.0.points',
    ],
    ['rubric over max points', { max_points: 5 }, 'rubric'],
  ])('400: %s', async (_case, change, field) => {
    const response = await create({ ...validAssignment(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  test('a lesson of another course: 400 on lesson_id', async () => {
    const other = await f.h.createCourse({ categoryId: (await f.h.createCategory()).id, teacherId: null });
    const lesson = await f.h.createLesson({ courseId: other.id });
    const response = await create(validAssignment({ lesson_id: lesson.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('lesson_id');
  });
});

describe('editing and deleting', () => {
  test('the teacher edits; another course’s teacher and students: 403; 400 per field; 404', async () => {
    const id = await publishedAssignment(f);
    const edited = await call(
      f.h,
      'PUT',
      `/api/assignments/${id}`,
      f.tokens.teacher,
      validAssignment({ title: 'Lab 3 (sửa)', rubric: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().assignment).toMatchObject({ title: 'Lab 3 (sửa)', rubric: null, publication: 'published' });
    expect(
      (await call(f.h, 'PUT', `/api/assignments/${id}`, f.tokens.otherTeacher, validAssignment())).statusCode,
    ).toBe(403);
    expect((await call(f.h, 'PUT', `/api/assignments/${id}`, f.tokens.student, validAssignment())).statusCode).toBe(
      403,
    );
    expect((await call(f.h, 'PUT', `/api/assignments/${id}`, undefined, validAssignment())).statusCode).toBe(401);
    expect(
      (await call(f.h, 'PUT', `/api/assignments/${id}`, f.tokens.teacher, validAssignment({ max_points: 2000 }))).json()
        .field,
    ).toBe('max_points');
    expect((await call(f.h, 'PUT', '/api/assignments/987654', f.tokens.teacher, validAssignment())).statusCode).toBe(
      404,
    );
  });

  test('attached files: the teacher adds and removes them, students get signed links, others 403', async () => {
    const id = await publishedAssignment(f);
    const url = `/api/assignments/${id}/files`;
    const added = await sendFiles(f.h, url, f.tokens.teacher, [{ name: 'Đề bài.pdf', bytes: SAMPLE_BYTES.pdf }]);
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json().file;
    expect(file).toMatchObject({ name: 'Đề bài.pdf', ext: 'pdf', size: SAMPLE_BYTES.pdf.length });
    const seen = (await call(f.h, 'GET', `/api/assignments/${id}`, f.tokens.student)).json().assignment as Assignment;
    expect(seen.files.map((x) => x.name)).toEqual(['Đề bài.pdf']);
    expect((await f.h.app.inject({ method: 'GET', url: seen.files[0]!.url })).rawPayload.equals(SAMPLE_BYTES.pdf)).toBe(
      true,
    );

    expect((await sendFiles(f.h, url, f.tokens.student, [{ name: 'a.pdf', bytes: SAMPLE_BYTES.pdf }])).statusCode).toBe(
      403,
    );
    expect(
      (await sendFiles(f.h, url, f.tokens.otherTeacher, [{ name: 'a.pdf', bytes: SAMPLE_BYTES.pdf }])).statusCode,
    ).toBe(403);
    expect((await sendFiles(f.h, url, undefined, [{ name: 'a.pdf', bytes: SAMPLE_BYTES.pdf }])).statusCode).toBe(401);
    expect((await sendFiles(f.h, url, f.tokens.teacher, [{ name: 'a.exe', bytes: SAMPLE_BYTES.exe }])).statusCode).toBe(
      415,
    );
    expect((await sendFiles(f.h, url, f.tokens.teacher, [{ name: 'a.pdf', bytes: SAMPLE_BYTES.zip }])).statusCode).toBe(
      415,
    );
    expect(
      (
        await sendFiles(f.h, '/api/assignments/987654/files', f.tokens.teacher, [
          { name: 'a.pdf', bytes: SAMPLE_BYTES.pdf },
        ])
      ).statusCode,
    ).toBe(404);

    expect((await call(f.h, 'DELETE', `${url}/${file.id}`, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'DELETE', `${url}/${file.id}`, f.tokens.teacher)).statusCode).toBe(204);
    expect((await call(f.h, 'DELETE', `${url}/${file.id}`, f.tokens.teacher)).statusCode).toBe(404);
    expect((await f.h.app.inject({ method: 'GET', url: seen.files[0]!.url })).statusCode).toBe(404);
  });

  test('delete: 403 for others, 200 while nobody handed in, 409 once someone has, and the course cannot go while it has assignments', async () => {
    const empty = await publishedAssignment(f);
    expect((await call(f.h, 'DELETE', `/api/assignments/${empty}`, f.tokens.student)).statusCode).toBe(403);
    expect((await call(f.h, 'DELETE', `/api/assignments/${empty}`, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'DELETE', `/api/assignments/${empty}`, f.tokens.teacher)).statusCode).toBe(200);
    expect((await call(f.h, 'DELETE', `/api/assignments/${empty}`, f.tokens.teacher)).statusCode).toBe(404);

    const used = await publishedAssignment(f);
    expect(
      (
        await sendFiles(f.h, `/api/assignments/${used}/hand-ins`, f.tokens.student, [
          { name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer },
        ])
      ).statusCode,
    ).toBe(201);
    const refused = await call(f.h, 'DELETE', `/api/assignments/${used}`, f.tokens.teacher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ASSIGNMENT_HAS_HAND_INS');

    const teacher = await f.h.createUser({ role: 'teacher' });
    const token = await f.h.loginAs(teacher);
    const course = await f.h.createCourse({ categoryId: (await f.h.createCategory()).id, teacherId: teacher.id });
    await create(validAssignment(), token, course.id);
    const courseDelete = await call(f.h, 'DELETE', `/api/courses/${course.id}`, token);
    expect(courseDelete.statusCode).toBe(409);
    expect(courseDelete.json().code).toBe('COURSE_HAS_ASSIGNMENTS');
  });
});

describe('publication', () => {
  test('scheduled, back to draft, published once; others 403', async () => {
    const id = (await create(validAssignment())).json().assignment.id as number;
    const url = `/api/assignments/${id}/publication`;
    expect((await call(f.h, 'PUT', url, f.tokens.otherTeacher, { state: 'published' })).statusCode).toBe(403);
    expect((await call(f.h, 'PUT', url, f.tokens.student, { state: 'published' })).statusCode).toBe(403);
    const scheduled = await call(f.h, 'PUT', url, f.tokens.teacher, {
      state: 'scheduled',
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.json()).toMatchObject({ publication: 'scheduled' });
    expect((await call(f.h, 'GET', `/api/assignments/${id}`, f.tokens.student)).statusCode).toBe(404);
    expect((await call(f.h, 'PUT', url, f.tokens.teacher, { state: 'draft' })).json()).toMatchObject({
      publication: 'draft',
    });
    expect((await call(f.h, 'PUT', url, f.tokens.teacher, { state: 'published' })).statusCode).toBe(200);
    expect((await call(f.h, 'PUT', url, f.tokens.teacher, { state: 'draft' })).statusCode).toBe(409);
    expect(
      (await call(f.h, 'PUT', '/api/assignments/987654/publication', f.tokens.teacher, { state: 'published' }))
        .statusCode,
    ).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GradeRequest, GradeResponse } from '@netclass/shared';
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
/** The member student's id; the other student is neither a member nor has handed in. */
let studentId: number;
let otherId: number;
beforeAll(async () => {
  f = await assignmentFixture();
  [studentId, otherId] = f.students.map((s) => s.id) as [number, number];
  const added = await call(f.h, 'POST', `/api/courses/${f.courseId}/members`, f.tokens.teacher, {
    user_ids: [studentId],
  });
  expect(added.statusCode).toBe(200);
});
afterAll(async () => {
  await f?.h.close();
});

const gradeUrl = (id: number, student = studentId) => `/api/assignments/${id}/grades/${student}`;
const grade = (id: number, body: GradeRequest, token = f.tokens.teacher, student = studentId) =>
  call(f.h, 'PUT', gradeUrl(id, student), token, body);
const read = async (id: number, token: string, student = studentId) =>
  (await call(f.h, 'GET', gradeUrl(id, student), token)).json() as GradeResponse;
const release = (id: number, token = f.tokens.teacher) =>
  call(f.h, 'POST', `/api/assignments/${id}/grades/release`, token);
const notifications = async (token: string) =>
  (await call(f.h, 'GET', '/api/userannouncements', token)).json().notifications as {
    type: string;
    content: string;
    link: string;
  }[];

describe('who may grade', () => {
  test('signed out: 401 on every route', async () => {
    const id = await publishedAssignment(f);
    expect((await call(f.h, 'GET', gradeUrl(id))).statusCode).toBe(401);
    expect((await call(f.h, 'PUT', gradeUrl(id), undefined, { points: 5 })).statusCode).toBe(401);
    expect((await call(f.h, 'POST', `/api/assignments/${id}/grades/release`)).statusCode).toBe(401);
  });

  test('students and the teacher of another course: 403 to write or release; another student: 403 to read', async () => {
    const id = await publishedAssignment(f);
    for (const token of [f.tokens.student, f.tokens.otherTeacher]) {
      expect((await grade(id, { points: 5 }, token)).statusCode).toBe(403);
      expect((await release(id, token)).statusCode).toBe(403);
    }
    expect((await call(f.h, 'GET', gradeUrl(id), f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', gradeUrl(id), f.tokens.otherStudent)).statusCode).toBe(403);
  });

  test('an admin grades; an unknown assignment and a student outside the class are 404', async () => {
    const id = await publishedAssignment(f);
    expect((await grade(id, { points: 5 }, f.tokens.admin)).statusCode).toBe(200);
    expect((await grade(999_999, { points: 5 })).statusCode).toBe(404);
    const outside = await grade(id, { points: 5 }, f.tokens.teacher, otherId);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('Sinh viên không thuộc lớp của học phần này.');
  });

  test('a student outside the class who handed in is graded', async () => {
    const id = await publishedAssignment(f);
    const handedIn = await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.otherStudent, [
      { name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer },
    ]);
    expect(handedIn.statusCode).toBe(201);
    expect((await grade(id, { points: 4 }, f.tokens.teacher, otherId)).statusCode).toBe(200);
  });
});

describe('the grade', () => {
  test.each<[string, GradeRequest, string]>([
    ['negative points', { points: -1 }, 'points'],
    ['points to 0.001', { points: 1.234 }, 'points'],
    ['points over the maximum', { points: 10.5 }, 'points'],
    ['points as text', { points: '5' as never }, 'points'],
    ['neither points nor a level', { comment: 'Tốt' }, 'points'],
    ['more levels than criteria', { levels: [0, 0] }, 'levels'],
    ['a level the criterion has not', { levels: [2] }, 'levels'],
    ['a level that is not a whole number', { levels: [0.5] }, 'levels'],
    ['a comment that is not text', { points: 5, comment: 12 as never }, 'comment'],
    ['a comment too long', { points: 5, comment: 'x'.repeat(5001) }, 'comment'],
    ['returned that is not a boolean', { points: 5, returned: 'yes' as never }, 'returned'],
    ['a reason too long', { points: 5, reason: 'x'.repeat(501) }, 'reason'],
  ])('%s: 400 on its field', async (_case, body, field) => {
    const id = await publishedAssignment(f);
    const res = await grade(id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(String(res.json().field ?? Object.keys(res.json().fields ?? {})[0]).split('.')[0]).toBe(field);
  });

  test('points default to the chosen levels, the teacher may adjust them; comment and return for revision kept', async () => {
    const id = await publishedAssignment(f);
    const byLevels = await grade(id, { levels: [0] });
    expect(byLevels.json().grade).toMatchObject({
      points: 6,
      levels: [0],
      comment: '',
      returned: false,
      student_id: studentId,
    });
    const adjusted = await grade(id, {
      levels: [1],
      points: 2.5,
      comment: 'Thiếu VLAN 20.\nLàm lại phần trunk.',
      returned: true,
    });
    expect(adjusted.json().grade).toMatchObject({
      points: 2.5,
      levels: [1],
      comment: 'Thiếu VLAN 20.\nLàm lại phần trunk.',
      returned: true,
      graded_by: { name: expect.any(String) },
    });
    expect((await read(id, f.tokens.teacher)).grade?.points).toBe(2.5);
  });
});

describe('the grading queue', () => {
  test('to grade: handed in and not graded since; graded: with a grade, shown on each row', async () => {
    const id = await publishedAssignment(f);
    const queue = async (status: string) =>
      (await call(f.h, 'GET', `/api/assignments/${id}/hand-ins?status=${status}`, f.tokens.teacher)).json()
        .students as { student_id: number; grade: unknown }[];
    expect(await queue('to_grade')).toEqual([]);
    const handedIn = await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, [
      { name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer },
    ]);
    expect(handedIn.statusCode).toBe(201);
    expect((await queue('to_grade')).map((row) => row.student_id)).toEqual([studentId]);
    expect(await queue('graded')).toEqual([]);
    await grade(id, { points: 7, returned: true });
    expect(await queue('to_grade')).toEqual([]);
    expect(await queue('graded')).toEqual([
      expect.objectContaining({ student_id: studentId, grade: { points: 7, returned: true } }),
    ]);
    await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, [
      { name: 'lab-v2.pkt', bytes: SAMPLE_BYTES.packetTracer },
    ]);
    expect((await queue('to_grade')).map((row) => row.student_id)).toEqual([studentId]);
    expect((await call(f.h, 'GET', `/api/assignments/${id}/hand-ins?status=done`, f.tokens.teacher)).statusCode).toBe(
      400,
    );
  });
});

describe('release', () => {
  test('hidden from the student until released, then shown once with a notification; a second release is 409', async () => {
    const id = await publishedAssignment(f, { title: 'Lab 7: OSPF' });
    expect((await grade(id, { levels: [0], comment: 'Tốt' })).statusCode).toBe(200);
    expect(await read(id, f.tokens.student)).toEqual({ grade: null, released_at: null, audit: [] });
    const released = await release(id);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ notified: 1 });
    expect(await read(id, f.tokens.student)).toMatchObject({
      grade: { points: 6, comment: 'Tốt' },
      released_at: released.json().released_at,
      audit: [],
    });
    // Its publication and deadline reminder lead there too.
    const told = (await notifications(f.tokens.student)).filter(
      (n) => n.link === `/assignment/${id}` && n.type === 'grades_released',
    );
    expect(told.map((n) => n.content)).toEqual([expect.stringContaining('Đã có điểm bài tập "Lab 7: OSPF"')]);
    const again = await release(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GRADES_RELEASED');
  });

  test('a released grade changes only with a reason, and the change is audited for the teacher', async () => {
    const id = await publishedAssignment(f);
    await grade(id, { points: 6, comment: 'Tốt' });
    await release(id);
    const silent = await grade(id, { points: 8 });
    expect(silent.statusCode).toBe(400);
    expect(silent.json()).toMatchObject({ code: 'GRADE_REASON_REQUIRED', field: 'reason' });
    expect((await read(id, f.tokens.teacher)).grade?.points).toBe(6);
    const changed = await grade(id, { points: 8, comment: 'Tốt', reason: 'Chấm lại phần trunk' });
    expect(changed.statusCode).toBe(200);
    const audit = (await read(id, f.tokens.teacher)).audit;
    expect(audit).toEqual([
      expect.objectContaining({
        old: { points: 6, levels: [], comment: 'Tốt', returned: false },
        new: { points: 8, levels: [], comment: 'Tốt', returned: false },
        reason: 'Chấm lại phần trunk',
        changed_by: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
    expect(await read(id, f.tokens.student)).toMatchObject({ grade: { points: 8 }, audit: [] });
  });

  test('after the release a first grade needs no reason and the student sees it at once; saving a released grade unchanged needs none either', async () => {
    const id = await publishedAssignment(f);
    await release(id);
    const first = await grade(id, { points: 7, comment: 'Nộp sau' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await read(id, f.tokens.student)).toMatchObject({ grade: { points: 7, comment: 'Nộp sau' }, audit: [] });
    expect((await grade(id, { points: 7, comment: 'Nộp sau' })).statusCode).toBe(200);
    expect((await read(id, f.tokens.teacher)).audit).toEqual([]);
    const silent = await grade(id, { points: 8, comment: 'Nộp sau' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json()).toMatchObject({ code: 'GRADE_REASON_REQUIRED', field: 'reason' });
  });

  test('grades written before release leave no audit', async () => {
    const id = await publishedAssignment(f);
    await grade(id, { points: 6 });
    await grade(id, { points: 7 });
    expect((await read(id, f.tokens.teacher)).audit).toEqual([]);
  });
});

describe('the student’s own status', () => {
  const statuses = async (id: number) => {
    const own = (await call(f.h, 'GET', `/api/assignments/${id}`, f.tokens.student)).json().assignment;
    const listed = (await call(f.h, 'GET', `/api/courses/${f.courseId}/assignments`, f.tokens.student))
      .json()
      .assignments.find((a: { id: number }) => a.id === id);
    return [own.status, own.mine.status, listed.status];
  };

  test('graded once released, never before; returned for revision until a version after the grade', async () => {
    const graded = await publishedAssignment(f);
    const pkt = [{ name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer }];
    expect((await sendFiles(f.h, `/api/assignments/${graded}/hand-ins`, f.tokens.student, pkt)).statusCode).toBe(201);
    await grade(graded, { points: 6 });
    expect(await statuses(graded)).toEqual(['handed_in', 'handed_in', 'handed_in']);
    await release(graded);
    expect(await statuses(graded)).toEqual(['graded', 'graded', 'graded']);
    expect(
      (await call(f.h, 'GET', `/api/courses/${f.courseId}/assignments`, f.tokens.teacher))
        .json()
        .assignments.find((a: { id: number }) => a.id === graded).status,
    ).toBeNull();

    const returned = await publishedAssignment(f);
    await grade(returned, { points: 2, returned: true });
    await release(returned);
    expect(await statuses(returned)).toEqual(['returned', 'returned', 'returned']);
    expect((await sendFiles(f.h, `/api/assignments/${returned}/hand-ins`, f.tokens.student, pkt)).statusCode).toBe(201);
    expect(await statuses(returned)).toEqual(['handed_in', 'handed_in', 'handed_in']);
  });
});

describe('the feedback file', () => {
  const feedbackUrl = (id: number, student = studentId) => `${gradeUrl(id, student)}/feedback`;
  const pdf = [{ name: 'Nhận xét.pdf', bytes: SAMPLE_BYTES.pdf }];
  const attach = (id: number, token: string | undefined, files = pdf, student = studentId) =>
    sendFiles(f.h, feedbackUrl(id, student), token, files, 'PUT');

  test('who: 401 signed out, 403 for students and another course’s teacher, 404 without a grade or an assignment', async () => {
    const id = await publishedAssignment(f);
    expect((await attach(id, undefined)).statusCode).toBe(401);
    expect((await attach(id, f.tokens.student)).statusCode).toBe(403);
    expect((await attach(id, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'DELETE', feedbackUrl(id), f.tokens.student)).statusCode).toBe(403);
    const ungraded = await attach(id, f.tokens.teacher);
    expect(ungraded.statusCode).toBe(404);
    expect(ungraded.json().message).toMatch(/chưa có điểm/);
    expect((await attach(987654, f.tokens.teacher)).statusCode).toBe(404);
    expect((await call(f.h, 'DELETE', feedbackUrl(id), f.tokens.teacher)).statusCode).toBe(404);
  });

  test('the attachments’ rules: 415 for a type or content that does not fit, 413 past the size, 400 without a file', async () => {
    const id = await publishedAssignment(f);
    await grade(id, { points: 5 });
    expect((await attach(id, f.tokens.teacher, [{ name: 'a.exe', bytes: SAMPLE_BYTES.exe }])).statusCode).toBe(415);
    expect((await attach(id, f.tokens.teacher, [{ name: 'a.pdf', bytes: SAMPLE_BYTES.zip }])).statusCode).toBe(415);
    const big = Buffer.concat([SAMPLE_BYTES.pdf, Buffer.alloc(f.h.app.config.maxAttachmentBytes, 0x20)]);
    expect((await attach(id, f.tokens.teacher, [{ name: 'big.pdf', bytes: big }])).statusCode).toBe(413);
    expect((await attach(id, f.tokens.teacher, [])).statusCode).toBe(400);
    expect((await read(id, f.tokens.teacher)).grade?.feedback).toBeNull();
  });

  test('kept with the grade, replaced, removed; the student sees it once released, never before', async () => {
    const id = await publishedAssignment(f);
    await grade(id, { points: 5 });
    expect((await attach(id, f.tokens.teacher, [{ name: 'first.pdf', bytes: SAMPLE_BYTES.pdf }])).statusCode).toBe(200);
    const attached = await attach(id, f.tokens.teacher);
    expect(attached.statusCode, attached.body).toBe(200);
    const feedback = (attached.json() as GradeResponse).grade?.feedback;
    expect(feedback).toMatchObject({ name: 'Nhận xét.pdf', ext: 'pdf', size: SAMPLE_BYTES.pdf.length });
    expect((await f.h.app.inject({ method: 'GET', url: feedback!.url })).rawPayload.equals(SAMPLE_BYTES.pdf)).toBe(
      true,
    );
    expect(await read(id, f.tokens.student)).toMatchObject({ grade: null });
    await release(id);
    expect((await read(id, f.tokens.student)).grade?.feedback?.name).toBe('Nhận xét.pdf');
    expect((await call(f.h, 'DELETE', feedbackUrl(id), f.tokens.teacher)).statusCode).toBe(204);
    expect((await read(id, f.tokens.student)).grade?.feedback).toBeNull();
    expect((await f.h.app.inject({ method: 'GET', url: feedback!.url })).statusCode).toBe(404);
  });
});

describe('a members-only course', () => {
  test('those outside it get 404 on every grade route', async () => {
    const id = await publishedAssignment(f);
    const closed = await call(f.h, 'PUT', `/api/courses/${f.courseId}/access`, f.tokens.teacher, { access: 'members' });
    expect(closed.statusCode).toBe(200);
    expect((await call(f.h, 'GET', gradeUrl(id, otherId), f.tokens.otherStudent)).statusCode).toBe(404);
    expect((await grade(id, { points: 5 }, f.tokens.otherTeacher)).statusCode).toBe(404);
    expect((await release(id, f.tokens.otherTeacher)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', gradeUrl(id), f.tokens.student)).statusCode).toBe(200);
  });
});

describe('returned for revision', () => {
  test('a released grade returned for revision reopens a closed assignment for the student until they hand in again', async () => {
    const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const id = await publishedAssignment(f);
    const pkt = [{ name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer }];
    expect((await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, pkt)).statusCode).toBe(201);
    const closed = await call(f.h, 'PUT', `/api/assignments/${id}`, f.tokens.teacher, {
      ...validAssignment(),
      due_at: past(2),
      accepts_until: past(1),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await grade(id, { points: 3, returned: true });
    // Not yet released: still closed.
    expect((await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, pkt)).statusCode).toBe(409);
    await release(id);
    const again = await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, pkt);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().hand_in).toMatchObject({ version: 2, late: true });
    // Handed in since: closed again.
    expect((await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, pkt)).statusCode).toBe(409);
  });
});

import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { HandInListResponse, StudentHandIns } from '@netclass/shared';
import { filesUnder, SAMPLE_BYTES } from '../../../test/files.js';
import type { FilePart } from '../../../test/multipart.js';
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
afterEach(() => {
  vi.restoreAllMocks();
});

const pkt: FilePart = { name: 'lab3.pkt', bytes: SAMPLE_BYTES.packetTracer };
const pdf: FilePart = { name: 'Báo cáo.pdf', bytes: SAMPLE_BYTES.pdf };
const handIn = (id: number, files: FilePart[], token = f.tokens.student) =>
  sendFiles(f.h, `/api/assignments/${id}/hand-ins`, token, files);
const mine = async (id: number, token = f.tokens.student) =>
  (await call(f.h, 'GET', `/api/assignments/${id}`, token)).json().assignment.mine as StudentHandIns;
const at = (iso: string) => vi.spyOn(f.h.app.services.handIns, 'now').mockReturnValue(new Date(iso));
const staging = () => filesUnder(path.join(f.h.dataDir, 'files', '.tmp'));
const stored = () => filesUnder(path.join(f.h.dataDir, 'files', 'hand-ins'));

describe('handing in', () => {
  test('a .pkt and a .pdf, then again: both versions kept with their files and times, newest first', async () => {
    const id = await publishedAssignment(f);
    const first = await handIn(id, [pkt, pdf]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'handed_in',
      hand_in: {
        version: 1,
        late: false,
        files: [
          { name: 'lab3.pkt', ext: 'pkt' },
          { name: 'Báo cáo.pdf', ext: 'pdf' },
        ],
      },
    });
    const second = await handIn(id, [{ ...pdf, name: 'Báo cáo v2.pdf' }]);
    expect(second.json().hand_in).toMatchObject({ version: 2 });
    const view = await mine(id);
    expect(view.status).toBe('handed_in');
    expect(view.versions.map((v) => [v.version, v.files.map((file) => file.name)])).toEqual([
      [2, ['Báo cáo v2.pdf']],
      [1, ['lab3.pkt', 'Báo cáo.pdf']],
    ]);
    const download = await f.h.app.inject({ method: 'GET', url: view.versions[1]!.files[1]!.url });
    expect(download.rawPayload.equals(SAMPLE_BYTES.pdf)).toBe(true);
    expect(staging()).toEqual([]);
  });

  test.each<[string, FilePart, string[]]>([
    ['pcap', { name: 'bat-goi.pcap', bytes: SAMPLE_BYTES.pcap }, ['pcap']],
    ['pcapng', { name: 'bat-goi.pcapng', bytes: SAMPLE_BYTES.pcapng }, ['pcapng']],
    ['ipynb', { name: 'subnet.ipynb', bytes: SAMPLE_BYTES.ipynb }, ['ipynb']],
    ['py', { name: 'subnet.py', bytes: SAMPLE_BYTES.python }, ['py']],
    ['zip', { name: 'bai.zip', bytes: SAMPLE_BYTES.zip }, ['zip']],
  ])('%s is accepted when allowed', async (_case, file, types) => {
    const id = await publishedAssignment(f, { allowed_types: types as never, rubric: null });
    expect((await handIn(id, [file])).statusCode).toBe(201);
  });

  test.each<[string, FilePart, number]>([
    ['a type the assignment does not take', { name: 'a.docx', bytes: SAMPLE_BYTES.zip }, 415],
    ['a zip named .pdf', { name: 'bao-cao.pdf', bytes: SAMPLE_BYTES.zip }, 415],
    ['a program named .pkt', { name: 'lab.pkt', bytes: SAMPLE_BYTES.exe }, 415],
    ['over the size allowed', { name: 'lab.pkt', bytes: Buffer.alloc(1024 ** 2 + 1, 7) }, 413],
    ['an empty file', { name: 'lab.pkt', bytes: Buffer.alloc(0) }, 400],
    ['a name with a control character', { name: 'lab\u0007.pkt', bytes: SAMPLE_BYTES.packetTracer }, 400],
  ])('%s: %i, and nothing is kept', async (_case, file, status) => {
    const id = await publishedAssignment(f);
    const before = stored();
    const response = await handIn(id, [pkt, file]);
    expect(response.statusCode, response.body).toBe(status);
    expect(stored()).toEqual(before);
    expect(staging()).toEqual([]);
    expect((await mine(id)).versions).toEqual([]);
  });

  test('no file: 400; eleven files: 400; not multipart: 415', async () => {
    const id = await publishedAssignment(f);
    expect((await handIn(id, [])).statusCode).toBe(400);
    expect(
      (
        await handIn(
          id,
          Array.from({ length: 11 }, (_, i) => ({ ...pkt, name: `lab${i}.pkt` })),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(f.h, 'POST', `/api/assignments/${id}/hand-ins`, f.tokens.student, { files: [] })).statusCode,
    ).toBe(415);
    expect(staging()).toEqual([]);
  });

  test('401 without a session; 403 for teachers and admins; 404 for a draft or unknown assignment', async () => {
    const id = await publishedAssignment(f);
    expect((await handIn(id, [pkt], '')).statusCode).toBe(401);
    expect((await handIn(id, [pkt], f.tokens.teacher)).statusCode).toBe(403);
    expect((await handIn(id, [pkt], f.tokens.admin)).statusCode).toBe(403);
    const draft = (
      await call(f.h, 'POST', `/api/courses/${f.courseId}/assignments`, f.tokens.teacher, validAssignment())
    ).json().assignment.id as number;
    expect((await handIn(draft, [pkt])).statusCode).toBe(404);
    expect((await handIn(987_654, [pkt])).statusCode).toBe(404);
  });
});

describe('deadlines, judged by server time', () => {
  const due = '2026-12-01T10:00:00.000Z';
  const until = '2026-12-03T10:00:00.000Z';
  const later = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

  test('exactly at the due time is on time; a millisecond after is late; exactly at accepted-until is accepted; after it 409', async () => {
    const id = await publishedAssignment(f, { due_at: due, accepts_until: until });
    at(due);
    expect((await handIn(id, [pkt])).json()).toMatchObject({ status: 'handed_in', hand_in: { late: false } });
    at(later(due, 1));
    expect((await handIn(id, [pkt])).json()).toMatchObject({ status: 'late', hand_in: { late: true } });
    at(until);
    expect((await handIn(id, [pkt])).statusCode).toBe(201);
    at(later(until, 1));
    const closed = await handIn(id, [pkt]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('HAND_IN_CLOSED');
    const view = await mine(id);
    expect(view).toMatchObject({ status: 'late', open: false, closes_at: until });
    expect(view.versions.map((v) => v.late)).toEqual([true, true, false]);
  });

  test('without accepted-until, late hand-ins are accepted at any time', async () => {
    const id = await publishedAssignment(f, { due_at: due, accepts_until: null });
    at(later(due, 365 * 86_400_000));
    expect((await handIn(id, [pkt])).json()).toMatchObject({ status: 'late' });
  });

  test('an extension moves one student’s dates: on time and accepted after the class’s, not another student’s', async () => {
    const id = await publishedAssignment(f, { due_at: due, accepts_until: until });
    const student = f.students[0]!.id;
    const url = `/api/assignments/${id}/extensions/${student}`;
    const extensionDue = later(until, 86_400_000);
    expect((await call(f.h, 'PUT', url, f.tokens.student, { due_at: extensionDue })).statusCode).toBe(403);
    expect((await call(f.h, 'PUT', url, f.tokens.otherTeacher, { due_at: extensionDue })).statusCode).toBe(403);
    expect((await call(f.h, 'PUT', url, undefined, { due_at: extensionDue })).statusCode).toBe(401);
    expect((await call(f.h, 'PUT', url, f.tokens.teacher, { due_at: '' })).json().field).toBe('due_at');
    expect(
      (await call(f.h, 'PUT', url, f.tokens.teacher, { due_at: extensionDue, accepts_until: due })).json().field,
    ).toBe('accepts_until');
    expect(
      (await call(f.h, 'PUT', `/api/assignments/${id}/extensions/987654`, f.tokens.teacher, { due_at: extensionDue }))
        .statusCode,
    ).toBe(404);
    // An extension is for a student of the class (docs/decisions/037): the student joins it first.
    await call(f.h, 'POST', `/api/courses/${f.courseId}/members`, f.tokens.teacher, { user_ids: [student] });
    const set = await call(f.h, 'PUT', url, f.tokens.teacher, { due_at: extensionDue });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().extension).toEqual({ due_at: extensionDue, accepts_until: null });

    // Its accepted-until is the class's, never before the extended due date: here the extended due date.
    at(extensionDue);
    expect((await handIn(id, [pkt])).json()).toMatchObject({ status: 'handed_in' });
    expect((await handIn(id, [pkt], f.tokens.otherStudent)).statusCode).toBe(409);
    at(later(extensionDue, 1));
    expect((await handIn(id, [pkt])).statusCode).toBe(409);

    const extensionUntil = later(extensionDue, 86_400_000);
    await call(f.h, 'PUT', url, f.tokens.teacher, { due_at: extensionDue, accepts_until: extensionUntil });
    expect((await handIn(id, [pkt])).json()).toMatchObject({ status: 'late' });
    at(extensionUntil);
    expect((await handIn(id, [pkt])).statusCode).toBe(201);

    expect((await call(f.h, 'DELETE', url, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'DELETE', url, f.tokens.teacher)).statusCode).toBe(200);
    expect((await call(f.h, 'DELETE', url, f.tokens.teacher)).statusCode).toBe(404);
    expect((await handIn(id, [pkt])).statusCode).toBe(409);
  });
});

describe('who reads hand-ins', () => {
  test('a student reads only their own; the course’s teacher and admins read anyone’s', async () => {
    const id = await publishedAssignment(f);
    await handIn(id, [pkt]);
    const own = `/api/assignments/${id}/hand-ins/${f.students[0]!.id}`;
    expect((await call(f.h, 'GET', own, f.tokens.student)).json().hand_ins.versions).toHaveLength(1);
    expect((await call(f.h, 'GET', own, f.tokens.otherStudent)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', own, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', own)).statusCode).toBe(401);
    expect((await call(f.h, 'GET', own, f.tokens.admin)).json().hand_ins.versions).toHaveLength(1);
    const teacherView = (await call(f.h, 'GET', own, f.tokens.teacher)).json().hand_ins as StudentHandIns;
    expect(teacherView.versions[0]!.files[0]!.name).toBe('lab3.pkt');
    expect((await f.h.app.inject({ method: 'GET', url: teacherView.versions[0]!.files[0]!.url })).statusCode).toBe(200);
    expect((await call(f.h, 'GET', `/api/assignments/${id}/hand-ins/987654`, f.tokens.teacher)).statusCode).toBe(404);
    // The other student's own view of the assignment says nothing of the first one's work.
    expect((await mine(id, f.tokens.otherStudent)).versions).toEqual([]);
  });

  test('the teacher’s list: members and anyone who handed in, with status and latest time, filtered and paged', async () => {
    const id = await publishedAssignment(f, { due_at: '2026-12-01T10:00:00Z', accepts_until: null });
    const member = await f.h.createUser({ name: 'An Thành Viên' });
    await call(f.h, 'POST', `/api/courses/${f.courseId}/members`, f.tokens.teacher, { user_ids: [member.id] });
    at('2026-12-01T09:00:00Z');
    await handIn(id, [pkt]);
    await handIn(id, [pdf]);
    at('2026-12-02T09:00:00Z');
    await handIn(id, [pkt], f.tokens.otherStudent);
    const url = `/api/assignments/${id}/hand-ins`;
    const page = (await call(f.h, 'GET', url, f.tokens.teacher)).json() as HandInListResponse;
    expect(page.total).toBe(3);
    expect(page.students.map((s) => [s.name, s.status, s.versions])).toEqual([
      ['An Thành Viên', 'not_handed_in', 0],
      ['Nguyễn An', 'handed_in', 2],
      ['Trần Bình', 'late', 1],
    ]);
    expect(page.students[1]!.last_submitted_at).toBe('2026-12-01T09:00:00.000Z');
    const late = (await call(f.h, 'GET', `${url}?status=late`, f.tokens.teacher)).json() as HandInListResponse;
    expect(late.students.map((s) => s.name)).toEqual(['Trần Bình']);
    expect(late.total).toBe(1);
    const second = (await call(f.h, 'GET', `${url}?limit=2&page=2`, f.tokens.admin)).json() as HandInListResponse;
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.students.map((s) => s.name)).toEqual(['Trần Bình']);
    expect((await call(f.h, 'GET', `${url}?status=returned`, f.tokens.teacher)).statusCode).toBe(400);
    expect((await call(f.h, 'GET', url, f.tokens.student)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', url, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', url)).statusCode).toBe(401);
    expect((await call(f.h, 'GET', '/api/assignments/987654/hand-ins', f.tokens.teacher)).statusCode).toBe(404);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { ServerToClientEvents } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { SAMPLE_BYTES } from '../../test/files.js';
import { uploadMaterial } from '../../test/progress.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../test/socket.js';

let h: TestApp;
let student: TestUser;
const tokens = { student: '', other: '', teacher: '', otherTeacher: '', admin: '' };
let courseId = 0;
let lessonId = 0;
const materialIds: number[] = [];
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  student = await h.createUser();
  const teacher = await h.createUser({ role: 'teacher' });
  tokens.student = await h.loginAs(student);
  tokens.other = await h.loginAs(await h.createUser());
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id;
  lessonId = (await h.createLesson({ courseId })).id;
  for (let i = 0; i < 2; i++)
    materialIds.push((await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: `m${i}.pdf` })).id);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

async function connect(token: string, join?: Parameters<ClientSocket['emitWithAck']>[1]): Promise<ClientSocket> {
  const socket = await connectSocket(h.url, token);
  open.push(socket);
  if (join) expect(await socket.emitWithAck('joinRoom', join)).toEqual({ ok: true });
  return socket;
}
const complete = (materialId: number) =>
  h.app.inject({
    method: 'POST',
    url: '/api/material-completion/complete',
    headers: h.authHeader(tokens.student),
    payload: { student_id: student.id, material_id: materialId },
  });
/** Resolves true if `event` arrives within `ms`. */
const arrives = (socket: ClientSocket, event: keyof ServerToClientEvents, ms = 300) =>
  nextEvent(socket, event, () => true, ms).then(
    () => true,
    () => false,
  );
const progressEvents = [
  'materialCompleted',
  'lessonProgressCreated',
  'lessonProgressUpdated',
  'courseProgressChanged',
] as const;

describe('progress events', () => {
  test("a completion reaches the student's own room, and only a compact change reaches the report room", async () => {
    const own = await connect(tokens.student);
    const onLessonPage = await connect(tokens.other, { courseId });
    const otherStudent = await connect(tokens.other);
    const report = await connect(tokens.teacher, { reportCourseId: courseId });

    const completed = nextEvent(own, 'materialCompleted');
    const created = nextEvent(own, 'lessonProgressCreated');
    const changed = nextEvent(report, 'courseProgressChanged');
    const leaks = [onLessonPage, otherStudent].flatMap((socket) =>
      progressEvents.map((event) => arrives(socket, event)),
    );
    expect((await complete(materialIds[0]!)).statusCode).toBe(200);
    expect(await completed).toEqual({ studentId: student.id, materialId: materialIds[0], lessonId });
    expect(await created).toEqual({
      studentId: student.id,
      lessonId,
      progress_percentage: 50,
      is_completed: false,
      completed_at: null,
    });
    expect(await changed).toEqual({ courseId, studentId: student.id });
    expect(await Promise.all(leaks)).not.toContain(true);

    const updated = nextEvent(own, 'lessonProgressUpdated');
    await complete(materialIds[1]!);
    expect(await updated).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
      completed_at: expect.any(String),
    });

    const repeated = arrives(own, 'materialCompleted');
    await complete(materialIds[1]!);
    expect(await repeated).toBe(false);
  });

  test('a new material pushes the lower progress to the student and a change to the report room', async () => {
    const own = await connect(tokens.student);
    const report = await connect(tokens.admin, { reportCourseId: courseId });
    const updated = nextEvent(own, 'lessonProgressUpdated', (p) => p.lessonId === lessonId);
    const changed = nextEvent(report, 'courseProgressChanged');
    await uploadMaterial(h, tokens.teacher, lessonId);
    expect(await updated).toEqual({
      studentId: student.id,
      lessonId,
      progress_percentage: 67,
      is_completed: false,
      completed_at: null,
    });
    expect(await changed).toEqual({ courseId, studentId: null });
  });

  test('the report room is for the course teacher and admins only', async () => {
    for (const token of [tokens.student, tokens.otherTeacher]) {
      const socket = await connect(token);
      expect(await socket.emitWithAck('joinRoom', { reportCourseId: courseId })).toEqual({
        ok: false,
        error: expect.stringContaining('forbidden'),
      });
    }
    const admin = await connect(tokens.admin);
    expect(await admin.emitWithAck('joinRoom', { reportCourseId: 999_999_999 })).toEqual({
      ok: false,
      error: expect.stringContaining('not found'),
    });
  });
});

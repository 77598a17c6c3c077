import { once } from 'node:events';
import http from 'node:http';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';

const CLASS_SIZE = 20_000;
const FIRST_ID = 8_000_001;
let h: TestApp;
let auth: { authorization: string };
let teacher = { id: 0, role: 'teacher' as const };
let courseId = 0;

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  const user = await h.createUser({ role: 'teacher' });
  teacher = { id: user.id, role: 'teacher' };
  auth = h.authHeader(await h.loginAs(user));
  const categoryId = (await h.createCategory()).id;
  courseId = (await h.createCourse({ categoryId, teacherId: user.id })).id;
  const lessonId = (await h.createLesson({ courseId, orderNum: 1 })).id;
  const materialId = (await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' })).id;
  // A large class in three statements; every second student has completed the lesson.
  await h.db.execute(sql`insert into users (id, name, username, role, password_hash, must_change_password)
    select ${FIRST_ID} + g - 1, 'Sinh viên ' || g, (${FIRST_ID} + g - 1)::text, 'student', 'no-login', false from generate_series(1, ${CLASS_SIZE}) g`);
  await h.db.execute(
    sql`insert into material_completions (student_id, material_id) select id, ${materialId} from users where role = 'student' and id % 2 = 0`,
  );
  await h.db
    .execute(sql`insert into lesson_progress (student_id, lesson_id, progress_percentage, is_completed, completed_at)
    select student_id, ${lessonId}, 100, true, now() from material_completions where material_id = ${materialId}`);
  await h.db.execute(
    sql`insert into course_members (course_id, user_id, role) select ${courseId}, id, 'student' from users where role = 'student'`,
  );
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** Connections the app's pool has handed out and not yet taken back. */
const checkedOut = () => h.db.$client.totalCount - h.db.$client.idleCount;

describe('a 20,000-student export', () => {
  test('rows are read from the database as the reader takes them, a batch at a time; stopping gives the connection back', async () => {
    const before = checkedOut();
    const { students } = await h.app.services.progressReports.export(teacher, courseId);
    // Each fetch of the cursor is one `execute` of its portal (pg-cursor names them C_<n>); other
    // statements of the app meanwhile (jobs, the pipelined lanes) execute unnamed portals.
    const executes = vi.spyOn(pg.Connection.prototype, 'execute');
    const batches = () =>
      executes.mock.calls.filter(([message]) => (message as { portal?: string }).portal?.startsWith('C_')).length;
    try {
      await once(students, 'readable');
      expect(students.read()).toMatchObject({ student_id: FIRST_ID, not_started: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Read-ahead is a batch or two, not the class.
      expect(batches()).toBeGreaterThanOrEqual(1);
      expect(batches()).toBeLessThanOrEqual(2);
      expect(checkedOut()).toBe(before + 1);
    } finally {
      executes.mockRestore();
      students.destroy();
    }
    await vi.waitFor(() => expect(checkedOut()).toBe(before));
  });

  test('the CSV answer starts while rows are still being read, other requests are answered meanwhile, and it holds every student', async () => {
    const response = await fetch(`${h.url}/api/progress/course/${courseId}/report.csv`, {
      headers: { ...auth, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });
    expect(text.startsWith('Mã sinh viên,Họ tên')).toBe(true);
    const page = await h.app.inject({
      method: 'GET',
      url: `/api/progress/course/${courseId}/report?limit=5`,
      headers: auth,
    });
    expect(page.json()).toMatchObject({
      total: CLASS_SIZE,
      summary: { student_count: CLASS_SIZE, completed_count: CLASS_SIZE / 2 },
    });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value, { stream: true });
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(CLASS_SIZE + 2);
    expect(lines[CLASS_SIZE]).toMatch(
      new RegExp(`^${FIRST_ID + CLASS_SIZE - 1},Sinh viên ${CLASS_SIZE},Đang hoạt động,100,1,Không,`),
    );
  });

  test('a reader that goes away mid-download stops the export and gives its connection back', async () => {
    const before = checkedOut();
    const request = http.get(`${h.url}/api/progress/course/${courseId}/report.csv`, {
      headers: { ...auth, 'accept-encoding': 'identity' },
      agent: false,
    });
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    await once(response, 'data');
    request.destroy();
    await vi.waitFor(() => expect(checkedOut()).toBe(before), { timeout: 5_000 });
  });

  test('the XLSX holds every student', async () => {
    const response = await fetch(`${h.url}/api/progress/course/${courseId}/report.xlsx`, { headers: auth });
    const workbook = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer', dense: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
    expect(rows).toHaveLength(CLASS_SIZE + 1);
    expect(rows[2]).toEqual([FIRST_ID + 1, 'Sinh viên 2', 'Đang hoạt động', 100, 1, 'Không', expect.any(String), 100]);
  }, 30_000);
});

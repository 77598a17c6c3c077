import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEXT_LIMITS } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';

let h: TestApp;
let student: TestUser;
let other: TestUser;
let teacher: TestUser;
const tokens = { student: '', other: '', teacher: '' };

beforeAll(async () => {
  h = await buildTestApp();
  student = await h.createUser({ name: 'Trần Thị Bình' });
  other = await h.createUser();
  teacher = await h.createUser({ role: 'teacher' });
  tokens.student = await h.loginAs(student);
  tokens.other = await h.loginAs(other);
  tokens.teacher = await h.loginAs(teacher);
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const add = async (token: string, owner: TestUser, schedule_date: string, note: string) => {
  const response = await call('POST', '/api/reminders', token, { student_id: owner.id, schedule_date, note });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reminder as { id: number };
};

describe('reminders', () => {
  test('add, list by month (1-12), delete', async () => {
    const jan = await add(tokens.student, student, '2025-01-31', 'Ôn tập chương 1');
    const feb1 = await add(tokens.student, student, '2025-02-01', '  Nộp bài tập  ');
    const feb28 = await add(tokens.student, student, '2025-02-28', 'Thi giữa kỳ');
    await add(tokens.student, student, '2025-03-01', 'Tháng sau');

    const response = await call('GET', `/api/reminders/${student.id}/2/2025`, tokens.student);
    expect(response.statusCode).toBe(200);
    expect(response.json().reminders).toEqual([
      {
        id: feb1.id,
        student_id: student.id,
        schedule_date: '2025-02-01',
        note: 'Nộp bài tập',
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: feb28.id, schedule_date: '2025-02-28' }),
    ]);
    expect(
      (await call('GET', `/api/reminders/${student.id}/1/2025`, tokens.student))
        .json()
        .reminders.map((r: { id: number }) => r.id),
    ).toEqual([jan.id]);

    expect((await call('DELETE', `/api/reminders/${student.id}/${feb1.id}`, tokens.student)).json()).toEqual({
      message: 'Đã xóa ghi chú.',
    });
    expect((await call('GET', `/api/reminders/${student.id}/2/2025`, tokens.student)).json().reminders).toHaveLength(1);
  });

  test('December reaches into the next year correctly', async () => {
    const dec = await add(tokens.student, student, '2030-12-31', 'Cuối năm');
    await add(tokens.student, student, '2031-01-01', 'Đầu năm');
    expect(
      (await call('GET', `/api/reminders/${student.id}/12/2030`, tokens.student))
        .json()
        .reminders.map((r: { id: number }) => r.id),
    ).toEqual([dec.id]);
  });

  test('teachers keep their own notes too', async () => {
    await add(tokens.teacher, teacher, '2025-05-05', 'Chấm bài');
    expect((await call('GET', `/api/reminders/${teacher.id}/5/2025`, tokens.teacher)).json().reminders).toHaveLength(1);
  });

  test.each([
    ['no date', { note: 'x' }, 'REMINDER_FIELDS_REQUIRED', 'schedule_date'],
    ['a blank note', { schedule_date: '2025-01-01', note: '  ' }, 'REMINDER_FIELDS_REQUIRED', 'note'],
    ['no note', { schedule_date: '2025-01-01' }, 'REMINDER_FIELDS_REQUIRED', 'note'],
    ['not a day', { schedule_date: '2025-02-30', note: 'x' }, 'VALIDATION', 'schedule_date'],
    ['a date-time', { schedule_date: '2025-02-03T10:00:00Z', note: 'x' }, 'VALIDATION', 'schedule_date'],
    ['a far year', { schedule_date: '9999-01-01', note: 'x' }, 'VALIDATION', 'schedule_date'],
    ['a long note', { schedule_date: '2025-01-01', note: 'x'.repeat(TEXT_LIMITS.note + 1) }, 'TEXT_TOO_LONG', 'note'],
  ])('%s: 400 with its code, on its field', async (_case, fields, code, field) => {
    const response = await call('POST', '/api/reminders', tokens.student, { student_id: student.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
  });

  test("the spec's message when the date or note is missing", async () => {
    const response = await call('POST', '/api/reminders', tokens.student, {
      student_id: student.id,
      schedule_date: '',
    });
    expect(response.json()).toMatchObject({
      message: 'Vui lòng chọn ngày và nhập ghi chú',
      code: 'REMINDER_FIELDS_REQUIRED',
      field: 'schedule_date',
    });
  });

  test.each(['0/2025', '13/2025', 'x/2025', '1/20x5', '1/1800'])('GET month/year %s: 400', async (path) => {
    expect((await call('GET', `/api/reminders/${student.id}/${path}`, tokens.student)).statusCode).toBe(400);
  });
});

describe("someone else's notes", () => {
  test('listing, adding or deleting them: 403, never data', async () => {
    const mine = await add(tokens.student, student, '2025-04-01', 'Riêng tư');
    for (const response of [
      await call('GET', `/api/reminders/${student.id}/4/2025`, tokens.other),
      await call('GET', `/api/reminders/${student.id}/4/2025`, tokens.teacher),
      await call('POST', '/api/reminders', tokens.other, {
        student_id: student.id,
        schedule_date: '2025-04-02',
        note: 'giả mạo',
      }),
      await call('DELETE', `/api/reminders/${student.id}/${mine.id}`, tokens.other),
      await call('GET', `/api/reminders/${student.id}/calendar.ics`, tokens.other),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Riêng tư');
    }
    expect((await call('GET', `/api/reminders/${student.id}/4/2025`, tokens.student)).json().reminders).toHaveLength(1);
  });

  test("deleting another user's note through your own id: 404, and it stays", async () => {
    const theirs = await add(tokens.other, other, '2025-04-03', 'Của người khác');
    expect((await call('DELETE', `/api/reminders/${student.id}/${theirs.id}`, tokens.student)).statusCode).toBe(404);
    expect((await call('GET', `/api/reminders/${other.id}/4/2025`, tokens.other)).json().reminders).toHaveLength(1);
  });

  test('signed out: 401 everywhere', async () => {
    expect((await call('GET', `/api/reminders/${student.id}/4/2025`)).statusCode).toBe(401);
    expect(
      (
        await call('POST', '/api/reminders', undefined, {
          student_id: student.id,
          schedule_date: '2025-01-01',
          note: 'x',
        })
      ).statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/api/reminders/${student.id}/1`)).statusCode).toBe(401);
    expect((await call('GET', `/api/reminders/${student.id}/calendar.ics`)).statusCode).toBe(401);
  });
});

describe('GET /api/reminders/{studentId}/calendar.ics', () => {
  test('an iCalendar attachment of every note, UTF-8', async () => {
    const owner = await h.createUser({ name: 'Lê Văn Cường' });
    const token = await h.loginAs(owner);
    await add(token, owner, '2025-06-02', 'Họp nhóm, phòng B1; mang laptop');
    await add(token, owner, '2025-06-01', 'Đọc chương 3');

    const response = await call('GET', `/api/reminders/${owner.id}/calendar.ics`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ghi-chu-${owner.id}.ics"`);
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Ghi chú của Lê Văn Cường');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.indexOf('DTSTART;VALUE=DATE:20250601')).toBeLessThan(text.indexOf('DTSTART;VALUE=DATE:20250602'));
    expect(text).toContain('SUMMARY:Họp nhóm\\, phòng B1\\; mang laptop');
  });
});

import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MEMBERSHIP_MESSAGES, type RosterEntry, type RosterResult, renderMessage } from '@netclass/shared';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';

let h: TestApp;
let courseId = 0;
let teacher: TestUser;
let existing: TestUser;
const tokens = { teacher: '', otherTeacher: '' };

beforeAll(async () => {
  h = await buildTestApp();
  teacher = await h.createUser({ role: 'teacher' });
  existing = await h.createUser({ id: 20230002, name: 'Trần Thị Bình' });
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id;
});
afterAll(async () => {
  await h?.close();
});

const read = (body: Buffer | string, token = tokens.teacher) =>
  h.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/roster/read`,
    headers: { ...h.authHeader(token), 'content-type': 'application/octet-stream' },
    payload: body,
  });
const send = async (step: 'check' | 'apply', students: RosterEntry[]) => {
  const response = await h.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/roster/${step}`,
    headers: h.authHeader(tokens.teacher),
    payload: { students },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RosterResult>();
};

describe('reading the registrar file', () => {
  const expected = [
    ['MSSV', 'Họ và tên'],
    ['20230001', 'Nguyễn Văn An'],
  ];

  const csvWithBomTitle =
    'CSV in UTF-8 with a BOM, comma or semicolon separated (as Excel in Vietnamese saves it); blank rows kept for ' +
    'line numbers, but not at the end';
  test(csvWithBomTitle, async () => {
    for (const text of [
      '\uFEFFMSSV,Họ và tên\r\n20230001,Nguyễn Văn An\r\n,\r\n',
      'MSSV;Họ và tên\n20230001; Nguyễn Văn An \n\n',
    ]) {
      const response = await read(Buffer.from(text, 'utf8'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().rows).toEqual(expected);
    }
    expect((await read('MSSV,Tên\n\n1,An\n')).json().rows).toEqual([['MSSV', 'Tên'], [], ['1', 'An']]);
  });

  test('CSV in UTF-16 (Excel\'s "Unicode text") and in Windows-1258', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('MSSV,Họ và tên\n20230001,Nguyễn Văn An\n', 'utf16le'),
    ]);
    expect((await read(utf16)).json().rows).toEqual(expected);
    // 'Lê' in Windows-1258: L, e with circumflex (0xEA).
    const cp1258 = Buffer.from([0x4d, 0x53, 0x53, 0x56, 0x2c, 0x54, 0xea, 0x6e, 0x0a, 0x31, 0x2c, 0x4c, 0xea, 0x0a]);
    expect((await read(cp1258)).json().rows).toEqual([
      ['MSSV', 'Tên'],
      ['1', 'Lê'],
    ]);
  });

  test('XLSX: the first sheet, numbers as shown (an id typed as a number keeps its digits)', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.sheet_add_aoa({}, [['Danh sách lớp'], [], ['MSSV', 'Họ và tên'], [20230001, 'Nguyễn Văn An']], {
        origin: 'A2',
      }),
      'Lớp',
    );
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['other']]), 'Khác');
    const response = await read(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(response.statusCode, response.body).toBe(200);
    // Row i is line i + 1 of the sheet: the list starts on line 2, its header on line 4.
    expect(response.json().rows).toEqual([[], ['Danh sách lớp'], [], ...expected]);
  });

  test('a picture (a PNG, sent as a file of any type) is refused with 415 and the files it takes, not read as a sheet', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c63f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
      'hex',
    );
    for (const type of ['application/octet-stream', 'image/png']) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/courses/${courseId}/roster/read`,
        headers: { ...h.authHeader(tokens.teacher), 'content-type': type },
        payload: png,
      });
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_TYPE',
        message: renderMessage(MEMBERSHIP_MESSAGES.rosterFileType),
      });
    }
    // The same refusal for a picture whose first bytes carry no NUL (a GIF's header), and for a PDF.
    for (const bytes of [Buffer.from('GIF89a\x01\x01', 'latin1'), Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1')]) {
      expect((await read(bytes)).json()).toMatchObject({ message: renderMessage(MEMBERSHIP_MESSAGES.rosterFileType) });
    }
  });

  test("empty (400), binary (415), over 5 MB (413), another course's teacher (403)", async () => {
    expect((await read('')).statusCode).toBe(400);
    expect((await read('\n ,\n')).statusCode).toBe(400);
    expect((await read(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02]))).statusCode).toBe(415);
    expect((await read(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]))).statusCode).toBe(
      415,
    );
    expect((await read(Buffer.alloc(5 * 1024 * 1024 + 1, 0x61))).statusCode).toBe(413);
    expect((await read('a,b\n', tokens.otherTeacher)).statusCode).toBe(403);
  });
});

describe('checking and applying a roster', () => {
  /** 60 rows: 57 good (one an existing student under another name), then a bad id, a duplicate and a missing name. */
  const roster: RosterEntry[] = [
    ...Array.from({ length: 56 }, (_, i) => ({
      line: i + 2,
      id: String(20231001 + i),
      name: `Sinh viên ${i + 1}`,
      email: i === 0 ? 'sv1@example.edu.vn' : '',
    })),
    { line: 58, id: '20230002', name: 'Trần Bình' },
    { line: 59, id: '2023-0003', name: 'Mã sai' },
    { line: 60, id: '20231001', name: 'Trùng mã' },
    { line: 61, id: '20231999', name: '   ' },
  ];

  test('the check says what would happen row by row and writes nothing', async () => {
    const checked = await send('check', roster);
    expect(checked.applied).toBe(false);
    expect(checked.counts).toEqual({ create: 56, enrol: 1, member: 0, error: 3 });
    expect(checked.rows.filter((row) => row.outcome === 'error').map((row) => [row.line, row.problem])).toEqual([
      [59, 'id_invalid'],
      [60, 'duplicate'],
      [61, 'name_missing'],
    ]);
    expect(checked.rows.find((row) => row.line === 58)).toMatchObject({
      outcome: 'enrol',
      existing_name: 'Trần Thị Bình',
    });
    // The same name without its accents, as some registrar exports write it, is the same name.
    expect(
      (await send('check', [{ line: 2, id: '20230002', name: 'TRAN THI BINH' }])).rows[0]?.existing_name,
    ).toBeNull();
    expect(await h.db.select().from(users).where(eq(users.id, 20231001))).toEqual([]);
  });

  test('apply creates the missing accounts (held to a first password change) and enrols every good row; a second run changes nothing', async () => {
    const applied = await send('apply', roster);
    expect(applied).toMatchObject({ applied: true, counts: { create: 56, enrol: 1, member: 0, error: 3 } });
    const [created] = await h.db.select().from(users).where(eq(users.id, 20231001));
    expect(created).toMatchObject({
      name: 'Sinh viên 1',
      role: 'student',
      status: 'active',
      email: 'sv1@example.edu.vn',
      mustChangePassword: true,
    });
    const [kept] = await h.db.select().from(users).where(eq(users.id, existing.id));
    expect(kept?.name).toBe('Trần Thị Bình');

    const again = await send('apply', roster);
    expect(again.counts).toEqual({ create: 0, enrol: 0, member: 57, error: 3 });
    const members = await h.app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/members?role=student&limit=100`,
      headers: h.authHeader(tokens.teacher),
    });
    expect(members.json().total).toBe(57);

    // The new account signs in with its default password, and is held to changing it.
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: 20231001, password: '20231001@1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.must_change_password).toBe(true);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { id: 20231002, password: '20231001@1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  test('an id that belongs to a teacher or admin is refused, never turned into a student', async () => {
    const checked = await send('apply', [{ line: 2, id: String(teacher.id), name: 'Ai đó' }]);
    expect(checked.rows[0]).toMatchObject({ outcome: 'error', problem: 'not_student' });
    const [row] = await h.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row?.role).toBe('teacher');
  });

  test('names and emails follow the account rules (too long, invalid characters, bad address)', async () => {
    const checked = await send('check', [
      { line: 2, id: '20239001', name: 'x'.repeat(121) },
      { line: 3, id: '20239002', name: 'Tên\u202Egiả' },
      { line: 4, id: '20239003', name: 'Đúng', email: 'không phải email' },
      { line: 5, id: '2147483648', name: 'Quá lớn' },
    ]);
    expect(checked.rows.map((row) => row.problem)).toEqual([
      'name_invalid',
      'name_invalid',
      'email_invalid',
      'id_invalid',
    ]);
    expect(checked.rows[0]?.message).toBe('Tên tối đa 120 ký tự.');
  });

  test('400 per field of the request', async () => {
    for (const payload of [
      {},
      { students: [] },
      { students: [{ id: '1', name: 'A' }] },
      { students: [{ line: 0, id: '1', name: 'A' }] },
      { students: Array.from({ length: 5001 }, (_, i) => ({ line: i + 1, id: String(i + 1), name: 'A' })) },
    ]) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/courses/${courseId}/roster/check`,
        headers: h.authHeader(tokens.teacher),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });
});

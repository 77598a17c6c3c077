import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import * as XLSX from '@e965/xlsx';
import { describe, expect, test } from 'vitest';
import { columnName } from '../../lib/sheet-xlsx.js';
import { SHEET_NAME, reportXlsx } from './report-sheet.js';
import { LESSONS, STUDENTS } from './report-sheet.fixtures.js';

describe('columnName', () => {
  test.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i -> %s', (index, name) => {
    expect(columnName(index)).toBe(name);
  });
});

describe('reportXlsx', () => {
  test('one sheet that a spreadsheet reader reads back: numbers as numbers, empty cells empty, text as is', async () => {
    const students = [...STUDENTS, { ...STUDENTS[1]!, student_id: 3, name: '=1+1 <b>&</b> "x"\u0007' }];
    const workbook = XLSX.read(await buffer(reportXlsx(LESSONS, Readable.from(students))), { type: 'buffer' });
    expect(workbook.SheetNames).toEqual([SHEET_NAME]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[SHEET_NAME]!, { header: 1, defval: null });
    expect(rows).toEqual([
      [
        'Mã sinh viên',
        'Họ tên',
        'Trạng thái tài khoản',
        'Tiến độ học phần (%)',
        'Số bài đã hoàn thành',
        'Chưa bắt đầu',
        'Hoạt động gần nhất',
        'Bài 1: Mô hình OSI (%)',
        'Bài 2: Sắp có (%)',
      ],
      [1, 'Phạm, Dũng', 'Đang hoạt động', 50, 0, 'Không', '2026-03-05 14:07', 50, null],
      [2, 'Vũ Hà', 'Ngừng hoạt động', 0, 0, 'Có', null, 0, null],
      [3, '=1+1 <b>&</b> "x"', 'Ngừng hoạt động', 0, 0, 'Có', null, 0, null],
    ]);
    // An inline string is never a formula.
    expect(workbook.Sheets[SHEET_NAME]!.B4).toMatchObject({ t: 's', v: '=1+1 <b>&</b> "x"' });
    expect(workbook.Sheets[SHEET_NAME]!.B4.f).toBeUndefined();
  });
});

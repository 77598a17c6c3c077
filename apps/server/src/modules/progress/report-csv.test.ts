import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import { csvField } from '../../lib/sheet-csv.js';
import { reportCsv } from './report-sheet.js';
import { LESSONS, STUDENTS } from './report-sheet.fixtures.js';

describe('csvField', () => {
  test.each([
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
    ['Trần, Bình', '"Trần, Bình"'],
    ['Lê "Cường"', '"Lê ""Cường"""'],
    ['hai\ndòng', '"hai\ndòng"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
  ])('%j -> %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  test('numbers as they are, null empty', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });
});

describe('reportCsv', () => {
  test('BOM, header with lesson columns, one CRLF row per student, Vietnam time', async () => {
    expect((await buffer(reportCsv(LESSONS, Readable.from(STUDENTS)))).toString('utf8')).toBe(
      '\uFEFF' +
        'Mã sinh viên,Họ tên,Trạng thái tài khoản,Tiến độ học phần (%),Số bài đã hoàn thành,Chưa bắt đầu,Hoạt ' +
        'động gần nhất,Bài 1: Mô hình OSI (%),Bài 2: Sắp có (%)\r\n' +
        '1,"Phạm, Dũng",Đang hoạt động,50,0,Không,2026-03-05 14:07,50,\r\n' +
        '2,Vũ Hà,Ngừng hoạt động,0,0,Có,,0,\r\n',
    );
  });
});

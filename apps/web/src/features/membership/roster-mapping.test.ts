import { describe, expect, it } from 'vitest';
import type { RosterResult } from '@netclass/shared';
import { guessHeaderRow, guessMapping, rosterEntries, rosterResultCsv } from './roster-mapping';

/** A registrar's export: title rows, then the header with the name in two columns. */
const registrar = [
  ['TRƯỜNG ĐẠI HỌC BÁCH KHOA'],
  ['Danh sách lớp: Mạng máy tính'],
  [],
  ['STT', 'Mã SV', 'Họ đệm', 'Tên', 'Email'],
  ['1', '20231001', 'Nguyễn Văn', 'An', 'an@example.edu.vn'],
  [],
  ['2', '20231002', 'Trần Thị', 'Bình'],
];

describe('roster mapping', () => {
  it('finds the header below the title rows, and the id, a name split in two columns and the email', () => {
    expect(guessHeaderRow(registrar)).toBe(3);
    expect(guessMapping(registrar)).toEqual({ header: 3, id: 1, name: [2, 3], email: 4 });
  });

  it('prefers a full-name column, in Vietnamese or English headings, and falls back to the first row', () => {
    expect(guessMapping([['Student ID', 'Full name', 'Ho', 'Ten']])).toEqual({
      header: 0,
      id: 0,
      name: [1],
      email: null,
    });
    expect(guessMapping([['MSSV', 'HỌ VÀ TÊN']])).toMatchObject({ id: 0, name: [1] });
    expect(
      guessMapping([
        ['a', 'b'],
        ['1', 'x'],
      ]),
    ).toEqual({ header: 0, id: null, name: [], email: null });
  });

  it('turns the rows below the header into entries numbered by their line in the file, leaving blank ones out', () => {
    expect(rosterEntries(registrar, guessMapping(registrar))).toEqual([
      { line: 5, id: '20231001', name: 'Nguyễn Văn An', email: 'an@example.edu.vn' },
      { line: 7, id: '20231002', name: 'Trần Thị Bình', email: '' },
    ]);
    expect(rosterEntries(registrar, { header: 3, id: null, name: [2], email: null })).toEqual([]);
  });

  it('writes the result as CSV for Excel: a BOM, quoted cells where needed', () => {
    const result: RosterResult = {
      applied: true,
      counts: { create: 1, enrol: 0, member: 0, error: 1 },
      rows: [
        {
          line: 5,
          id: '20231001',
          name: 'Nguyễn Văn An',
          outcome: 'create',
          problem: null,
          message: null,
          existing_name: null,
        },
        {
          line: 6,
          id: 'x',
          name: 'Lê, "Cường"',
          outcome: 'error',
          problem: 'id_invalid',
          message: 'Mã sinh viên không hợp lệ.',
          existing_name: null,
        },
      ],
    };
    const csv = rosterResultCsv(result, ['Dòng', 'Mã SV', 'Họ tên', 'Kết quả', 'Lý do'], (row) => [
      row.outcome,
      row.problem ?? '',
    ]);
    expect(csv).toBe(
      '\uFEFFDòng,Mã SV,Họ tên,Kết quả,Lý do\r\n5,20231001,Nguyễn Văn An,create,\r\n6,x,"Lê, ""Cường""",error,id_invalid\r\n',
    );
  });
});

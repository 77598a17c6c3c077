import { describe, expect, test } from 'vitest';
import type { CourseReportResponse } from '@netclass/shared';
import { csvField, renderReportCsv } from './report-csv.js';

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

describe('renderReportCsv', () => {
  test('BOM, header with lesson columns, one CRLF row per student, Vietnam time', () => {
    const report: CourseReportResponse = {
      course: { id: 7, name: 'Mạng máy tính', category_id: 1, teacher_id: 2 },
      lessons: [
        { id: 10, title: 'Mô hình OSI', order_num: 1, ready_material_count: 2, counted: true },
        { id: 11, title: 'Sắp có', order_num: 2, ready_material_count: 0, counted: false },
      ],
      students: [
        { student_id: 1, name: 'Phạm, Dũng', status: 'active', progress_percentage: 50, completed_lesson_count: 0, lesson_percentages: [50, null], not_started: false, last_activity_at: '2026-03-05T07:07:00.000Z' },
        { student_id: 2, name: 'Vũ Hà', status: 'inactive', progress_percentage: 0, completed_lesson_count: 0, lesson_percentages: [0, null], not_started: true, last_activity_at: null },
      ],
      summary: { student_count: 2, average_percentage: 25, completed_count: 0, not_started_count: 1 },
      generated_at: '2026-03-05T08:00:00.000Z',
    };
    expect(renderReportCsv(report)).toBe(
      '\uFEFF' +
        'Mã sinh viên,Họ tên,Trạng thái tài khoản,Tiến độ học phần (%),Số bài đã hoàn thành,Chưa bắt đầu,Hoạt động gần nhất,Bài 1: Mô hình OSI (%),Bài 2: Sắp có (%)\r\n' +
        '1,"Phạm, Dũng",Đang hoạt động,50,0,Không,2026-03-05 14:07,50,\r\n' +
        '2,Vũ Hà,Ngừng hoạt động,0,0,Có,,0,\r\n',
    );
  });
});

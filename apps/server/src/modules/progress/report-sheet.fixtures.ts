import type { ReportLesson, ReportStudent } from '@netclass/shared';

/** A small report for the CSV and XLSX writers' tests. */
export const LESSONS: ReportLesson[] = [
  { id: 10, title: 'Mô hình OSI', order_num: 1, ready_material_count: 2, counted: true },
  { id: 11, title: 'Sắp có', order_num: 2, ready_material_count: 0, counted: false },
];

export const STUDENTS: ReportStudent[] = [
  {
    student_id: 1,
    name: 'Phạm, Dũng',
    status: 'active',
    progress_percentage: 50,
    completed_lesson_count: 0,
    lesson_percentages: [50, null],
    not_started: false,
    last_activity_at: '2026-03-05T07:07:00.000Z',
  },
  {
    student_id: 2,
    name: 'Vũ Hà',
    status: 'inactive',
    progress_percentage: 0,
    completed_lesson_count: 0,
    lesson_percentages: [0, null],
    not_started: true,
    last_activity_at: null,
  },
];

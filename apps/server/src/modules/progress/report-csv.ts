import { TIME_ZONE, type CourseReportResponse } from '@netclass/shared';

/** Makes Excel read the file as UTF-8 (Vietnamese names) instead of the system code page. */
const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes
 * doubled. A text starting like a formula (= + - @, tab, CR) gets a leading apostrophe
 * so a spreadsheet shows it instead of running it (OWASP CSV injection).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `2026-03-05 14:07` in Vietnam time: a spreadsheet reads it as a date-time. */
const formatTime = (iso: string | null) => (iso ? localTime.format(new Date(iso)) : null);

const STATUS = { active: 'Đang hoạt động', inactive: 'Ngừng hoạt động' } as const;

/**
 * The report as a spreadsheet: one row per student, one column per lesson (empty where
 * the lesson has no ready material), UTF-8 with BOM, CRLF line ends.
 */
export function renderReportCsv(report: CourseReportResponse): string {
  const header = [
    'Mã sinh viên',
    'Họ tên',
    'Trạng thái tài khoản',
    'Tiến độ học phần (%)',
    'Số bài đã hoàn thành',
    'Chưa bắt đầu',
    'Hoạt động gần nhất',
    ...report.lessons.map((lesson) => `Bài ${lesson.order_num}: ${lesson.title} (%)`),
  ];
  const rows = report.students.map((student) => [
    student.student_id,
    student.name,
    STATUS[student.status],
    student.progress_percentage,
    student.completed_lesson_count,
    student.not_started ? 'Có' : 'Không',
    formatTime(student.last_activity_at),
    ...student.lesson_percentages,
  ]);
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

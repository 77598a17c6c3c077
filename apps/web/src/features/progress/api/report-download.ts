import { apiPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export type ReportFormat = 'csv' | 'xlsx';
const ACCEPT: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/progress/course/{courseId}/report.csv or .xlsx (the whole class), saved under the server's file name. */
export const downloadCourseReport = (courseId: number, format: ReportFormat): Promise<void> =>
  downloadFile(
    apiPath(`/api/progress/course/{courseId}/report.${format}`, { courseId }),
    ACCEPT[format],
    `progress-${courseId}.${format}`,
  );

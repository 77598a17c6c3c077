import type { AssignmentSummary, StudentStatus, StoredFile } from '@netclass/shared';
import { presentPublication } from '../content/index.js';
import type { DownloadLink, FileStorage } from '../../storage/file-storage.js';
import { extensionOf } from '../../storage/http-file.js';
import type { AssignmentRow } from './access.js';

/** A stored file row (an assignment's attachment, a hand-in's file). */
export interface FileRow {
  id: number;
  storageKey: string;
  originalName: string;
  fileSize: number;
}

export const presentFile = (row: FileRow, link: DownloadLink): StoredFile => ({
  id: row.id,
  name: row.originalName,
  ext: extensionOf(row.originalName),
  size: row.fileSize,
  url: link.url,
  url_expires_at: link.expiresAt.toISOString(),
});

/** Files with their signed links (docs/decisions/004): handed out only after the caller's access check. */
export const presentFiles = (storage: FileStorage, rows: FileRow[]): Promise<StoredFile[]> =>
  Promise.all(rows.map(async (row) => presentFile(row, await storage.downloadLink(row.storageKey, row.originalName))));

export const presentSummary = (
  row: AssignmentRow,
  status: StudentStatus | null,
  canManage: boolean,
): AssignmentSummary => ({
  id: row.id,
  course_id: row.courseId,
  grade_category_id: row.categoryId,
  lesson_id: row.lessonId,
  title: row.title,
  due_at: row.dueAt.toISOString(),
  accepts_until: row.acceptsUntil?.toISOString() ?? null,
  max_points: row.maxPoints,
  status,
  can_manage: canManage,
  ...presentPublication(row),
});

import type { Material, MaterialExtension, PendingMaterial } from '@netclass/shared';
import type { materials } from '../../db/schema/index.js';
import type { DownloadLink } from '../../storage/file-storage.js';
import { presentPublication } from '../content/index.js';

type MaterialRow = typeof materials.$inferSelect;

function presentFields(row: MaterialRow) {
  return {
    id: row.id,
    title: row.title,
    lesson_id: row.lessonId,
    file_type: row.fileType,
    file_ext: row.fileExt as MaterialExtension,
    file_name: row.originalName,
    file_size: row.fileSize,
    order_num: row.orderNum,
    created_at: row.createdAt.toISOString(),
    ...presentPublication(row),
  };
}

/** A ready material, with the signed link that opens it (HTTP lists and socket events alike). Shared fields last: content/presenter.ts says why. */
export function presentMaterial(row: MaterialRow, link: DownloadLink): Material {
  return {
    file_path: `materials/${row.id}/${row.originalName}`,
    url: link.url,
    url_expires_at: link.expiresAt.toISOString(),
    ...presentFields(row),
  };
}

export function presentPendingMaterial(row: MaterialRow): PendingMaterial {
  return { status: 'pending', ...presentFields(row) };
}

import type { ClassAnnouncement } from '@netclass/shared';
import type { AnnouncementWithCourse } from '../../infra/domain-events.js';
import type { DownloadLink } from '../../storage/file-storage.js';
import { extensionOf } from '../../storage/http-file.js';

/** An announcement with the name of its course (null: for everyone). */
export type AnnouncementRow = AnnouncementWithCourse;

/**
 * A class announcement for one receiver: `link` opens its attachment (null without one),
 * `canManage` is whether the receiver may edit and delete it.
 */
export function presentAnnouncement(
  row: AnnouncementRow,
  link: DownloadLink | null,
  canManage: boolean,
): ClassAnnouncement {
  const attachment =
    link && row.attachmentName
      ? {
          name: row.attachmentName,
          ext: extensionOf(row.attachmentName),
          size: row.attachmentSize ?? 0,
          url: link.url,
          url_expires_at: link.expiresAt.toISOString(),
        }
      : null;
  return {
    id: row.id,
    content: row.content,
    file_attachment: attachment?.url ?? null,
    attachment,
    publisher: row.publisherName,
    publisher_id: row.publisherId,
    course_id: row.courseId,
    course_name: row.courseName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_manage: canManage,
  };
}

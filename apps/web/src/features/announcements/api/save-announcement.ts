import type { AnnouncementResponse, ClassAnnouncement } from '@netclass/shared';
import { api, apiPath, data } from '../../../lib/api-client';
import { sendWithProgress, type UploadProgress } from '../../../lib/send-with-progress';

export type { UploadProgress } from '../../../lib/send-with-progress';

export interface SaveAnnouncementInput {
  /** Absent: a new announcement. */
  id?: number;
  content: string;
  file?: File | null;
  /** Edit only: drop the current attachment (a new file replaces it anyway). */
  removeAttachment?: boolean;
  /** New only: the course it is for; absent or null: everyone. */
  courseId?: number | null;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/announcements (new) or PUT /api/announcements/{id} (edit). Without a file it is a
 * plain JSON call; with one, multipart with progress.
 */
export async function saveAnnouncement({
  id,
  content,
  file,
  removeAttachment,
  courseId,
  onProgress,
}: SaveAnnouncementInput): Promise<ClassAnnouncement> {
  const course = id === undefined && courseId ? { course_id: courseId } : {};
  if (!file) {
    const saved =
      id === undefined
        ? api.POST('/api/announcements', { body: { content, ...course } })
        : api.PUT('/api/announcements/{id}', {
            params: { path: { id } },
            body: { content, remove_attachment: removeAttachment === true },
          });
    return (await data<AnnouncementResponse>(saved)).announcement;
  }
  const method = id === undefined ? 'POST' : 'PUT';
  const url = id === undefined ? apiPath('/api/announcements', {}) : apiPath('/api/announcements/{id}', { id });
  const form = new FormData();
  form.append('content', content);
  if (course.course_id) form.append('course_id', String(course.course_id));
  if (id !== undefined && removeAttachment) form.append('remove_attachment', 'true');
  form.append('attachment', file, file.name);
  onProgress?.({ loaded: 0, total: file.size, percent: 0 });
  // The `content` field goes first: the server reads the fields before the file.
  const answer = await sendWithProgress<AnnouncementResponse>({
    method,
    url,
    body: form,
    size: file.size,
    auth: true,
    onProgress,
  });
  return answer.announcement;
}

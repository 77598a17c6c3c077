import type { AnnouncementResponse, ClassAnnouncement } from '@netclass/shared';
import { NetworkError, api, apiErrorOf, apiPath, data } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { endSession } from '../../../lib/session-expiry';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends the form as multipart with XMLHttpRequest, which reports upload progress: the
 * `content` field first, then the one file (the server reads the fields before the file).
 * No timeout: a large attachment takes as long as it takes.
 */
function sendMultipart(method: 'POST' | 'PUT', url: string, form: FormData, file: File, onProgress?: (progress: UploadProgress) => void) {
  return new Promise<ClassAnnouncement>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0 });
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((body as AnnouncementResponse).announcement);
        return;
      }
      if (xhr.status === 401) endSession('expired');
      reject(apiErrorOf(xhr.status, body, xhr.getResponseHeader('retry-after')));
    };
    xhr.onerror = () => reject(new NetworkError('unreachable'));
    xhr.send(form);
  });
}

/**
 * POST /api/announcements (new) or PUT /api/announcements/{id} (edit). Without a file it is a
 * plain JSON call; with one, multipart with progress.
 */
export async function saveAnnouncement({ id, content, file, removeAttachment, courseId, onProgress }: SaveAnnouncementInput): Promise<ClassAnnouncement> {
  const course = id === undefined && courseId ? { course_id: courseId } : {};
  if (!file) {
    const saved =
      id === undefined
        ? api.POST('/api/announcements', { body: { content, ...course } })
        : api.PUT('/api/announcements/{id}', { params: { path: { id } }, body: { content, remove_attachment: removeAttachment === true } });
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
  return sendMultipart(method, url, form, file, onProgress);
}

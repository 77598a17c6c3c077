import type { CreateMaterialResponse, Material, MaterialFileType } from '@netclass/shared';
import { NetworkError, api, apiErrorOf, data } from '../../../lib/api-client';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

/** The person cancelled the upload. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

/** The upload finished but the lesson's list has no such material (SPEC §5). */
export class MaterialNotSavedError extends Error {
  constructor() {
    super('Material not saved');
    this.name = 'MaterialNotSavedError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * PUTs the raw file to `url` with XMLHttpRequest, which, unlike fetch, reports upload
 * progress. No timeout: a large video takes as long as it takes. Aborting `signal` cancels.
 */
export function putFile(
  url: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Material> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0 });
    };
    xhr.onload = () => {
      done();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
        resolve((body as { material: Material }).material);
      } else {
        reject(apiErrorOf(xhr.status, body, xhr.getResponseHeader('retry-after')));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError('unreachable'));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadCancelledError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(file);
  });
}

export interface UploadMaterialInput {
  title: string;
  lessonId: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends the request that answers an upload address, then PUTs `file` there with progress. */
async function sendFileTo(
  ask: () => Promise<CreateMaterialResponse>,
  file: File,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
): Promise<Material> {
  let created: CreateMaterialResponse;
  try {
    created = await ask();
  } catch (error) {
    if (signal?.aborted) throw new UploadCancelledError();
    throw error;
  }
  onProgress?.({ loaded: 0, total: file.size, percent: 0 });
  return putFile(created.uploadUrl, file, { onProgress, signal });
}

/**
 * Creates the material (POST /api/materials: pending, answers `uploadUrl`), then PUTs the
 * file there. A refused, broken or cancelled transfer leaves nothing behind: the server
 * removes the pending material itself (and sweeps any left unused after a day).
 */
export function uploadMaterial({ title, lessonId, file, onProgress, signal }: UploadMaterialInput): Promise<Material> {
  return sendFileTo(
    () => data<CreateMaterialResponse>(api.POST('/api/materials', { body: { title, lesson_id: lessonId, file_name: file.name, file_size: file.size }, signal })),
    file,
    { onProgress, signal },
  );
}

/**
 * A new file for a ready material (POST /api/materials/{id}/file, docs/decisions/020), sent the
 * same way: readers keep the old file until the upload finishes; then the material, same id,
 * title, comments and completions, has the new one.
 */
export function replaceMaterialFile({ materialId, file, onProgress, signal }: Omit<UploadMaterialInput, 'title' | 'lessonId'> & { materialId: number }): Promise<Material> {
  return sendFileTo(
    () => data<CreateMaterialResponse>(api.POST('/api/materials/{id}/file', { params: { path: { id: materialId } }, body: { file_name: file.name, file_size: file.size }, signal })),
    file,
    { onProgress, signal },
  );
}

/** After an upload, the reloaded list must hold a material of that title and type (SPEC §5). */
export function isSaved(materials: readonly Pick<Material, 'title' | 'file_type'>[], expected: { title: string; file_type: MaterialFileType }): boolean {
  return materials.some((material) => material.title === expected.title && material.file_type === expected.file_type);
}

/** Reloads the list with `reload` and throws MaterialNotSavedError when the upload is not in it. */
export async function verifySaved(
  reload: () => Promise<readonly Pick<Material, 'title' | 'file_type'>[]>,
  expected: { title: string; file_type: MaterialFileType },
): Promise<void> {
  if (!isSaved(await reload(), expected)) throw new MaterialNotSavedError();
}

import type { CreateMaterialResponse, Material, MaterialFileType } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { sendWithProgress, UploadCancelledError, type UploadProgress } from '../../../lib/send-with-progress';

export { UploadCancelledError, type UploadProgress } from '../../../lib/send-with-progress';

/** The upload finished but the lesson's list has no such material (docs/product/messages.md#validation). */
export class MaterialNotSavedError extends Error {
  constructor() {
    super('Material not saved');
    this.name = 'MaterialNotSavedError';
  }
}

/** PUTs the raw file to a material's signed upload `url`, with progress (lib/send-with-progress.ts). */
export async function putFile(
  url: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Material> {
  const answer = await sendWithProgress<{ material: Material }>({
    method: 'PUT',
    url,
    body: file,
    size: file.size,
    contentType: file.type || 'application/octet-stream',
    onProgress,
    signal,
  });
  return answer.material;
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
    () =>
      data<CreateMaterialResponse>(
        api.POST('/api/materials', {
          body: { title, lesson_id: lessonId, file_name: file.name, file_size: file.size },
          signal,
        }),
      ),
    file,
    { onProgress, signal },
  );
}

/**
 * A new file for a ready material (POST /api/materials/{id}/file, docs/decisions/020), sent the
 * same way: readers keep the old file until the upload finishes; then the material, same id,
 * title, comments and completions, has the new one.
 */
export function replaceMaterialFile({
  materialId,
  file,
  onProgress,
  signal,
}: Omit<UploadMaterialInput, 'title' | 'lessonId'> & { materialId: number }): Promise<Material> {
  return sendFileTo(
    () =>
      data<CreateMaterialResponse>(
        api.POST('/api/materials/{id}/file', {
          params: { path: { id: materialId } },
          body: { file_name: file.name, file_size: file.size },
          signal,
        }),
      ),
    file,
    { onProgress, signal },
  );
}

/** After an upload, the reloaded list must hold a material of that title and type (docs/product/messages.md#validation). */
export function isSaved(
  materials: readonly Pick<Material, 'title' | 'file_type'>[],
  expected: { title: string; file_type: MaterialFileType },
): boolean {
  return materials.some((material) => material.title === expected.title && material.file_type === expected.file_type);
}

/** Reloads the list with `reload` and throws MaterialNotSavedError when the upload is not in it. */
export async function verifySaved(
  reload: () => Promise<readonly Pick<Material, 'title' | 'file_type'>[]>,
  expected: { title: string; file_type: MaterialFileType },
): Promise<void> {
  if (!isSaved(await reload(), expected)) throw new MaterialNotSavedError();
}

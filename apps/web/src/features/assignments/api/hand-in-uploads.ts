import { HAND_IN_UPLOAD_CHUNK_BYTES, type HandInResponse, type HandInUploadResponse } from '@netclass/shared';
import { api, apiPath, data } from '../../../lib/api-client';
import { uploadResumably, type ResumableTransport } from '../../../lib/resumable-upload';
import { sendWithProgress, UploadCancelledError, type UploadProgress } from '../../../lib/send-with-progress';

/** GET (the offset) and PUT (a piece, `Content-Range`) of one resumable hand-in upload. */
const transportOf = (uploadId: string, size: number): ResumableTransport => ({
  offset: async () =>
    (
      await data<HandInUploadResponse>(
        api.GET('/api/hand-in-uploads/{upload}', { params: { path: { upload: uploadId } } }),
      )
    ).upload.offset,
  send: async (piece, start, onSent, signal) =>
    (
      await sendWithProgress<HandInUploadResponse>({
        method: 'PUT',
        url: apiPath('/api/hand-in-uploads/{upload}', { upload: uploadId }),
        body: piece,
        size: piece.size,
        contentType: 'application/octet-stream',
        headers: { 'Content-Range': `bytes ${start}-${start + piece.size - 1}/${size}` },
        auth: true,
        onProgress: (progress) => onSent(progress.loaded),
        signal,
      })
    ).upload.offset,
});

/**
 * A hand-in's files, each sent resumably (docs/decisions/029: a dropped connection or an
 * offline spell resumes from the bytes the server has), one after another with one progress
 * bar over them all, then handed in as one version. A cancel drops the uploads started.
 */
export async function handInResumably(
  id: number,
  files: File[],
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<HandInResponse> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const report = (loaded: number) =>
    onProgress({ loaded, total, percent: total ? Math.min(100, Math.floor((loaded / total) * 100)) : 0 });
  const uploadIds: string[] = [];
  try {
    let before = 0;
    for (const file of files) {
      const { upload } = await data<HandInUploadResponse>(
        api.POST('/api/assignments/{id}/hand-in-uploads', {
          params: { path: { id } },
          body: { file_name: file.name, file_size: file.size },
        }),
      );
      uploadIds.push(upload.id);
      const done = before;
      await uploadResumably(file, transportOf(upload.id, file.size), {
        chunkBytes: HAND_IN_UPLOAD_CHUNK_BYTES,
        onProgress: (loaded) => report(done + loaded),
        signal,
      });
      before += file.size;
    }
    return await data<HandInResponse>(
      api.POST('/api/assignments/{id}/hand-ins/from-uploads', {
        params: { path: { id } },
        body: { upload_ids: uploadIds },
      }),
    );
  } catch (error) {
    if (error instanceof UploadCancelledError)
      await Promise.allSettled(
        uploadIds.map((uploadId) =>
          api.DELETE('/api/hand-in-uploads/{upload}', { params: { path: { upload: uploadId } } }),
        ),
      );
    throw error;
  }
}

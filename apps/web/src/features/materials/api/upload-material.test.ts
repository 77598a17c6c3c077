import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { buildMaterial } from '../../../test/content-fixtures';
import { FakeXhr } from '../../../test/fake-xhr';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import {
  MaterialNotSavedError,
  UploadCancelledError,
  isSaved,
  putFile,
  uploadMaterial,
  verifySaved,
} from './upload-material';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = 'video/mp4') => new File([new Uint8Array(size)], name, { type });

describe('putFile (XMLHttpRequest upload)', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('PUTs the raw file and reports progress in bytes and percent', async () => {
    const onProgress = vi.fn();
    const video = file('bai-giang.mp4', 4 * MB);
    const done = putFile('/api/uploads/tok', video, { onProgress });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/uploads/tok');
    expect(xhr.body).toBe(video);
    expect(xhr.headers['Content-Type']).toBe('video/mp4');

    xhr.progress(1 * MB, 4 * MB);
    xhr.progress(3 * MB, 4 * MB);
    expect(onProgress).toHaveBeenNthCalledWith(1, { loaded: 1 * MB, total: 4 * MB, percent: 25 });
    expect(onProgress).toHaveBeenNthCalledWith(2, { loaded: 3 * MB, total: 4 * MB, percent: 75 });

    const material = buildMaterial({ file_type: 'video', file_ext: 'mp4' });
    xhr.answer(200, { material });
    await expect(done).resolves.toEqual(material);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 4 * MB, total: 4 * MB, percent: 100 });
  });

  it('is cancelled through its signal', async () => {
    const controller = new AbortController();
    const done = putFile('/api/uploads/tok', file('a.mp4', 10), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadCancelledError);
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it("fails with the server's error text (materials answer `error`)", async () => {
    const done = putFile('/api/uploads/tok', file('a.mp4', 10));
    FakeXhr.last.answer(415, {
      error: 'Nội dung tệp không khớp với loại file.',
      message: 'Nội dung tệp không khớp với loại file.',
      code: 'UNSUPPORTED_TYPE',
    });
    const error = await done.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).serverMessage).toBe('Nội dung tệp không khớp với loại file.');
  });
});

describe('uploadMaterial', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    saveSession({ token: 'tok', role: 'teacher' });
  });
  afterEach(() => localStorage.clear());

  it('creates the material, then sends the file to the answered uploadUrl', async () => {
    const calls = stubFetchRoutes({
      'POST /api/materials': {
        status: 201,
        body: {
          material: { ...buildMaterial({ id: 9, file_type: 'video', file_ext: 'mp4' }), status: 'pending' },
          uploadUrl: '/api/uploads/signed',
          upload_expires_at: new Date().toISOString(),
        },
      },
    });
    const onProgress = vi.fn();
    const video = file('Bài 1.mp4', 2 * MB);
    const done = uploadMaterial({ title: 'Video bài 1', lessonId: 3, file: video, onProgress });
    await vi.waitFor(() => expect(FakeXhr.made() && FakeXhr.last.url).toBe('/api/uploads/signed'));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/materials',
      body: { title: 'Video bài 1', lesson_id: 3, file_name: 'Bài 1.mp4', file_size: 2 * MB },
    });
    expect(onProgress).toHaveBeenCalledWith({ loaded: 0, total: 2 * MB, percent: 0 });
    FakeXhr.last.progress(MB, 2 * MB);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: MB, total: 2 * MB, percent: 50 });
    FakeXhr.last.answer(200, { material: buildMaterial({ id: 9 }) });
    await expect(done).resolves.toMatchObject({ id: 9 });
  });
});

describe('the post-upload check (docs/product/messages.md#validation)', () => {
  const expected = { title: 'Slide chương 1', file_type: 'ppt' as const };

  it('accepts a list holding a material of that title and type', async () => {
    const reload = vi.fn(async () => [
      buildMaterial({ title: 'Khác' }),
      buildMaterial({ title: 'Slide chương 1', file_type: 'ppt' }),
    ]);
    await expect(verifySaved(reload, expected)).resolves.toBeUndefined();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('refuses when only the title or only the type matches', async () => {
    expect(isSaved([buildMaterial({ title: 'Slide chương 1', file_type: 'pdf' })], expected)).toBe(false);
    expect(isSaved([buildMaterial({ title: 'Slide chương 2', file_type: 'ppt' })], expected)).toBe(false);
    await expect(verifySaved(async () => [], expected)).rejects.toBeInstanceOf(MaterialNotSavedError);
  });
});

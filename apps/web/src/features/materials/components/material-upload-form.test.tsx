import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildMaterial } from '../../../test/content-fixtures';
import { FakeXhr } from '../../../test/fake-xhr';
import { stubFetchRoutes, tooFast } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { MaterialUploadForm } from './material-upload-form';

const created = {
  status: 201,
  body: {
    material: {
      ...buildMaterial({ id: 7, title: 'Slide', file_type: 'ppt', file_ext: 'pptx', file_name: 'slide.pptx' }),
      status: 'pending',
    },
    uploadUrl: '/api/uploads/signed',
    upload_expires_at: new Date().toISOString(),
  },
};

async function fillAndSend(fileName: string, title = 'Slide') {
  const user = userEvent.setup({ applyAccept: false });
  renderRoutes([{ path: '/', element: <MaterialUploadForm lessonId={3} /> }], '/');
  if (title) await user.type(screen.getByLabelText(/Tiêu đề tài liệu/), title);
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  if (fileName) await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], fileName));
  await user.click(screen.getByRole('button', { name: 'Tải lên' }));
}

const fileField = () => screen.getByRole('button', { name: /^Tệp/ });

describe('MaterialUploadForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('accepts only the material types', () => {
    renderRoutes([{ path: '/', element: <MaterialUploadForm lessonId={3} /> }], '/');
    expect(document.querySelector('input[type=file]')).toHaveAttribute(
      'accept',
      '.mp4,.pdf,.doc,.docx,.ppt,.pptx,.pka,.pkt',
    );
  });

  it('asks for a title and a file, each on its field', async () => {
    const calls = stubFetchRoutes({});
    await fillAndSend('', '');
    expect(screen.getByLabelText(/Tiêu đề tài liệu/)).toHaveAccessibleDescription(
      'Vui lòng nhập tiêu đề, chọn file và chọn bài học',
    );
    expect(fileField()).toHaveAccessibleDescription(/Vui lòng nhập tiêu đề, chọn file và chọn bài học/);
    expect(fileField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('refuses other file types on the file field before calling the server', async () => {
    const calls = stubFetchRoutes({});
    await fillAndSend('ghi-chu.txt');
    expect(fileField()).toHaveAccessibleDescription(/Loại file không hợp lệ\. Cho phép: video, pdf, word, ppt/);
    expect(calls).toHaveLength(0);
  });

  it('shows the progress in percent and MB, then checks the reloaded list', async () => {
    stubFetchRoutes({
      'POST /api/materials': created,
      'GET /api/materials?lesson_id=3': {
        body: {
          materials: [buildMaterial({ id: 7, title: 'Slide', file_type: 'ppt', file_ext: 'pptx' })],
          can_manage: true,
        },
      },
    });
    await fillAndSend('slide.pptx');
    await waitFor(() => expect(FakeXhr.made() && FakeXhr.last.url).toBe('/api/uploads/signed'));
    FakeXhr.last.progress(1.5 * 1024 * 1024, 3 * 1024 * 1024);
    expect(await screen.findByText('Đang tải lên: 50% (1.5 MB / 3.0 MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hủy tải lên' })).toBeInTheDocument();
    FakeXhr.last.answer(200, { material: buildMaterial({ id: 7 }) });
    expect(await screen.findByText('Đã tải lên tài liệu "Slide".')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tiêu đề tài liệu/)).toHaveValue('');
  });

  it('says the material was not saved when the reloaded list lacks it', async () => {
    stubFetchRoutes({
      'POST /api/materials': created,
      'GET /api/materials?lesson_id=3': { body: { materials: [], can_manage: true } },
    });
    await fillAndSend('slide.pptx');
    await waitFor(() => expect(FakeXhr.made() && FakeXhr.last.url).toBe('/api/uploads/signed'));
    FakeXhr.last.answer(200, { material: buildMaterial({ id: 7 }) });
    expect(await screen.findByText('Tài liệu không được lưu vào cơ sở dữ liệu')).toBeInTheDocument();
  });

  it("shows the server's error, or 'Lỗi khi tạo tài liệu!' without one", async () => {
    stubFetchRoutes({ 'POST /api/materials': { status: 500, body: {} } });
    await fillAndSend('slide.pptx');
    expect(await screen.findByText('Lỗi khi tạo tài liệu!')).toBeInTheDocument();
  });

  it('created too fast (429): says how long to wait and keeps the title and the file', async () => {
    stubFetchRoutes({ 'POST /api/materials': tooFast(20) });
    await fillAndSend('slide.pptx', 'Bài giảng tuần 5');
    expect(
      (await screen.findByText('Bạn gửi quá nhanh, vui lòng thử lại sau 20 giây.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByLabelText(/Tiêu đề tài liệu/)).toHaveValue('Bài giảng tuần 5');
    expect(screen.getByText('slide.pptx')).toBeInTheDocument();
    expect(FakeXhr.made()).toBe(false);
  });

  it("shows the server's `error` for a refused type on the file field", async () => {
    stubFetchRoutes({
      'POST /api/materials': {
        status: 415,
        body: {
          code: 'UNSUPPORTED_TYPE',
          message: 'Loại file không hợp lệ. Cho phép: video, pdf, word, ppt',
          error: 'Loại file không hợp lệ. Cho phép: video, pdf, word, ppt',
        },
      },
    });
    await fillAndSend('slide.pptx');
    await waitFor(() =>
      expect(fileField()).toHaveAccessibleDescription(/Loại file không hợp lệ\. Cho phép: video, pdf, word, ppt/),
    );
  });

  it('can be cancelled', async () => {
    stubFetchRoutes({ 'POST /api/materials': created });
    await fillAndSend('slide.pptx');
    await waitFor(() => expect(FakeXhr.made() && FakeXhr.last.url).toBe('/api/uploads/signed'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hủy tải lên' }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(await screen.findByText('Đã hủy tải lên.')).toBeInTheDocument();
  });

  describe('editing a material', () => {
    const slide = buildMaterial({
      id: 7,
      lesson_id: 3,
      title: 'Slide',
      file_type: 'ppt',
      file_ext: 'pptx',
      file_name: 'slide.pptx',
    });
    const renderEdit = (onSaved = vi.fn()) => {
      renderRoutes([{ path: '/', element: <MaterialUploadForm material={slide} onSaved={onSaved} /> }], '/');
      return { user: userEvent.setup({ applyAccept: false }), onSaved };
    };
    const listWith = (material: ReturnType<typeof buildMaterial>) => ({
      body: { materials: [material], can_manage: true },
    });

    it('renames without a file: one PATCH of the title, no upload, then onSaved', async () => {
      const calls = stubFetchRoutes({
        'PATCH /api/materials/7': { body: { material: { ...slide, title: 'Slide tuần 2' } } },
        'GET /api/materials?lesson_id=3': listWith({ ...slide, title: 'Slide tuần 2' }),
      });
      const { user, onSaved } = renderEdit();
      expect(screen.getByLabelText(/Tiêu đề tài liệu/)).toHaveValue('Slide');
      expect(fileField()).toHaveAccessibleDescription(/Để trống để giữ tệp hiện tại \(slide\.pptx\)/);
      await user.clear(screen.getByLabelText(/Tiêu đề tài liệu/));
      await user.type(screen.getByLabelText(/Tiêu đề tài liệu/), 'Slide tuần 2');
      await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
      expect(await screen.findByText('Đã lưu tài liệu "Slide tuần 2".')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PATCH')).toEqual({
        method: 'PATCH',
        url: '/api/materials/7',
        body: { title: 'Slide tuần 2' },
      });
      expect(FakeXhr.made()).toBe(false);
      expect(onSaved).toHaveBeenCalledOnce();
    });

    it('replaces the file through an upload address with progress, without renaming an unchanged title', async () => {
      const calls = stubFetchRoutes({
        'POST /api/materials/7/file': created,
        'GET /api/materials?lesson_id=3': listWith({
          ...slide,
          file_type: 'pdf',
          file_ext: 'pdf',
          file_name: 'slide.pdf',
        }),
      });
      const { user, onSaved } = renderEdit();
      const input = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!input) throw new Error('no file input');
      await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'slide.pdf'));
      await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
      await waitFor(() => expect(FakeXhr.made() && FakeXhr.last.url).toBe('/api/uploads/signed'));
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/materials/7/file']);
      expect(calls[0]?.body).toEqual({ file_name: 'slide.pdf', file_size: 2 * 1024 * 1024 });
      FakeXhr.last.progress(1024 * 1024, 2 * 1024 * 1024);
      expect(await screen.findByText('Đang tải lên: 50% (1.0 MB / 2.0 MB)')).toBeInTheDocument();
      FakeXhr.last.answer(200, { material: { ...slide, file_type: 'pdf' } });
      expect(await screen.findByText('Đã lưu tài liệu "Slide".')).toBeInTheDocument();
      expect(onSaved).toHaveBeenCalledOnce();
    });

    it("puts the server's title error on the title field and stays open", async () => {
      stubFetchRoutes({
        'PATCH /api/materials/7': {
          status: 400,
          body: { field: 'title', error: 'Tiêu đề tối đa 255 ký tự.', message: 'Tiêu đề tối đa 255 ký tự.' },
        },
      });
      const { user, onSaved } = renderEdit();
      await user.type(screen.getByLabelText(/Tiêu đề tài liệu/), ' mới');
      await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
      await waitFor(() =>
        expect(screen.getByLabelText(/Tiêu đề tài liệu/)).toHaveAccessibleDescription('Tiêu đề tối đa 255 ký tự.'),
      );
      expect(onSaved).not.toHaveBeenCalled();
    });
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildAnnouncement } from '../../../test/announcement-fixtures';
import { FakeXhr } from '../../../test/fake-xhr';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { AnnouncementForm, type CourseField } from './announcement-form';

const renderForm = () => renderRoutes([{ path: '/create', element: <AnnouncementForm /> }], '/create', { env: 'test' });

describe('AnnouncementForm', () => {
  beforeEach(async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('keeps submit disabled while the content is blank and says so (en)', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderForm();
    const submit = screen.getByRole('button', { name: 'Publish' });
    expect(submit).toBeDisabled();
    const content = screen.getByLabelText(/Announcement content/);
    await user.type(content, '   ');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Please enter the announcement content')).toBeInTheDocument();
    await user.type(content, 'Nghỉ học thứ Hai');
    expect(submit).toBeEnabled();
    expect(screen.queryByText('Please enter the announcement content')).toBeNull();
  });

  it('counts the content; past the limit, publishing is disabled and the counter says why', async () => {
    renderForm();
    const content = screen.getByLabelText(/Nội dung thông báo/);
    fireEvent.change(content, { target: { value: 'y'.repeat(5010) } });
    const submit = screen.getByRole('button', { name: 'Đăng thông báo' });
    expect(submit).toBeDisabled();
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Dài hơn giới hạn 10 ký tự, hãy rút gọn để gửi.5010/5000 ký tự',
    );
    fireEvent.change(content, { target: { value: 'y'.repeat(5000) } });
    expect(submit).toBeEnabled();
    expect(screen.getByText('5000/5000 ký tự')).toBeInTheDocument();
  });

  it('says it in Vietnamese by default', async () => {
    const user = userEvent.setup();
    renderForm();
    const content = screen.getByLabelText(/Nội dung thông báo/);
    await user.click(content);
    await user.tab();
    expect(screen.getByText('Vui lòng nhập nội dung thông báo')).toBeInTheDocument();
  });

  it('publishes text only as JSON', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({
      'POST /api/announcements': { status: 201, body: { announcement: buildAnnouncement({ id: 5 }) } },
    });
    renderForm();
    await user.type(screen.getByLabelText(/Nội dung thông báo/), '  Lịch thi giữa kỳ  ');
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ content: 'Lịch thi giữa kỳ' });
    expect(await screen.findByText('Đã đăng thông báo.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nội dung thông báo/)).toHaveValue('');
  });

  it('uploads a file as multipart, content first, with progress', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await user.type(screen.getByLabelText(/Nội dung thông báo/), 'Đề cương');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'de-cuong.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));

    await waitFor(() => expect(FakeXhr.made()).toBe(true));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/announcements');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['content', 'attachment']);
    expect(form.get('content')).toBe('Đề cương');
    expect((form.get('attachment') as File).name).toBe('de-cuong.pdf');

    xhr.progress(4, 8);
    expect(await screen.findByText(/Đang tải lên 50%/)).toBeInTheDocument();
    xhr.answer(201, { announcement: buildAnnouncement({ id: 6 }) });
    expect(await screen.findByText('Đã đăng thông báo.')).toBeInTheDocument();
    expect(screen.queryByText(/Đang tải lên/)).toBeNull();
  });

  it('shows the server message for a refused file on the file field', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await user.type(screen.getByLabelText(/Nội dung thông báo/), 'Video');
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'clip.mp4', { type: 'video/mp4' }),
    );
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    await waitFor(() => expect(FakeXhr.made()).toBe(true));
    FakeXhr.last.answer(413, { message: 'Tệp đính kèm vượt quá 50 MB.', code: 'PAYLOAD_TOO_LARGE' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Tệp đính kèm/ })).toHaveAccessibleDescription(
        /Tệp đính kèm vượt quá 50 MB\./,
      ),
    );
  });

  it('says on the file field when the file type is not allowed, before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderForm();
    await user.type(screen.getByLabelText(/Nội dung thông báo/), 'Tệp lạ');
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'virus.exe'));
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    expect(screen.getByRole('button', { name: /Tệp đính kèm/ })).toHaveAccessibleDescription(
      /Loại tệp đính kèm không hợp lệ/,
    );
    expect(FakeXhr.made()).toBe(false);
  });

  it('published too fast (429), with a file: says how long to wait and keeps the text and the file', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await user.type(screen.getByLabelText(/Nội dung thông báo/), 'Lịch thi cuối kỳ');
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'lich-thi.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    await waitFor(() => expect(FakeXhr.made()).toBe(true));
    FakeXhr.last.answer(
      429,
      { message: 'Bạn thao tác quá nhanh, vui lòng đợi một lát rồi thử lại.', code: 'RATE_LIMITED' },
      { 'Retry-After': '95' },
    );
    expect(
      (await screen.findByText('Bạn gửi quá nhanh, vui lòng thử lại sau 95 giây.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByLabelText(/Nội dung thông báo/)).toHaveValue('Lịch thi cuối kỳ');
    expect(screen.getByText('lich-thi.pdf')).toBeInTheDocument();
  });

  it('for one course: asks for the course, then sends it', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({
      'POST /api/announcements': { status: 201, body: { announcement: buildAnnouncement({ id: 6, course_id: 101 }) } },
    });
    const courseField: CourseField = ({ value, onChange, error }) => (
      <>
        <button type="button" onClick={() => onChange(101)}>
          {value === null ? 'Chọn 101' : `Đã chọn ${value}`}
        </button>
        {error && <p>{error}</p>}
      </>
    );
    renderRoutes([{ path: '/create', element: <AnnouncementForm courseField={courseField} /> }], '/create', {
      env: 'test',
    });
    await user.type(screen.getByLabelText(/Nội dung thông báo/), 'Thi giữa kỳ');
    await user.click(screen.getByText('Một học phần'));
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    expect(await screen.findByText('Vui lòng chọn học phần')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Chọn 101' }));
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ content: 'Thi giữa kỳ', course_id: 101 });
    await waitFor(() => expect(screen.getByLabelText(/Nội dung thông báo/)).toHaveValue(''));
  });
});

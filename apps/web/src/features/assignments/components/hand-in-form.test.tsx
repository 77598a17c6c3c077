import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assignment, StudentHandIns } from '@netclass/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render';
import { HandInForm } from './hand-in-form';

const mine: StudentHandIns = { student_id: 20210001, status: 'not_handed_in', extension: null, closes_at: '2026-12-03T03:00:00.000Z', open: true, versions: [] };
const assignment = {
  id: 7,
  course_id: 101,
  lesson_id: null,
  grade_category_id: null,
  title: 'Lab VLAN',
  due_at: '2026-12-01T16:59:00.000Z',
  accepts_until: '2026-12-03T03:00:00.000Z',
  max_points: 10,
  status: 'not_handed_in',
  can_manage: false,
  publication: 'published',
  publish_at: '2026-11-20T00:00:00.000Z',
  instructions: '',
  instructions_html: '',
  allowed_types: ['pkt', 'pdf'],
  max_file_mb: 20,
  rubric: null,
  files: [],
  mine,
  grades_released_at: null,
} satisfies Assignment;

const render = (handIns: StudentHandIns = mine) => renderRoutes([{ path: '/', element: <HandInForm assignment={assignment} mine={handIns} /> }], '/', { env: 'test' });
const chooseFiles = (files: File[]) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });

describe('HandInForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends every chosen file in one multipart POST with the bearer token, and shows the progress', async () => {
    render();
    expect(screen.getByText(`Nhận bài đến ${formatDateTime(mine.closes_at!)}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Tệp bài làm')).toHaveAccessibleDescription('Tối đa 10 tệp, mỗi tệp tối đa 20 MB: .pkt, .pdf');
    const pkt = new File([new Uint8Array(300)], 'lab.pkt');
    const pdf = new File(['%PDF-1.4'], 'bao-cao.pdf', { type: 'application/pdf' });
    chooseFiles([pkt, pdf]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nộp bài' }));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/assignments/7/hand-ins');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual(['lab.pkt', 'bao-cao.pdf']);
    xhr.progress(154, 308);
    expect(await screen.findByRole('progressbar', { name: 'Đang tải lên: 50%' })).toBeInTheDocument();
  });

  it("shows the server's refusal on the file field", async () => {
    render();
    chooseFiles([new File(['MZ'], 'lab.pkt')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nộp bài' }));
    FakeXhr.last.status = 415;
    FakeXhr.last.responseText = JSON.stringify({ code: 'UNSUPPORTED_TYPE', message: 'Nội dung tệp không khớp với loại file.' });
    FakeXhr.last.onload?.();
    await waitFor(() => expect(screen.getByLabelText('Tệp bài làm')).toHaveAccessibleDescription(/Nội dung tệp không khớp với loại file\./));
  });

  it('asks for a file before sending anything', async () => {
    render();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(screen.getByText('Vui lòng chọn ít nhất một tệp.')).toBeInTheDocument();
    expect(FakeXhr.made()).toBe(false);
  });

  it('offers "hand in again" after a version, and says when it is closed', () => {
    const version = { id: 1, version: 1, submitted_at: '2026-12-01T10:00:00.000Z', late: false, files: [] };
    const { unmount } = render({ ...mine, status: 'handed_in', versions: [version] });
    expect(screen.getByRole('button', { name: 'Nộp lại' })).toBeInTheDocument();
    unmount();
    render({ ...mine, open: false });
    expect(screen.getByText('Đã hết hạn nhận bài.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nộp bài' })).toBeNull();
  });
});

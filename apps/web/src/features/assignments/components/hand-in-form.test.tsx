import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assignment, StudentHandIns } from '@netclass/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { FakeXhr } from '../../../test/fake-xhr';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { HandInForm } from './hand-in-form';

const mine: StudentHandIns = {
  student_id: 20210001,
  status: 'not_handed_in',
  extension: null,
  closes_at: '2026-12-03T03:00:00.000Z',
  open: true,
  versions: [],
};
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

const render = (handIns: StudentHandIns = mine) =>
  renderRoutes([{ path: '/', element: <HandInForm assignment={assignment} mine={handIns} /> }], '/', { env: 'test' });
const chooseFiles = (files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });

describe('HandInForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubFetchRoutes({});
  });

  it('sends each chosen file resumably with the bearer token and the progress over all, then hands them in as one version', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const sizes = [300, 8];
    let started = 0;
    const calls = stubFetchRoutes({
      'POST /api/assignments/7/hand-in-uploads': (call) => ({
        status: 201,
        body: {
          upload: {
            id: ids[started],
            assignment_id: 7,
            file_name: (call.body as { file_name: string }).file_name,
            size: sizes[started++],
            offset: 0,
          },
        },
      }),
      [`GET /api/hand-in-uploads/${ids[0]}`]: {
        body: { upload: { id: ids[0], assignment_id: 7, file_name: 'lab.pkt', size: 300, offset: 0 } },
      },
      [`GET /api/hand-in-uploads/${ids[1]}`]: {
        body: { upload: { id: ids[1], assignment_id: 7, file_name: 'bao-cao.pdf', size: 8, offset: 0 } },
      },
      'POST /api/assignments/7/hand-ins/from-uploads': {
        status: 201,
        body: {
          hand_in: { id: 1, version: 1, submitted_at: '2026-12-01T10:00:00.000Z', late: false, files: [] },
          status: 'handed_in',
        },
      },
    });
    render();
    expect(screen.getByText(`Nhận bài đến ${formatDateTime(mine.closes_at!)}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Tệp bài làm')).toHaveAccessibleDescription(
      'Tối đa 10 tệp, mỗi tệp tối đa 20 MB: .pkt, .pdf',
    );
    chooseFiles([
      new File([new Uint8Array(300)], 'lab.pkt'),
      new File(['%PDF-1.4'], 'bao-cao.pdf', { type: 'application/pdf' }),
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nộp bài' }));

    await waitFor(() => expect(FakeXhr.last.url).toBe(`/api/hand-in-uploads/${ids[0]}`));
    const first = FakeXhr.last;
    expect(first.method).toBe('PUT');
    expect(first.headers.Authorization).toBe('Bearer tok');
    expect(first.headers['Content-Range']).toBe('bytes 0-299/300');
    first.progress(154, 300);
    expect(await screen.findByRole('progressbar', { name: 'Đang tải lên: 50%' })).toBeInTheDocument();
    first.answer(200, { upload: { id: ids[0], assignment_id: 7, file_name: 'lab.pkt', size: 300, offset: 300 } });
    await waitFor(() => expect(FakeXhr.last.url).toBe(`/api/hand-in-uploads/${ids[1]}`));
    expect(FakeXhr.last.headers['Content-Range']).toBe('bytes 0-7/8');
    FakeXhr.last.answer(200, {
      upload: { id: ids[1], assignment_id: 7, file_name: 'bao-cao.pdf', size: 8, offset: 8 },
    });
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: 'POST',
        url: '/api/assignments/7/hand-ins/from-uploads',
        body: { upload_ids: ids },
      }),
    );
  });

  it("shows the server's refusal on the file field", async () => {
    stubFetchRoutes({
      'POST /api/assignments/7/hand-in-uploads': {
        status: 415,
        body: { code: 'UNSUPPORTED_TYPE', message: 'Loại tệp này không được nộp cho bài tập này.' },
      },
    });
    render();
    chooseFiles([new File(['MZ'], 'lab.exe')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nộp bài' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tệp bài làm')).toHaveAccessibleDescription(
        /Loại tệp này không được nộp cho bài tập này\./,
      ),
    );
  });

  it('asks for a file before sending anything', async () => {
    render();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(screen.getByText('Vui lòng chọn ít nhất một tệp.')).toBeInTheDocument();
    expect(FakeXhr.made()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
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

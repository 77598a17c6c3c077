import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRADE_MESSAGES, type GradeResponse } from '@netclass/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { GradeForm } from './grade-form';

const releasedAt = '2026-11-20T00:00:00.000Z';
const assignment = { id: 7, rubric: null, max_points: 10, grades_released_at: releasedAt };
const graded: GradeResponse = {
  grade: {
    points: 6,
    levels: [],
    comment: 'Tốt',
    returned: false,
    student_id: 5,
    graded_by: { id: 1, name: 'Cô Lan' },
    graded_at: '2026-11-19T00:00:00.000Z',
    feedback: null,
  },
  released_at: releasedAt,
  audit: [],
};
const render = () =>
  renderRoutes([{ path: '/', element: <GradeForm assignment={assignment} studentId={5} name="An" /> }], '/', {
    env: 'test',
  });

describe('GradeForm after the release', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it.each([
    ['vi', 'Vui lòng nhập lý do thay đổi: sinh viên đã thấy điểm này.'],
    ['en', 'Please give a reason for the change: the student has seen this grade.'],
  ])(
    'a changed released grade with no reason shows the app’s own message (%s), not the browser’s, and sends nothing',
    async (language, message) => {
      await i18n.changeLanguage(language);
      const calls = stubFetchRoutes({ 'GET /api/assignments/7/grades/5': { body: graded } });
      render();
      const points = await screen.findByRole('textbox', { name: /10/ });
      await userEvent.clear(points);
      await userEvent.type(points, '8');
      const reason = screen.getByRole('textbox', {
        name: language === 'vi' ? /Lý do thay đổi/ : /Reason for the change/,
      });
      expect(reason).not.toBeRequired();
      await userEvent.click(screen.getByRole('button', { name: language === 'vi' ? 'Lưu điểm' : 'Save grade' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    },
    20_000,
  );

  it('a first grade after the release asks no reason and says it is shown to the student at once', async () => {
    const calls = stubFetchRoutes({
      'GET /api/assignments/7/grades/5': { body: { grade: null, released_at: releasedAt, audit: [] } },
      'PUT /api/assignments/7/grades/5': { body: graded },
    });
    render();
    expect(
      await screen.findByText('Điểm đã công bố: điểm bạn chấm bây giờ hiển thị ngay cho sinh viên.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Lý do thay đổi/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /10/ }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu điểm' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ points: 6, reason: null }),
    );
  }, 20_000);

  it('a reason past its 500 characters is said under the reason field (the shared schema), and nothing is sent', async () => {
    const calls = stubFetchRoutes({ 'GET /api/assignments/7/grades/5': { body: graded } });
    render();
    const reason = await screen.findByRole('textbox', { name: /Lý do thay đổi/ });
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    await userEvent.click(screen.getByRole('button', { name: 'Lưu điểm' }));
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason).toHaveAccessibleDescription(/^Lý do tối đa 500 ký tự\./);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 20_000);

  it("puts the server's refusal of the points beside the points field, not in a general alert", async () => {
    stubFetchRoutes({
      'GET /api/assignments/7/grades/5': { body: graded },
      'PUT /api/assignments/7/grades/5': {
        status: 400,
        body: { code: 'VALIDATION', field: 'points', message: GRADE_MESSAGES.pointsInvalid },
      },
    });
    render();
    const points = await screen.findByRole('textbox', { name: /10/ });
    await userEvent.type(screen.getByRole('textbox', { name: /Lý do thay đổi/ }), 'Phúc khảo');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu điểm' }));
    await expect.poll(() => points.getAttribute('aria-invalid')).toBe('true');
    expect(points).toHaveAccessibleDescription('Điểm phải từ 0 đến điểm tối đa của bài tập.');
    expect(screen.getAllByText('Điểm phải từ 0 đến điểm tối đa của bài tập.')).toHaveLength(1);
  }, 20_000);
});

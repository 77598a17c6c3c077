import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_AUTHORING_MESSAGES } from '@netclass/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { QuizSettingsForm } from './quiz-settings-form';

const render = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: <QuizSettingsForm courseId={4} lessons={[]} gradeCategories={[]} onSaved={vi.fn()} />,
      },
    ],
    '/',
    { env: 'test' },
  );

describe('QuizSettingsForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it("puts the server's refusal of the time limit (in seconds) beside the limit asked in minutes", async () => {
    stubFetchRoutes({
      'POST /api/courses/4/quizzes': {
        status: 400,
        body: { code: 'VALIDATION', field: 'time_limit_seconds', message: QUIZ_AUTHORING_MESSAGES.timeLimitInvalid },
      },
    });
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: /Tên bài kiểm tra/ }), 'Kiểm tra OSPF');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    const limit = screen.getByRole('textbox', { name: 'Thời gian làm bài (phút)' });
    await expect.poll(() => limit.getAttribute('aria-invalid')).toBe('true');
    expect(limit).toHaveAccessibleDescription(/^Thời gian làm bài phải từ 1 phút đến 24 giờ\./);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);
});

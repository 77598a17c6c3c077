import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_AUTHORING_MESSAGES } from '@netclass/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { QuizAllowances } from './quiz-allowances';

const LIST = 'GET /api/quizzes/3/allowances?page=1';
const PUT = 'PUT /api/quizzes/3/allowances/5';
const empty = { allowances: [], total: 0, page: 1, limit: 20 };
const studentSearch = async () => ({ members: [{ user_id: 5, name: 'An' }] });
const render = () =>
  renderRoutes([{ path: '/', element: <QuizAllowances quizId={3} studentSearch={studentSearch} /> }], '/', {
    env: 'test',
  });

async function chooseStudent() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Sinh viên' }));
  await userEvent.click(await screen.findByRole('option', { name: 'An (5)' }));
}

describe('QuizAllowances', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it('gives the extra time in seconds and the extra attempts to the student chosen', async () => {
    const calls = stubFetchRoutes({
      [LIST]: { body: empty },
      [PUT]: { body: { student_id: 5, name: 'An', extra_seconds: 900, extra_attempts: 1, granted_at: '' } },
    });
    render();
    await chooseStudent();
    const minutes = screen.getByRole('textbox', { name: 'Thêm phút' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '15');
    await userEvent.type(screen.getByRole('textbox', { name: 'Thêm lượt' }), '{backspace}1');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ extra_seconds: 900, extra_attempts: 1 }),
    );
  }, 20_000);

  it('says under the extra minutes that an empty time is not one (the shared schema), and sends nothing', async () => {
    const calls = stubFetchRoutes({ [LIST]: { body: empty } });
    render();
    await chooseStudent();
    const minutes = screen.getByRole('textbox', { name: 'Thêm phút' });
    await userEvent.clear(minutes);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await expect.poll(() => minutes.getAttribute('aria-invalid')).toBe('true');
    expect(minutes).toHaveAccessibleDescription('Thời gian cộng thêm phải từ 0 đến 24 giờ.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 20_000);

  it("puts the server's refusal of the extra time beside the minutes it was asked in", async () => {
    stubFetchRoutes({
      [LIST]: { body: empty },
      [PUT]: {
        status: 400,
        body: { code: 'VALIDATION', field: 'extra_seconds', message: QUIZ_AUTHORING_MESSAGES.extraTimeInvalid },
      },
    });
    render();
    await chooseStudent();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    const minutes = screen.getByRole('textbox', { name: 'Thêm phút' });
    await expect.poll(() => minutes.getAttribute('aria-invalid')).toBe('true');
    expect(minutes).toHaveAccessibleDescription('Thời gian cộng thêm phải từ 0 đến 24 giờ.');
    expect(screen.getAllByText('Thời gian cộng thêm phải từ 0 đến 24 giờ.')).toHaveLength(1);
  }, 20_000);
});

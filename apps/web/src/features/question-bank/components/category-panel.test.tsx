import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTION_BANK_MESSAGES } from '@netclass/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { CategoryPanel } from './category-panel';

const CATEGORIES = '/api/courses/4/question-categories';
const render = (onSelect = vi.fn()) =>
  renderRoutes([{ path: '/', element: <CategoryPanel courseId={4} selected={null} onSelect={onSelect} /> }], '/', {
    env: 'test',
  });

describe('CategoryPanel’s name form', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it('adds a category by its name and selects it', async () => {
    const onSelect = vi.fn();
    const calls = stubFetchRoutes({
      [`GET ${CATEGORIES}`]: { body: { categories: [] } },
      [`POST ${CATEGORIES}`]: { body: { category: { id: 9, name: 'Định tuyến', question_count: 0 } } },
    });
    render(onSelect);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tên nhóm mới' }), 'Định tuyến');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nhóm' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(9));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Định tuyến' });
  }, 20_000);

  it('says under the name that it is needed (the shared schema), and sends nothing', async () => {
    const calls = stubFetchRoutes({ [`GET ${CATEGORIES}`]: { body: { categories: [] } } });
    render();
    const name = await screen.findByRole('textbox', { name: 'Tên nhóm mới' });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nhóm' }));
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription('Vui lòng nhập tên nhóm câu hỏi.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 20_000);

  it("puts the server's refusal beside the name", async () => {
    stubFetchRoutes({
      [`GET ${CATEGORIES}`]: { body: { categories: [] } },
      [`POST ${CATEGORIES}`]: {
        status: 409,
        body: { code: 'CONFLICT', message: QUESTION_BANK_MESSAGES.categoryNameTaken },
      },
    });
    render();
    const name = await screen.findByRole('textbox', { name: 'Tên nhóm mới' });
    await userEvent.type(name, 'Định tuyến');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nhóm' }));
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription('Học phần đã có nhóm câu hỏi với tên này.');
  }, 20_000);
});

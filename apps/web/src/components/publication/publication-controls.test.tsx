import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLICATION_MESSAGES, renderMessage } from '@netclass/shared';
import { i18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { PublicationControls } from './publication-controls';

const draft = { id: 7, publication: 'draft' as const, publish_at: null };
const render = (item: { id: number; publication: 'draft' | 'scheduled' | 'published'; publish_at: string | null }) =>
  renderRoutes([{ path: '/', element: <PublicationControls kind="lesson" item={item} name="Định tuyến" /> }], '/');

describe('PublicationControls', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a draft: its badge, and "publish now" sends {state: published}', async () => {
    const calls = stubFetchRoutes({
      'PUT /api/lessons/7/publication': {
        body: {
          publication: 'published',
          publish_at: '2026-09-01T01:00:00.000Z',
          message: renderMessage(PUBLICATION_MESSAGES.published),
        },
      },
    });
    render(draft);
    expect(screen.getByText('Nháp')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xuất bản ngay "Định tuyến"' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', url: '/api/lessons/7/publication', body: { state: 'published' } }),
    );
    expect(await screen.findByText('Đã xuất bản "Định tuyến".')).toBeInTheDocument();
  });

  it('scheduling asks for a time before sending anything', async () => {
    const calls = stubFetchRoutes({});
    render(draft);
    await userEvent.click(screen.getByRole('button', { name: 'Lên lịch xuất bản "Định tuyến"' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu lịch' }));
    expect(await screen.findByText('Vui lòng chọn thời điểm xuất bản.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  }, 20_000);

  it('says under the time field that a time is needed', async () => {
    stubFetchRoutes({});
    render(draft);
    await userEvent.click(screen.getByRole('button', { name: 'Lên lịch xuất bản "Định tuyến"' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu lịch' }));
    const field = screen.getByRole('textbox', { name: /Thời điểm xuất bản/ });
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveAccessibleDescription(/Vui lòng chọn thời điểm xuất bản\./);
  }, 20_000);

  it("puts the server's refusal of the time beside the time field, in the dialog", async () => {
    stubFetchRoutes({
      'PUT /api/lessons/7/publication': {
        status: 400,
        body: { code: 'VALIDATION', field: 'publish_at', message: PUBLICATION_MESSAGES.publishAtPast },
      },
    });
    render(draft);
    await userEvent.click(screen.getByRole('button', { name: 'Lên lịch xuất bản "Định tuyến"' }));
    const field = await screen.findByRole('textbox', { name: /Thời điểm xuất bản/ });
    await userEvent.click(field);
    await userEvent.paste('05/03/2099 08:30');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu lịch' }));
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveAccessibleDescription(/Thời điểm xuất bản phải ở tương lai\./);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 20_000);

  it('a time typed in the past is refused with a message, not moved to now and sent; a later one typed is sent', async () => {
    const calls = stubFetchRoutes({
      'PUT /api/lessons/7/publication': {
        body: {
          publication: 'scheduled',
          publish_at: '2099-03-05T01:30:00.000Z',
          message: renderMessage(PUBLICATION_MESSAGES.scheduled),
        },
      },
    });
    render(draft);
    await userEvent.click(screen.getByRole('button', { name: 'Lên lịch xuất bản "Định tuyến"' }));
    const field = await screen.findByRole('textbox', { name: /Thời điểm xuất bản/ });
    await userEvent.click(field);
    await userEvent.paste('01/01/2020 08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu lịch' }));
    expect(await screen.findByText(/Thời điểm này đã qua/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('05/03/2099 08:30');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu lịch' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/lessons/7/publication',
        body: { state: 'scheduled', publish_at: '2099-03-05T08:30:00' },
      }),
    );
  }, 20_000);

  it('scheduled: its time on the badge, and "cancel schedule" takes it back to draft; the refusal of the server is shown', async () => {
    const calls = stubFetchRoutes({
      'PUT /api/lessons/7/publication': {
        status: 409,
        body: { message: renderMessage(PUBLICATION_MESSAGES.alreadyPublished), code: 'ALREADY_PUBLISHED' },
      },
    });
    render({ id: 7, publication: 'scheduled', publish_at: '2026-12-01T01:30:00.000Z' });
    expect(screen.getByText(/^Đã lên lịch · .*01\/12\/2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hủy lịch xuất bản "Định tuyến" (về bản nháp)' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', url: '/api/lessons/7/publication', body: { state: 'draft' } }),
    );
    expect(await screen.findByText(renderMessage(PUBLICATION_MESSAGES.alreadyPublished))).toBeInTheDocument();
  });

  it('published: the badge only', () => {
    render({ id: 7, publication: 'published', publish_at: '2026-09-01T01:00:00.000Z' });
    expect(screen.getByText('Đã xuất bản')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xuất bản ngay|Lên lịch|Hủy lịch/ })).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnnouncementListResponse } from '@netclass/shared';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildAnnouncement } from '../../../test/announcement-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { AnnouncementAdminList } from './announcement-admin-list';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const LIST = 'GET /api/announcements?limit=20';
const page = (body: Partial<AnnouncementListResponse>) => ({
  body: { announcements: [], next_cursor: null, can_create: true, ...body },
});
const renderList = () =>
  renderRoutes(
    [{ path: '/admin-dashboard/announcements/list', element: <AnnouncementAdminList /> }],
    '/admin-dashboard/announcements/list',
    { env: 'test' },
  );
const rowIds = () =>
  screen
    .getAllByTestId(/^announcement-row-/)
    .map((row) => Number(row.dataset.testid?.replace('announcement-row-', '')));
const fire = (event: string, payload: unknown) => act(() => fakeSocket.fire(event, payload));

describe('AnnouncementAdminList', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession({ token: 'tok', role: 'teacher' });
    fakeSocket.reset();
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('shows id, content as text, attachment link, publisher or unknown, Vietnamese date', async () => {
    stubFetchRoutes({
      [LIST]: page({
        announcements: [
          buildAnnouncement({
            id: 2,
            content: 'Lịch thi <script>alert(1)</script>',
            attachment: {
              name: 'de-cuong.pdf',
              ext: 'pdf',
              size: 2048,
              url: '/api/files/abc/de-cuong.pdf',
              url_expires_at: '2099-01-01T00:00:00.000Z',
            },
            created_at: '2026-05-14T13:05:00.000Z',
          }),
          buildAnnouncement({ id: 1, publisher: null, can_manage: false }),
        ],
      }),
    });
    renderList();
    const first = await screen.findByTestId('announcement-row-2');
    expect(within(first).getByText('Lịch thi <script>alert(1)</script>')).toBeInTheDocument();
    expect(first.querySelector('script')).toBeNull();
    const link = within(first).getByRole('link', { name: 'de-cuong.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/abc/de-cuong.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // 20:05 in Vietnam, 24-hour.
    expect(within(first).getByText('20:05 14/05/2026')).toBeInTheDocument();
    const second = screen.getByTestId('announcement-row-1');
    expect(within(second).getByText('unknown')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit announcement #1' })).toBeDisabled();
    expect(within(second).getByRole('button', { name: 'Delete announcement #1' })).toBeDisabled();
  });

  it('shows the empty and the error states in the spec words', async () => {
    stubFetchRoutes({ [LIST]: page({}) });
    const { unmount } = renderList();
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
    unmount();
    stubFetchRoutes({ [LIST]: { status: 500, body: { message: 'boom' } } });
    renderList();
    expect(await screen.findByText('Cannot load announcements. Please try again later.')).toBeInTheDocument();
  });

  it('puts new and updated announcements on top and drops deleted ones, live', async () => {
    stubFetchRoutes({ [LIST]: page({ announcements: [buildAnnouncement({ id: 2 }), buildAnnouncement({ id: 1 })] }) });
    renderList();
    await screen.findByTestId('announcement-row-2');
    fire('newAnnouncement', { scope: 'class', announcement: buildAnnouncement({ id: 3, content: 'Mới' }) });
    await waitFor(() => expect(rowIds()).toEqual([3, 2, 1]));
    // The user-scope event of the same name is the bell's, not this list's.
    fire('newAnnouncement', { scope: 'user', notification: { id: 9 } });
    fire('announcementUpdated', { scope: 'class', announcement: buildAnnouncement({ id: 1, content: 'Đã sửa' }) });
    await waitFor(() => expect(rowIds()).toEqual([1, 3, 2]));
    expect(screen.getByText('Đã sửa')).toBeInTheDocument();
    fire('newAnnouncement', { scope: 'class', announcement: buildAnnouncement({ id: 1, content: 'Đã sửa' }) });
    expect(rowIds()).toEqual([1, 3, 2]);
    fire('announcementDeleted', { scope: 'class', id: 3 });
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
  });

  it('edits one announcement at a time, inline, and saves with PUT', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({
      [LIST]: page({
        announcements: [buildAnnouncement({ id: 2, content: 'Hai' }), buildAnnouncement({ id: 1, content: 'Một' })],
      }),
      'PUT /api/announcements/1': { body: { announcement: buildAnnouncement({ id: 1, content: 'Một (sửa)' }) } },
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit announcement #2' }));
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Edit announcement #2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit announcement #1' }));
    expect(screen.getAllByRole('form')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Edit announcement #1' });

    const content = within(form).getByLabelText(/Announcement content/);
    await user.clear(content);
    expect(within(form).getByText('Please enter the announcement content')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(content, 'Một (sửa)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      content: 'Một (sửa)',
      remove_attachment: false,
    });
    expect(rowIds()).toEqual([1, 2]);

    await user.click(screen.getByRole('button', { name: 'Edit announcement #2' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({
      [LIST]: page({ announcements: [buildAnnouncement({ id: 2 }), buildAnnouncement({ id: 1 })] }),
      'DELETE /api/announcements/2': { body: { message: 'Đã xóa thông báo.' } },
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete announcement #2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure you want to delete announcement #2/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowIds()).toEqual([1]));
  });

  it('loads older pages with the cursor', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({
      [LIST]: page({ announcements: [buildAnnouncement({ id: 30 })], next_cursor: 30 }),
      'GET /api/announcements?limit=20&before=30': page({ announcements: [buildAnnouncement({ id: 29 })] }),
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowIds()).toEqual([30, 29]));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

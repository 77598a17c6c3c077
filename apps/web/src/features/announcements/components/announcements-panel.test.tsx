import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildAnnouncement } from '../../../test/announcement-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { AnnouncementsPanel } from './announcements-panel';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

describe('AnnouncementsPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
    fakeSocket.reset();
  });

  it('shows content, attachment and publisher; the posting date when a row is opened; live', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({
      'GET /api/announcements?limit=20': {
        body: {
          announcements: [
            buildAnnouncement({
              id: 1,
              content: 'Lịch thi',
              publisher: null,
              can_manage: false,
              created_at: '2026-05-14T02:30:00.000Z',
              updated_at: '2026-05-14T02:30:00.000Z',
            }),
          ],
          next_cursor: null,
          can_create: false,
        },
      },
    });
    renderRoutes([{ path: '/dashboard', element: <AnnouncementsPanel /> }], '/dashboard', { env: 'test' });
    const row = await screen.findByTestId('announcement-1');
    expect(within(row).getByText('Lịch thi')).toBeInTheDocument();
    expect(within(row).getByText('không rõ')).toBeInTheDocument();
    expect(within(row).getByText('Không có')).toBeInTheDocument();
    expect(screen.queryByText(/Ngày đăng:/)).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Xem ngày đăng' }));
    expect(screen.getByText('Ngày đăng: 09:30 14/05/2026')).toBeInTheDocument();

    act(() =>
      fakeSocket.fire('newAnnouncement', {
        scope: 'class',
        announcement: buildAnnouncement({ id: 2, content: 'Nghỉ học' }),
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId(/^announcement-\d+$/).map((item) => item.dataset.testid)).toEqual([
        'announcement-2',
        'announcement-1',
      ]),
    );
  });
});

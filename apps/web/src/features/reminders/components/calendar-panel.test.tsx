import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DueItem, Reminder } from '@netclass/shared';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildReminder } from '../../../test/announcement-fixtures';
import { stubFetchRoutes, tooFast, type FetchCall } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { CalendarPanel } from './calendar-panel';

const USER = 20210001;
const renderPanel = () =>
  renderRoutes([{ path: '/dashboard', element: <CalendarPanel userId={USER} /> }], '/dashboard', { env: 'test' });
const deadlinesRoute = (month: number, year: number, deadlines: DueItem[] = []) => ({
  [`GET /api/deadlines?month=${month}&year=${year}`]: { body: { deadlines } },
});
const monthRoute = (month: number, year: number, reminders: Reminder[] = []) => ({
  [`GET /api/reminders/${USER}/${month}/${year}`]: { body: { reminders } },
  ...deadlinesRoute(month, year),
});
const gets = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET').map((call) => call.url);
const day = (iso: string) => document.querySelector(`[data-day="${iso}"]`) as HTMLElement;

describe('CalendarPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
    // 10:00 on 14 May 2026 in Vietnam; only the clock is fake.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('shows the Vietnamese month, CN…T7 headers, today highlighted and days with notes marked', async () => {
    stubFetchRoutes(
      monthRoute(5, 2026, [
        buildReminder({ id: 1, schedule_date: '2026-05-20' }),
        buildReminder({ id: 2, schedule_date: '2026-05-20' }),
      ]),
    );
    renderPanel();
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('Tháng 5 năm 2026');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
    expect(day('2026-05-14')).toHaveAttribute('aria-current', 'date');
    expect(day('2026-05-14')).toHaveAttribute('data-today');
    expect(day('2026-05-13')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(day('2026-05-20')).toHaveAttribute('data-has-notes'));
    expect(day('2026-05-20')).toHaveAccessibleName('20 tháng 5 năm 2026, 2 ghi chú');
    expect(day('2026-05-21')).not.toHaveAttribute('data-has-notes');
  });

  it('a day with a deadline and no note lists the deadline when clicked, not "no notes"', async () => {
    const user = userEvent.setup();
    const due: DueItem = {
      kind: 'assignment',
      assignment_id: 9,
      quiz_id: null,
      moment: 'due',
      title: 'Lab 3: VLAN',
      course_id: 2,
      course_name: 'Mạng máy tính',
      due_at: '2026-05-31T16:30:00.000Z',
    };
    stubFetchRoutes({ ...monthRoute(5, 2026), ...deadlinesRoute(5, 2026, [due]) });
    renderPanel();
    await waitFor(() => expect(day('2026-05-31')).toHaveAttribute('data-has-deadlines'));
    await user.click(day('2026-05-31'));
    const modal = await screen.findByRole('dialog', { name: 'Ghi chú ngày 31/05/2026' }, { timeout: 10_000 });
    expect(within(modal).getByRole('link', { name: 'Lab 3: VLAN' })).toHaveAttribute('href', '/assignment/9');
    expect(within(modal).getByText('Hạn 23:30 31/05/2026 · Mạng máy tính')).toBeInTheDocument();
    expect(within(modal).queryByText('Không có ghi chú nào trong ngày này.')).not.toBeInTheDocument();
  }, 20_000);

  it('marks the days with deadlines apart from notes, on Vietnam’s day, and lists them linking to the assignment', async () => {
    // 23:30 on 31 May in Vietnam is still May there.
    const due: DueItem = {
      kind: 'assignment',
      assignment_id: 9,
      quiz_id: null,
      moment: 'due',
      title: 'Lab 3: VLAN',
      course_id: 2,
      course_name: 'Mạng máy tính',
      due_at: '2026-05-31T16:30:00.000Z',
    };
    stubFetchRoutes({ ...monthRoute(5, 2026), ...deadlinesRoute(5, 2026, [due]) });
    renderPanel();
    await waitFor(() => expect(day('2026-05-31')).toHaveAttribute('data-has-deadlines'));
    expect(day('2026-05-31')).not.toHaveAttribute('data-has-notes');
    expect(day('2026-05-31')).toHaveAccessibleName('31 tháng 5 năm 2026, 1 hạn nộp bài');
    const list = screen.getByRole('region', { name: 'Hạn nộp bài trong tháng' });
    expect(within(list).getByRole('link', { name: 'Lab 3: VLAN' })).toHaveAttribute('href', '/assignment/9');
    expect(within(list).getByText('Hạn 23:30 31/05/2026 · Mạng máy tính')).toBeInTheDocument();
  });

  it('asks the API for months 1-12 while navigating (0-11 inside)', async () => {
    vi.setSystemTime(new Date('2026-01-10T03:00:00Z'));
    const user = userEvent.setup();
    const calls = stubFetchRoutes({ ...monthRoute(1, 2026), ...monthRoute(12, 2025), ...monthRoute(2, 2026) });
    renderPanel();
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('Tháng 1 năm 2026');
    await user.click(screen.getByRole('button', { name: 'Tháng trước' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('Tháng 12 năm 2025');
    await user.click(screen.getByRole('button', { name: 'Tháng sau' }));
    await user.click(screen.getByRole('button', { name: 'Tháng sau' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('Tháng 2 năm 2026');
    await waitFor(() =>
      expect(gets(calls).filter((url) => url.startsWith('/api/reminders'))).toEqual([
        `/api/reminders/${USER}/1/2026`,
        `/api/reminders/${USER}/12/2025`,
        `/api/reminders/${USER}/2/2026`,
      ]),
    );
    // One call per month for its deadlines too.
    expect(gets(calls).filter((url) => url.startsWith('/api/deadlines'))).toEqual([
      '/api/deadlines?month=1&year=2026',
      '/api/deadlines?month=12&year=2025',
      '/api/deadlines?month=2&year=2026',
    ]);
  });

  it('says on the field when the date or the note is missing (en and vi texts)', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes(monthRoute(5, 2026));
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    expect(screen.getByLabelText(/^Ghi chú/)).toHaveAccessibleDescription(/Vui lòng chọn ngày và nhập ghi chú/);
    expect(screen.getByLabelText(/^Ngày/)).not.toHaveAttribute('aria-invalid');

    await i18n.changeLanguage('en');
    await user.type(screen.getByLabelText(/^Note/), 'Nộp bài lab');
    expect(screen.getByLabelText(/^Note/)).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText(/^Date/));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('Please choose the date and enter a note');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saved too fast (429): says how long to wait by the save button and keeps the note', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({ ...monthRoute(5, 2026), 'POST /api/reminders': tooFast(1) });
    renderPanel();
    await user.type(screen.getByLabelText(/^Ghi chú/), 'Ôn tập chương 4');
    await user.click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    expect(
      (await screen.findByText('Bạn gửi quá nhanh, vui lòng thử lại sau 1 giây.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByLabelText(/^Ghi chú/)).toHaveValue('Ôn tập chương 4');
  });

  it('saves a note, marks its day, lists it in the day modal and deletes it after confirmation', async () => {
    const user = userEvent.setup();
    const saved = buildReminder({ id: 7, schedule_date: '2026-05-22', note: 'Nộp bài lab <b>3</b>' });
    let stored: Reminder[] = [];
    const calls = stubFetchRoutes({
      ...deadlinesRoute(5, 2026),
      [`GET /api/reminders/${USER}/5/2026`]: () => ({ body: { reminders: stored } }),
      'POST /api/reminders': () => {
        stored = [saved];
        return { status: 201, body: { reminder: saved } };
      },
      [`DELETE /api/reminders/${USER}/7`]: () => {
        stored = [];
        return { body: { message: 'Đã xóa ghi chú.' } };
      },
    });
    renderPanel();
    const date = screen.getByLabelText(/^Ngày/);
    expect(date).toHaveValue('2026-05-14');
    await user.clear(date);
    await user.type(date, '2026-05-22');
    await user.type(screen.getByLabelText(/^Ghi chú/), 'Nộp bài lab <b>3</b>');
    await user.click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    await waitFor(() => expect(day('2026-05-22')).toHaveAttribute('data-has-notes'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      schedule_date: '2026-05-22',
      note: 'Nộp bài lab <b>3</b>',
      student_id: USER,
    });

    await user.click(day('2026-05-22'));
    const modal = await screen.findByRole('dialog', { name: 'Ghi chú ngày 22/05/2026' });
    expect(within(modal).getByText('Nộp bài lab <b>3</b>')).toBeInTheDocument();
    expect(modal.querySelector('b')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Xóa ghi chú' }));
    expect(within(modal).getByText('Bạn có chắc chắn muốn xóa ghi chú này?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(modal).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(within(modal).getByText('Không có ghi chú nào trong ngày này.')).toBeInTheDocument());
    expect(day('2026-05-22')).not.toHaveAttribute('data-has-notes');
  });
  it("opens the calendar link's dialog and a day's notes on demand (the link asked for only then) and gives the focus back to what opened them", async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({ ...monthRoute(5, 2026), 'GET /api/calendar-feed': { body: { feed: null } } });
    renderPanel();
    await waitFor(() => expect(gets(calls)).toContain('/api/deadlines?month=5&year=2026'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gets(calls)).not.toContain('/api/calendar-feed');

    const open = screen.getByRole('button', { name: 'Liên kết lịch' });
    await user.click(open);
    const feed = await screen.findByRole('dialog', { name: 'Liên kết lịch cho ứng dụng lịch' });
    expect(await within(feed).findByText('Bạn chưa có liên kết lịch.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());

    await user.click(day('2026-05-20'));
    expect(await screen.findByRole('dialog', { name: 'Ghi chú ngày 20/05/2026' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(day('2026-05-20')).toHaveFocus());
  });
});

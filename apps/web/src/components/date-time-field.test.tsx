import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { AppDatesProvider } from './app-dates-provider';
import { DateTimeField, parseTypedDateTime } from './date-time-field';

let seen: (string | null)[] = [];
function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <AppDatesProvider>
      <DateTimeField
        label="Hạn nộp"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </AppDatesProvider>
  );
}
const render = (initial: string | null = null) =>
  renderRoutes([{ path: '/', element: <Harness initial={initial} /> }], '/', { env: 'test' });

describe('DateTimeField', () => {
  beforeEach(async () => {
    seen = [];
    await i18n.changeLanguage('vi');
  });

  it('takes a date and time typed as DD/MM/YYYY HH:mm', async () => {
    render();
    await userEvent.click(screen.getByRole('textbox', { name: 'Hạn nộp' }));
    await userEvent.paste('25/12/2026 14:30');
    expect(seen.at(-1)).toBe('2026-12-25 14:30:00');
  }, 20_000);

  it("names the calendar's month arrows (theme), and a day picked keeps the time already set", async () => {
    render('2026-11-10 23:59:00');
    await userEvent.click(screen.getByRole('textbox', { name: 'Hạn nộp' }));
    expect(screen.getByRole('button', { name: 'Tháng trước' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tháng sau' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^20 tháng 11 2026/ }));
    expect(seen.at(-1)).toBe('2026-11-20 23:59:00');
    expect(screen.getByRole('textbox', { name: 'Hạn nộp' })).toHaveValue('20/11/2026 23:59');
  }, 20_000);
});

describe('parseTypedDateTime', () => {
  it.each([
    ['25/12/2026 14:30', '2026-12-25 14:30:00'],
    ['5/3/2027 8:05', '2027-03-05 08:05:00'],
    ['05-03-2027', '2027-03-05 07:00:00'],
    ['31/02/2027 10:00', null],
    ['25/12/2026 24:00', null],
    ['mai', null],
  ])('%s is %s', (text, expected) => expect(parseTypedDateTime(text, '07:00:00')).toBe(expected));
});

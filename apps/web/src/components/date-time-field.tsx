import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** `DD/MM/YYYY HH:mm` (or `D/M/YYYY H:mm`, `-` or `.` between the date's parts), as typed. */
const TYPED = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ ,T]+(\d{1,2})[:hH.](\d{2}))?\s*$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A typed date and time as the pickers' wall clock (`YYYY-MM-DD HH:mm:ss`), or null when it is
 * not one (31/02, 24:00). A date without a time is `fallbackTime` on that day.
 */
export function parseTypedDateTime(text: string, fallbackTime = '00:00:00'): string | null {
  const match = TYPED.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const time = match[4] === undefined ? fallbackTime : `${pad(Number(match[4]))}:${match[5]}:00`;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (hour > 23 || minute > 59) return null;
  return `${year}-${pad(month)}-${pad(day)} ${time}`;
}

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'withTime' | 'valueFormat' | 'dateParser'> & {
  /** Vietnam wall clock, `YYYY-MM-DD HH:mm:ss` (lib/format-date), or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/**
 * A date and time (Vietnam wall clock) typed as `DD/MM/YYYY HH:mm` or picked on the calendar
 * that opens under it; picking a day keeps the time already there. Every date-time field of the
 * app is one of these (its arrows are named and its days readable in the theme).
 */
export function DateTimeField({ value, onChange, placeholder, ...props }: Props) {
  const { t } = useTranslation();
  const time = value?.slice(11) || '00:00:00';
  return (
    <DateInput
      {...props}
      value={value ?? null}
      // A day picked on the calendar comes without its time: it keeps the one typed or set before.
      onChange={(next) => onChange?.(next && DATE_ONLY.test(next) ? `${next} ${time}` : next)}
      withTime
      valueFormat="DD/MM/YYYY HH:mm"
      dateParser={(text) => parseTypedDateTime(text, time)}
      placeholder={placeholder ?? t('common.dateControls.placeholder')}
    />
  );
}

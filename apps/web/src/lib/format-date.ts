import { TIME_ZONE } from '@netclass/shared';

/** Times are always shown the Vietnamese way, 24-hour, in Vietnam's time zone (DECISIONS, Interface). */
const dateTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dateOnly = new Intl.DateTimeFormat('vi-VN', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

type DateInput = string | number | Date;

export function formatDateTime(value: DateInput): string {
  return dateTime.format(new Date(value));
}

export function formatDate(value: DateInput): string {
  return dateOnly.format(new Date(value));
}

import { formatVietnamTime, vietnamClock } from '@netclass/shared';

type DateInput = string | number | Date;

/** Times are always shown the Vietnamese way, 24-hour, in Vietnam's time zone (docs/product/rules.md#interface). */
export function formatDateTime(value: DateInput): string {
  return formatVietnamTime(value);
}

export function formatDate(value: DateInput): string {
  const { year, month, day } = vietnamClock(value);
  return `${day}/${month}/${year}`;
}

/**
 * Date-time pickers show and return Vietnam wall-clock time as `YYYY-MM-DD HH:mm:ss`
 * (the format of Mantine's pickers), whatever the browser's own time zone. The server reads
 * such a value, sent as `YYYY-MM-DDTHH:mm:ss`, as Vietnam time.
 */
export function vietnamWallClock(value: DateInput = new Date()): string {
  const { year, month, day, hour, minute, second } = vietnamClock(value);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The same wall-clock time `months` later (31 January + 1 month is 3 March, as on the server). */
export function addMonthsToWallClock(wallClock: string, months: number): string {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return wallClock;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const shifted = new Date(Date.UTC(y!, mo! - 1 + months, d!, h!, mi!, s ?? 0));
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** A picker's value as the API takes it (`YYYY-MM-DDTHH:mm:ss`, Vietnam time); blank stays blank. */
export function wallClockToApi(wallClock: string | null | undefined): string {
  const match = wallClock ? WALL_CLOCK.exec(wallClock) : null;
  if (!match) return '';
  const [, y, mo, d, h, mi, s] = match;
  return `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}`;
}

// How the assignment screens write dates and sizes (dates in a locale format). The server computes every moment that
// depends on the institute's zone (grace_from, deadline, is_open); the browser only formats what it is given.
import { exactDateTimeText } from '#web/lib/relative-time.ts';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const localDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A calendar date 'yyyy-MM-dd' in the locale's format, as the same calendar day whatever the browser's zone. */
export function calendarDateText(isoDate: string): string {
  const [year, month, date] = isoDate.split('-').map(Number);
  if (!year || !month || !date) return isoDate;
  return day.format(Date.UTC(year, month - 1, date));
}

/** The local date of a moment (ISO 8601). */
export function dateText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : localDay.format(time);
}

/** The local date and time of a moment (ISO 8601). */
export const dateTimeText = exactDateTimeText;

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** '512 bytes', '12.5 KB', '3.2 MB' (1 KB = 1024 bytes). */
export function fileSizeText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

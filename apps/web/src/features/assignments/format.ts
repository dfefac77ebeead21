// How the assignment screens write dates and sizes (dates in a locale format; in Bangla, Bengali digits and the
// 24-hour time of the contract's format.ts). The server computes every moment that depends on the institute's zone
// (grace_from, deadline, is_open); the browser only formats what it is given.
import { formatDate, formatDateTime, formatNumber, type Language } from '@portal/contract';
import { exactDateTimeText } from '#web/lib/relative-time.ts';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const localDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
/** This browser's zone: moments are shown in the reader's time, as in English. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A calendar date 'yyyy-MM-dd' in the locale's format, as the same calendar day whatever the browser's zone. */
export function calendarDateText(isoDate: string, language: Language = 'en'): string {
  const [year, month, date] = isoDate.split('-').map(Number);
  if (!year || !month || !date) return isoDate;
  const at = Date.UTC(year, month - 1, date);
  return language === 'bn' ? formatDate(language, new Date(at), { timeZone: 'UTC' }) : day.format(at);
}

/** The local date of a moment (ISO 8601). */
export function dateText(iso: string, language: Language = 'en'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return language === 'bn' ? formatDate(language, new Date(time), { timeZone: localZone() }) : localDay.format(time);
}

/** The local date and time of a moment (ISO 8601). */
export function dateTimeText(iso: string, language: Language = 'en'): string {
  const time = Date.parse(iso);
  if (language === 'en' || Number.isNaN(time)) return exactDateTimeText(iso);
  return formatDateTime(language, new Date(time), { timeZone: localZone() });
}

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;
/** The units as a Bangla reader writes them. */
const BANGLA_UNITS = ['বাইট', 'কেবি', 'এমবি', 'জিবি'] as const;

/** '512 bytes', '12.5 KB', '3.2 MB' (1 KB = 1024 bytes); in Bangla '৫১২ বাইট', '১২.৫ কেবি'. */
export function fileSizeText(bytes: number, language: Language = 'en'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (language === 'bn') {
    const digits = unit === 0 ? 0 : value < 10 ? 1 : 0;
    const number = formatNumber(language, value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return `${number} ${BANGLA_UNITS[unit]}`;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

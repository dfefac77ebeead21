// Ages of things in words, with the browser's Intl (no date library): '3 hours ago' for when a post was
// written, '3 days' for how long it has waited (or is left, in English or Bangla), and the exact local date and time
// for the hover title.
import { formatNumber, type Language } from '@portal/contract';

const UNITS = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
] as const satisfies readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[];

// The texts around them are English (the spec's), so the words are too; only the exact time is local.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'long' });
const durations = new Map(
  UNITS.map(({ unit }) => [unit, new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'long' })]),
);
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The largest unit that fits into an age of `seconds` (at least a minute), and how many of it. */
function largestUnit(seconds: number) {
  for (const { unit, seconds: size } of UNITS) {
    if (seconds >= size) return { unit, count: Math.floor(seconds / size) };
  }
  return { unit: 'minute' as const, count: 0 };
}

function ageSeconds(iso: string, now: number): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return 0;
  // A clock a little behind the server's makes a fresh post look written in the future: call it now.
  return Math.max(0, (now - time) / 1000);
}

/** '3 hours ago', 'just now' under a minute. */
export function relativeTimeText(iso: string, now: number = Date.now()): string {
  const seconds = ageSeconds(iso, now);
  if (seconds < 60) return 'just now';
  const { unit, count } = largestUnit(seconds);
  return relative.format(-count, unit);
}

/**
 * How long something has waited, or is left until a moment (pass the moment as `now`): the largest whole unit, '3
 * days', '2 weeks', '5 hours' ('less than a minute' under one). In Bangla the same units in Bengali digits ('৩ দিন',
 * '২ সপ্তাহ'; 'এক মিনিটের কম').
 */
export function durationText(iso: string, now: number = Date.now(), language: Language = 'en'): string {
  const seconds = ageSeconds(iso, now);
  if (seconds < 60) return language === 'bn' ? 'এক মিনিটের কম' : 'less than a minute';
  const { unit, count } = largestUnit(seconds);
  if (language === 'bn') return formatNumber('bn', count, { style: 'unit', unit, unitDisplay: 'long' });
  return durations.get(unit)?.format(count) ?? `${count} ${unit}s`;
}

/** The exact local date and time, for a hover title ('Jan 5, 2026, 3:04 PM' in an English browser). */
export function exactDateTimeText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : exact.format(time);
}

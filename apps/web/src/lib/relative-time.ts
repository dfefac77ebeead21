// Ages of things in words, with the browser's Intl (no date library): '3 hours ago' / '৩ ঘণ্টা আগে' for when a post
// was written, '3 days' / '৩ দিন' for how long it has waited (or is left), and the exact date and time for the hover
// title (the browser's own form in English, `format.ts`'s in Bangla).
import { formatDateTime, formatNumber, type Language } from '@portal/contract';

const UNITS = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
] as const satisfies readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[];

// English: the words as the portal always wrote them; only the exact time is the browser's local form.
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

/**
 * '3 hours ago', 'just now' under a minute; in Bangla '৩ ঘণ্টা আগে', 'এইমাত্র'. The Bangla is the span's own words
 * (durationText: Bengali digits, the unit's Bangla name) and 'আগে': `Intl.RelativeTimeFormat('bn')` writes 'আগে' for
 * every unit but the year, which it writes '১ বছর পূর্বে' (Node 24's and Chromium's ICU alike), a bookish word beside
 * the others.
 */
export function relativeTimeText(iso: string, now: number = Date.now(), language: Language = 'en'): string {
  const seconds = ageSeconds(iso, now);
  if (language === 'bn') return seconds < 60 ? 'এইমাত্র' : `${durationText(iso, now, 'bn')} আগে`;
  if (seconds < 60) return 'just now';
  const { unit, count } = largestUnit(seconds);
  return relative.format(-count, unit);
}

/** How long something has waited in words: 'waiting 3 days'; in Bangla '৩ দিন ধরে অপেক্ষায়'. */
export function waitingText(iso: string, now: number = Date.now(), language: Language = 'en'): string {
  const span = durationText(iso, now, language);
  if (language === 'en') return `waiting ${span}`;
  const seconds = ageSeconds(iso, now);
  return seconds < 60 ? 'এক মিনিটের কম সময় ধরে অপেক্ষায়' : `${span} ধরে অপেক্ষায়`;
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

/**
 * The exact date and time, for a hover title: in English the browser's local form ('Jan 5, 2026, 3:04 PM' in an
 * English browser), in Bangla `format.ts`'s (২৮ নভে, ২০২৬, ১৭:৩০: Bengali digits, 24-hour, the institute's zone).
 */
export function exactDateTimeText(iso: string, language: Language = 'en'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return language === 'bn' ? formatDateTime('bn', new Date(time)) : exact.format(time);
}

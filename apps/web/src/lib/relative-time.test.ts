// Ages in words: '3 hours ago' for a post, 'waiting 3 days' in the coordinator's queue, the time left, in English or
// Bangla ('৩ ঘণ্টা আগে', '৩ দিন').
import { formatDateTime } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { durationText, exactDateTimeText, relativeTimeText, waitingText } from './relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relative time', () => {
  it.each([
    [20, 'just now'],
    [60, '1 minute ago'],
    [3 * 3600 + 59, '3 hours ago'],
    [26 * 3600, '1 day ago'],
    [3 * 86_400, '3 days ago'],
    [15 * 86_400, '2 weeks ago'],
    [400 * 86_400, '1 year ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(relativeTimeText(before(seconds), NOW)).toBe(text);
  });

  it.each([
    [20, 'এইমাত্র'],
    [60, '১ মিনিট আগে'],
    [3 * 3600 + 59, '৩ ঘণ্টা আগে'],
    [26 * 3600, '১ দিন আগে'],
    [3 * 86_400, '৩ দিন আগে'],
    [15 * 86_400, '২ সপ্তাহ আগে'],
    [45 * 86_400, '১ মাস আগে'],
    [400 * 86_400, '১ বছর আগে'],
  ])('in Bangla, %i seconds ago reads "%s" (the same units as English, Bengali digits)', (seconds, text) => {
    expect(relativeTimeText(before(seconds), NOW, 'bn')).toBe(text);
  });

  it('says how long something has waited in either language', () => {
    expect(waitingText(before(3 * 86_400 + 5), NOW)).toBe('waiting 3 days');
    expect(waitingText(before(3 * 86_400 + 5), NOW, 'bn')).toBe('৩ দিন ধরে অপেক্ষায়');
    expect(waitingText(before(30), NOW, 'bn')).toBe('এক মিনিটের কম সময় ধরে অপেক্ষায়');
  });

  it('calls a time a little ahead of the clock "just now"', () => {
    expect(relativeTimeText(new Date(NOW + 30_000).toISOString(), NOW)).toBe('just now');
  });

  it.each([
    [30, 'less than a minute'],
    [45 * 60, '45 minutes'],
    [3600, '1 hour'],
    [3 * 86_400 + 5, '3 days'],
  ])('a wait of %i seconds reads "%s"', (seconds, text) => {
    expect(durationText(before(seconds), NOW)).toBe(text);
  });

  it.each([
    [30, 'এক মিনিটের কম'],
    [42 * 60, '৪২ মিনিট'],
    [5 * 3600 + 59 * 60, '৫ ঘণ্টা'],
    [3 * 86_400 + 5 * 3600, '৩ দিন'],
    [15 * 86_400, '২ সপ্তাহ'],
    [45 * 86_400, '১ মাস'],
    [400 * 86_400, '১ বছর'],
  ])('in Bangla, a span of %i seconds reads "%s" (the same units as English, Bengali digits)', (seconds, text) => {
    expect(durationText(before(seconds), NOW, 'bn')).toBe(text);
  });

  it('counts the time left until a moment passed as now, in either language', () => {
    const deadline = NOW + 8 * 86_400 * 1000;
    expect(durationText(new Date(NOW).toISOString(), deadline)).toBe('1 week');
    expect(durationText(new Date(NOW).toISOString(), deadline, 'bn')).toBe('১ সপ্তাহ');
  });

  it('gives the exact local date and time for the hover title', () => {
    const iso = '2026-03-10T12:00:00Z';
    expect(exactDateTimeText(iso)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso)),
    );
    expect(exactDateTimeText('not a date')).toBe('not a date');
  });

  it('gives the exact date and time in Bangla by format.ts (Bengali digits, 24-hour)', () => {
    const iso = '2026-03-10T12:00:00Z';
    expect(exactDateTimeText(iso, 'bn')).toBe(formatDateTime('bn', new Date(iso)));
    expect(exactDateTimeText(iso, 'bn')).toMatch(/^১০ মার্চ, ২০২৬, ১৮:০০$/);
    expect(exactDateTimeText('not a date', 'bn')).toBe('not a date');
  });
});

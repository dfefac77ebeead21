import { describe, expect, it } from 'vitest';
import {
  compareText,
  copyableNumber,
  copyableText,
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  pluralCategory,
  truncateGraphemes,
} from './format.ts';

// 2026-11-28 11:30 UTC is 17:30 in Dhaka (UTC+6).
const AT = new Date('2026-11-28T11:30:00Z');

describe('the formatting module', () => {
  it('writes numbers with Bengali digits in Bangla running text, Latin in English', () => {
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('bn', 1234.5)).toBe('১,২৩৪.৫');
    expect(formatNumber('bn', 0)).toBe('০');
  });

  it('keeps Latin digits where people copy or type them', () => {
    expect(copyableNumber(20261234)).toBe('20261234');
    expect(copyableText('BIBM-২০২৬-০০৭')).toBe('BIBM-2026-007');
  });

  it('writes dates and times in the institute zone, 24-hour in Bangla', () => {
    expect(formatDate('en', AT)).toBe('28 Nov 2026');
    expect(formatDate('bn', AT)).toMatch(/^২৮ /);
    expect(formatDate('bn', AT)).toContain('২০২৬');
    expect(formatTime('bn', AT)).toBe('১৭:৩০');
    expect(formatTime('bn', AT)).not.toMatch(/[A-Za-z]/);
    expect(formatTime('en', AT).toLowerCase()).toBe('5:30 pm');
    // Another zone when asked: 11:30 in UTC.
    expect(formatTime('bn', AT, { timeZone: 'UTC' })).toBe('১১:৩০');
    // A day that is the next one in Dhaka: 2026-11-28 20:00 UTC is 29 Nov 02:00 there.
    expect(formatDateTime('en', new Date('2026-11-28T20:00:00Z')).startsWith('29 Nov 2026')).toBe(true);
  });

  it('takes plural categories from Intl.PluralRules: Bangla one/other, with 0 as one', () => {
    expect(pluralCategory('bn', 0)).toBe('one');
    expect(pluralCategory('bn', 1)).toBe('one');
    expect(pluralCategory('bn', 5)).toBe('other');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('en', 1)).toBe('one');
    const forms = { one: '{count} submission', other: '{count} submissions' };
    expect(formatCount('en', 1, forms)).toBe('1 submission');
    expect(formatCount('en', 3, forms)).toBe('3 submissions');
    expect(formatCount('bn', 3, { other: '{count}টি জমা' })).toBe('৩টি জমা');
  });

  it('truncates by grapheme, never splitting a Bangla letter from its signs', () => {
    // কি is two code points (ক + ি), one grapheme; ক্ষ is three code points, one grapheme.
    expect(truncateGraphemes('কিছু', 10)).toBe('কিছু');
    expect(truncateGraphemes('ক্ষমা করবেন', 3)).toBe('ক্ষমা…');
    expect(truncateGraphemes('abcdef', 4)).toBe('abc…');
  });

  it('sorts Bangla in Bangla alphabetical order', () => {
    const words = ['গ', 'ক', 'খ', 'অ'];
    expect([...words].sort(compareText('bn'))).toEqual(['অ', 'ক', 'খ', 'গ']);
  });
});

// How the assignment screens write dates and sizes in Bangla (format.ts): Bengali digits, Bangla units.
import { describe, expect, it } from 'vitest';
import { calendarDateText, fileSizeText } from './format.ts';

describe('fileSizeText', () => {
  it('writes Bangla sizes in Bengali digits with the units a Bangla reader writes', () => {
    expect(fileSizeText(512, 'bn')).toBe('৫১২ বাইট');
    expect(fileSizeText(3.2 * 1024 * 1024, 'bn')).toBe('৩.২ এমবি');
    expect(fileSizeText(12.5 * 1024, 'bn')).toBe('১৩ কেবি');
  });
});

describe('calendarDateText', () => {
  it('writes the calendar day in Bangla with Bengali digits', () => {
    expect(calendarDateText('2026-12-04', 'bn')).toBe('৪ ডিসে, ২০২৬');
  });
});

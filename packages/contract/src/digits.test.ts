import { describe, expect, it } from 'vitest';
import { bengaliDigits, latinDigits, normaliseDigits } from './digits.ts';
import { emergencyNumber, mobileNumber, pastDisplayDate, pastIsoDate } from './fields.ts';

describe('Bengali digits', () => {
  it('reads ০–৯ as 0–9 and leaves every other character', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('রোল ১২, 34')).toBe('রোল 12, 34');
    expect(bengaliDigits('2026-11-28')).toBe('২০২৬-১১-২৮');
    expect(normaliseDigits(42)).toBe(42);
    expect(normaliseDigits('৮৫')).toBe('85');
  });

  it('passes a phone typed in Bengali digits through the 11-digit rule, kept with Latin digits', () => {
    const phone = mobileNumber('Required', 'Invalid');
    expect(phone.parse('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(phone.parse(' ০১৭১২৩৪৫৬৭৮ ')).toBe('01712345678');
    // The English messages are unchanged: a Bengali number too short is refused as a Latin one is.
    expect(phone.safeParse('০১৭১২৩৪').error?.issues[0]?.message).toBe('Invalid');
    expect(emergencyNumber('Invalid').parse('০১৮১১১১১১১১')).toBe('01811111111');
  });

  it('reads dates typed in Bengali digits', () => {
    const messages = { required: 'R', format: 'F', notADate: 'N', notPast: 'P' };
    expect(pastDisplayDate(messages).parse('১৫/০৩/১৯৯০')).toBe('15/03/1990');
    expect(pastDisplayDate(messages).safeParse('৩১/০২/১৯৯০').error?.issues[0]?.message).toBe('N');
    expect(pastIsoDate(messages).parse('১৯৯০-০৩-১৫')).toBe('1990-03-15');
  });

  it('reads marks typed in Bengali digits as the number the web sends', () => {
    expect(Number(latinDigits('৮৭.৫'))).toBe(87.5);
  });
});

// The time left in Bangla words (duration.ts): the largest whole unit in Bengali digits, as durationText writes it in
// English.
import { describe, expect, it } from 'vitest';
import { banglaDurationText } from './duration.ts';

const MINUTE = 60_000;

describe('banglaDurationText', () => {
  it('writes the largest whole unit, in Bengali digits', () => {
    expect(banglaDurationText(3 * 24 * 60 * MINUTE + 5 * 60 * MINUTE)).toBe('৩ দিন');
    expect(banglaDurationText(5 * 60 * MINUTE + 59 * MINUTE)).toBe('৫ ঘণ্টা');
    expect(banglaDurationText(42 * MINUTE)).toBe('৪২ মিনিট');
  });

  it('says less than a minute under one', () => {
    expect(banglaDurationText(59_000)).toBe('এক মিনিটের কম');
  });
});

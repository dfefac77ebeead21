import { describe, expect, it } from 'vitest';
import { normaliseVerificationCode } from './certificates.ts';

// The code is Crockford's base32: look-alikes read as the digits they stand for; what cannot be a code is null (the
// verify and badge routes then look up the empty text and answer their one 404).
describe('a verification code as typed', () => {
  it.each([
    ['7KQ2M9XD4RTAE1VB', '7KQ2M9XD4RTAE1VB'],
    ['7kq2-m9xd-4rta-e1vb', '7KQ2M9XD4RTAE1VB'],
    ['7KQ2 M9XD 4RTA E1VB', '7KQ2M9XD4RTAE1VB'],
    ['7KQ2-M9XD-4RTA-EIVB', '7KQ2M9XD4RTAE1VB'], // I read as 1
    ['OKQ2-M9XD-4RTA-ELVB', '0KQ2M9XD4RTAE1VB'], // O as 0, L as 1
  ])('takes %j as %s', (typed, stored) => {
    expect(normaliseVerificationCode(typed)).toBe(stored);
  });

  it.each([
    '7KQ2M9XD4RTAE1V', // 15 characters
    '7KQ2M9XD4RTAE1VB2', // 17
    '7KQ2M9XD4RTAE1VU', // U is not in the alphabet
    '7KQ2_M9XD_4RTA_E1VB',
  ])('refuses %j', (typed) => {
    expect(normaliseVerificationCode(typed)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { BadgeCodeParams } from './badges.ts';

// The code is the certificates' (Crockford's base32, certificates.ts): look-alikes read as the digits they stand for.
describe('a verification code in a badge address', () => {
  it.each([
    ['7KQ2M9XD4RTAE1VB', '7KQ2M9XD4RTAE1VB'],
    ['7kq2-m9xd-4rta-e1vb', '7KQ2M9XD4RTAE1VB'],
    ['7KQ2 M9XD 4RTA E1VB', '7KQ2M9XD4RTAE1VB'],
    ['7KQ2-M9XD-4RTA-EIVB', '7KQ2M9XD4RTAE1VB'], // I read as 1
    ['OKQ2-M9XD-4RTA-ELVB', '0KQ2M9XD4RTAE1VB'], // O as 0, L as 1
  ])('takes %j as %s', (typed, stored) => {
    expect(BadgeCodeParams.parse({ code: typed })).toEqual({ code: stored });
  });

  it.each([
    '7KQ2M9XD4RTAE1V', // 15 characters
    '7KQ2M9XD4RTAE1VB2', // 17
    '7KQ2M9XD4RTAE1VU', // U is not in the alphabet
    '7KQ2_M9XD_4RTA_E1VB',
    `${'A'.repeat(16)}${'-'.repeat(25)}`, // over 40 characters as typed
  ])('refuses %j', (typed) => {
    expect(BadgeCodeParams.safeParse({ code: typed }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { BadgeCodeParams } from './badges.ts';

describe('a verification code in a badge address', () => {
  it.each([
    ['ABCDEFGHIJKLMN23', 'ABCDEFGHIJKLMN23'],
    ['abcd-efgh-ijkl-mn23', 'ABCDEFGHIJKLMN23'],
    ['ABCD EFGH IJKL MN23', 'ABCDEFGHIJKLMN23'],
  ])('takes %j as %s', (typed, stored) => {
    expect(BadgeCodeParams.parse({ code: typed })).toEqual({ code: stored });
  });

  it.each([
    'ABCDEFGHIJKLMN2', // 15 characters
    'ABCDEFGHIJKLMN234', // 17
    'ABCDEFGHIJKLMN01', // 0 and 1 are not base32
    'ABCDEFGHIJKLMN8Z', // nor 8
    'ABCD_EFGH_IJKL_MN23',
    `${'A'.repeat(16)}${'-'.repeat(25)}`, // over 40 characters as typed
  ])('refuses %j', (typed) => {
    expect(BadgeCodeParams.safeParse({ code: typed }).success).toBe(false);
  });
});

// The TOTP and sealing pieces of the admins' second sign-in step (decision 013), against RFC 6238's vectors.
import { describe, expect, it } from 'vitest';
import {
  codeAt,
  matchingStep,
  newTwoStepSecret,
  openSecret,
  otpauthUri,
  sealSecret,
  timeStep,
  twoStepKey,
  UnreadableSecretError,
} from './two-step.ts';

// RFC 6238 appendix B: the ASCII secret "12345678901234567890" (SHA-1), here in base32, 6 digits of each code.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it("match RFC 6238's SHA-1 test vectors (last 6 digits)", () => {
    expect(codeAt(RFC_SECRET, timeStep(59_000))).toBe('287082');
    expect(codeAt(RFC_SECRET, timeStep(1_111_111_109_000))).toBe('081804');
    expect(codeAt(RFC_SECRET, timeStep(2_000_000_000_000))).toBe('279037');
  });

  it('accept one step either side of now, not two, and never a step at or before the last one used', () => {
    const at = 1_700_000_000_000;
    const step = timeStep(at);
    for (const delta of [-1, 0, 1])
      expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step + delta), at, null)).toBe(step + delta);
    for (const delta of [-2, 2])
      expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step + delta), at, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step), at, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step - 1), at, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step + 1), at, step)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, '12345', at, null)).toBeNull();
  });

  it('new secrets are 160 random bits in base32, and the URI names the issuer, the account and the parameters', () => {
    const secret = newTwoStepSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTwoStepSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'admin@institute.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Certification Portal:admin@institute.test');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Certification Portal',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('sealed secrets', () => {
  const key = twoStepKey('a-files-secret-that-is-long-enough-0123456789');

  it('open with the key and the admin they were sealed for, and do not show the secret', () => {
    const secret = newTwoStepSecret();
    const sealed = sealSecret(key, 7, secret);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(key, 7, secret)).not.toBe(sealed);
    expect(openSecret(key, 7, sealed)).toBe(secret);
  });

  it('refuse another admin, another key and a changed byte', () => {
    const sealed = sealSecret(key, 7, newTwoStepSecret());
    expect(() => openSecret(key, 8, sealed)).toThrow(UnreadableSecretError);
    expect(() => openSecret(twoStepKey('another-files-secret-that-is-long-enough-01'), 7, sealed)).toThrow(
      UnreadableSecretError,
    );
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => openSecret(key, 7, `v1.${bytes.toString('base64url')}`)).toThrow(UnreadableSecretError);
    expect(() => openSecret(key, 7, 'plain')).toThrow(UnreadableSecretError);
  });

  it('derive a key of its own from the files secret (not the secret itself)', () => {
    const filesSecret = 'a-files-secret-that-is-long-enough-0123456789';
    expect(twoStepKey(filesSecret)).toHaveLength(32);
    expect(twoStepKey(filesSecret).equals(Buffer.from(filesSecret).subarray(0, 32))).toBe(false);
    expect(twoStepKey(filesSecret).equals(twoStepKey(filesSecret))).toBe(true);
  });
});

// The admins' second sign-in step (docs/decisions/013-admin-two-step-sign-in.md): TOTP codes of RFC 6238 with
// `otpauth` (SHA-1, 6 digits, 30 s, one step either side), and the sealing of each secret at rest with
// AES-256-GCM under a key derived from the server's files secret (HKDF-SHA-256, a label of its own), bound to
// the admin's id so that a sealed secret copied onto another account does not open. The sealing itself
// (`sealingKey`, `sealValue`, `openValue`) also seals the badges' signing key, under a key of its own.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { TWO_STEP } from '@portal/contract';
import { Secret, TOTP } from 'otpauth';

/** Bytes of a new secret: 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_LABEL = 'portal admin two-step secret key v1';

/**
 * A 256-bit sealing key derived from the server's files secret (HKDF-SHA-256): each kind of sealed secret has a salt
 * and a label of its own, so that a key of one kind opens nothing of another.
 */
export function sealingKey(serverSecret: string, salt: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, salt, label, 32));
}

/** The 256-bit sealing key of the two-step secrets, derived from the server's files secret. */
export function twoStepKey(serverSecret: string): Buffer {
  return sealingKey(serverSecret, 'portal-admin-two-step', KEY_LABEL);
}

const associated = (userId: number) => `admin-two-step:${userId}`;

/**
 * Seals a secret with AES-256-GCM, bound to `context` (the associated data: the row it belongs to), so that a sealed
 * value copied elsewhere does not open.
 */
export function sealValue(key: Buffer, context: string, value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export class UnreadableSecretError extends Error {
  override name = 'UnreadableSecretError';
}

/** Opens a value of `sealValue`; throws UnreadableSecretError when the key or the context is not the one it was sealed with. */
export function openValue(key: Buffer, context: string, sealed: string): string {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new UnreadableSecretError('unknown sealing format');
  const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new UnreadableSecretError('sealed secret too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableSecretError('the sealed secret does not open with this key');
  }
}

/** Seals a base32 secret for the `admin_two_step` row of `userId`. */
export function sealSecret(key: Buffer, userId: number, base32: string): string {
  return sealValue(key, associated(userId), base32);
}

/** Opens a sealed secret; throws UnreadableSecretError when the key or the row is not the one it was sealed with. */
export function openSecret(key: Buffer, userId: number, sealed: string): string {
  return openValue(key, associated(userId), sealed);
}

/** A new random secret, in base32 (what authenticator apps take). */
export function newTwoStepSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(base32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TWO_STEP.issuer,
    label,
    algorithm: TWO_STEP.algorithm,
    digits: TWO_STEP.digits,
    period: TWO_STEP.periodSeconds,
    secret: Secret.fromBase32(base32),
  });
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function otpauthUri(base32: string, email: string): string {
  return totp(base32, email).toString();
}

/** The time step of a moment (milliseconds since the epoch). */
export function timeStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TWO_STEP.periodSeconds);
}

/** The code of a time step (tests and the seed compute codes with it too). */
export function codeAt(base32: string, step: number): string {
  return totp(base32).generate({ timestamp: step * TWO_STEP.periodSeconds * 1000 });
}

/**
 * The time step a code belongs to, among the steps within the window around `atMs` that are newer than
 * `after` (the newest step already used: a used or older step is never accepted again), or null.
 */
export function matchingStep(base32: string, code: string, atMs: number, after: number | null): number | null {
  const given = Buffer.from(code);
  const current = timeStep(atMs);
  for (let step = current - TWO_STEP.window; step <= current + TWO_STEP.window; step += 1) {
    if (after !== null && step <= after) continue;
    const expected = Buffer.from(codeAt(base32, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

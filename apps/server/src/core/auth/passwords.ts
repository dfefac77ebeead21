// Password hashing: argon2id with @node-rs/argon2's defaults (m=19 MiB, t=2, p=1), as ARCHITECTURE.md fixes.
import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * The production parameters, named: argon2id (algorithm 2; the library's `Algorithm` is an ambient const enum,
 * which isolatedModules cannot read), 19 MiB, 2 passes, 1 lane, 32-byte output: the library's defaults. Exported
 * for the bench's login ceiling (bench/ceilings.ts), which verifies hashes made with exactly these.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password: verified against when the e-mail is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-password-of-anyone', ARGON2_OPTIONS);
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null;
  } catch {
    return false;
  }
}

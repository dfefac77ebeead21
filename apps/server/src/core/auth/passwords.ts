// Password hashing: argon2id with @node-rs/argon2's defaults (m=19 MiB, t=2, p=1), as ARCHITECTURE.md fixes.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random password: verified against when the e-mail is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-password-of-anyone');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null;
  } catch {
    return false;
  }
}

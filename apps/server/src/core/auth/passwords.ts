// Password hashing: argon2id with @node-rs/argon2's defaults (m=19 MiB, t=2, p=1), as docs/security.md AU1 fixes.
import os from 'node:os';
import { hash, type Options, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

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

/**
 * At most one argon2id computation per core at once (docs/performance.md, "Memory"). Each runs on a libuv thread
 * (4 by default, shared with file reads and compression) and holds 19 MiB while it runs: more at once than there
 * are cores gains no throughput, only memory, and leaves no thread for the rest. The others wait here, in order.
 */
export const passwordWork = pLimit(os.availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => hash(password, ARGON2_OPTIONS));
}

/** A hash of a random password: verified against when the e-mail is unknown, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await passwordWork(() => verify(target, password));
    return ok && storedHash !== null;
  } catch {
    return false;
  }
}

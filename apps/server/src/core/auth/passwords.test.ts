// argon2id's work is limited to one computation per core at once (docs/performance.md, "Memory"): each holds 19 MiB
// while it runs on a libuv thread, and more at once than cores gain nothing. Every call still gets its answer.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('runs at most one argon2id computation per core at once, and answers every call', async () => {
    const cores = os.availableParallelism();
    const stored = await hashPassword('the right password');
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, passwordWork.activeCount);
    }, 1);
    const passwords = Array.from({ length: 3 * cores + 1 }, (_, n) => (n % 2 ? 'the right password' : 'wrong'));
    const answers = await Promise.all(passwords.map((password) => verifyPassword(stored, password)));
    clearInterval(watch);
    expect(answers).toEqual(passwords.map((password) => password === 'the right password'));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(cores);
    expect([passwordWork.activeCount, passwordWork.pendingCount]).toEqual([0, 0]);
  });

  it('answers false for an unknown account (no stored hash), after the same work', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});

// Failed sign-ins are counted in the database per e-mail and per client address, in a fixed window, so the
// limits hold across restarts and server copies. Only failures count; a success clears the e-mail's count.
import { inArray, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import { loginThrottle } from '#server/core/db/schema/index.ts';
import { tooManyRequests } from '#server/core/errors.ts';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

const emailKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** `onFailure` is told of every failure recorded (the sign-in failures of GET /metrics). */
export function createLoginThrottle(db: Db, limits: ThrottleLimits, onFailure: () => void = () => {}) {
  return {
    /** Throws 429 when the e-mail or the address has used up its failures in the current window. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const rows = await db
        .select()
        .from(loginThrottle)
        .where(inArray(loginThrottle.key, [emailKey(email), addressKey(ip)]));
      const at = now().getTime();
      for (const row of rows) {
        const windowEnd = row.windowStart.getTime() + limits.windowMs;
        const max = row.key.startsWith('email:') ? limits.perAccount : limits.perAddress;
        if (windowEnd > at && row.failures >= max) {
          const minutes = Math.ceil((windowEnd - at) / 60_000);
          throw tooManyRequests(
            `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            (windowEnd - at) / 1000,
          );
        }
      }
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      onFailure();
      const at = now();
      const windowStart = sql`${new Date(at.getTime() - limits.windowMs).toISOString()}::timestamptz`;
      const atSql = sql`${at.toISOString()}::timestamptz`;
      await db
        .insert(loginThrottle)
        .values([
          { key: emailKey(email), failures: 1, windowStart: at },
          { key: addressKey(ip), failures: 1, windowStart: at },
        ])
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.windowStart} <= ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
            windowStart: sql`case when ${loginThrottle.windowStart} <= ${windowStart} then ${atSql} else ${loginThrottle.windowStart} end`,
          },
        });
    },

    async clear(email: string): Promise<void> {
      await db.delete(loginThrottle).where(inArray(loginThrottle.key, [emailKey(email)]));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

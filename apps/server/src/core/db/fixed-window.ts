// A counter of requests per key in a fixed window, kept in the key/count/window table of sign-in (`login_throttle`),
// so it holds across restarts and server processes. Forgot-password requests per e-mail and e-mail changes per
// account count here; failed sign-ins keep their own reads of the same table (features/auth/login-throttle.ts).
import { sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import { loginThrottle } from '#server/core/db/schema/index.ts';
import { tooManyRequests } from '#server/core/errors.ts';

/**
 * Counts one request of `key` in a fixed window of `windowMs` (a new window starts with the first request after the
 * last one ended) and throws 429 with `text` and `Retry-After` once more than `max` were counted in it.
 */
export async function countInFixedWindow(
  db: Db,
  key: string,
  limits: { max: number; windowMs: number },
  text: string,
): Promise<void> {
  const at = now();
  const windowStart = new Date(at.getTime() - limits.windowMs).toISOString();
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: at })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} <= ${windowStart}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} <= ${windowStart}::timestamptz then ${at.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ failures: loginThrottle.failures, windowStart: loginThrottle.windowStart });
  if (row && row.failures > limits.max) {
    const retryMs = row.windowStart.getTime() + limits.windowMs - at.getTime();
    throw tooManyRequests(text, retryMs / 1000);
  }
}

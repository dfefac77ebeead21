// "Every admin change writes an audit row", checked over every admin route rather than feature by feature:
// each write of /api/admin is sent as the bad-input suite's well-formed request (well-formed-requests.ts), and
// whenever a table other than the audit log changed, the audit log must have grown in the same request. A new
// admin route that changes data without `recordAudit` fails here. (Many well-formed requests are refused on
// purpose, so as not to change what other suites rely on; each area's own tests check the audit of those.)
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { routeKey, walkedRoutes } from '#server/testing/suites/route-walk.ts';
import { wellFormedInject } from '#server/testing/suites/well-formed-requests.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

const t = await buildTestApp();
afterAll(() => t.close());

// The admin's sign-out (/api/admin/user/…) is a session matter, not a change of the institute's data.
const writes = walkedRoutes(t.app).filter(
  (route) => route.url.startsWith('/api/admin/') && !route.url.startsWith('/api/admin/user/') && route.method !== 'GET',
);

const auditRows = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`))[0]?.n ?? 0;

/** The tables a request changed, the audit log aside. */
function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => name !== 'audit_log' && before[name] !== after[name]);
}

it('writes an audit row in every admin request that changes data', async () => {
  const changing: string[] = [];
  for (const route of writes) {
    const key = routeKey(route);
    const before = await dbFingerprint(t.db);
    const audited = await auditRows();
    const response = await t.app.inject(await wellFormedInject(t.db, route));
    const changed = changedTables(before, await dbFingerprint(t.db));
    if (changed.length === 0) continue;
    changing.push(key);
    expect(
      await auditRows(),
      `${key} (${response.statusCode}) changed ${changed.join(', ')} without an audit row`,
    ).toBe(audited + 1);
  }
  // The walk is not empty: well-formed requests of at least these kinds change data.
  expect(changing.length, `admin writes that changed data: ${changing.join('; ')}`).toBeGreaterThanOrEqual(5);
});

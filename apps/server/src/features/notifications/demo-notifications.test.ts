// The demo data: every demo participant and coordinator has a few unread notifications.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import { DEMO_IDENTITIES } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ workers: false });
});
afterAll(() => t.close());

it('gives both demo participants and coordinators a few unread notifications', async () => {
  for (const email of [DEMO_IDENTITIES.P1, DEMO_IDENTITIES.P2, DEMO_IDENTITIES.C1, DEMO_IDENTITIES.C2]) {
    const [row] = await queryRows<{ unread: number }>(
      t.db,
      sql`select count(*)::int as unread from notifications n join users u on u.id = n.person_id
          where u.email = ${email} and n.read_at is null`,
    );
    expect(row?.unread, email).toBeGreaterThanOrEqual(2);
    expect(row?.unread, email).toBeLessThanOrEqual(30);
  }
});

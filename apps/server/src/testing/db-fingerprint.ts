// A fingerprint of every table's rows, to prove that a refused request changed nothing.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '#server/core/db/client.ts';
import * as schema from '#server/core/db/schema/index.ts';

/**
 * Tables whose rows change on purpose as a side effect of a refused request (throttle counters, sessions), or at any
 * moment by the job queue's workers (`sent_mails`: a mail of an earlier request that went meanwhile).
 */
const VOLATILE = new Set(['login_throttle', 'sessions', 'sent_mails']);

const TABLES = (Object.values(schema) as unknown[])
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .filter((name) => !VOLATILE.has(name))
  .sort();

export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const parts = TABLES.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

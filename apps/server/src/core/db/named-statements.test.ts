// On PostgreSQL the pool prepares each repeated statement by name (client.ts, nameRepeatedStatements), so that
// the server parses and plans a text once per connection. Seen from the server: pg_prepared_statements of the
// pool's one connection.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { type Database, NAMED_STATEMENTS_MAX, openDatabase, queryRows } from './client.ts';
import { courses } from './schema/index.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let database: Database;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp({ seed: false });
  // One connection, so that every statement below and the look at pg_prepared_statements share it.
  database = await openDatabase({ databaseUrl: t.databaseUrl ?? '', poolMax: 1 });
});
afterAll(async () => {
  if (!onPostgres) return;
  await database.close();
  await t.close();
});

const prepared = () =>
  queryRows<{ name: string; statement: string }>(
    database.db,
    sql`select name, statement from pg_prepared_statements order by name`,
  );

describe.skipIf(!onPostgres)('statements prepared by name on PostgreSQL', () => {
  it('prepares a statement once under one name, whatever its parameters', async () => {
    for (const id of [1, 2, 3]) await database.db.select().from(courses).where(eq(courses.id, id));
    const byText = (await prepared()).filter((row) => row.statement.startsWith('select "id", "program_id"'));
    expect(byText).toHaveLength(1);
    expect(byText[0]?.name).toMatch(/^portal_\d+$/);
  });

  it('leaves statements of a transaction unnamed', async () => {
    await database.db.transaction(async (tx) => {
      await tx.select({ n: sql<number>`count(*)::int` }).from(courses).where(eq(courses.status, 0));
    });
    expect((await prepared()).some((row) => row.statement.includes('"status" = $1'))).toBe(false);
  });

  it(`names at most ${NAMED_STATEMENTS_MAX} texts, and sends the others unnamed`, async () => {
    for (let n = 0; n < NAMED_STATEMENTS_MAX + 20; n += 1) {
      await database.db.execute(sql`select 1 as ${sql.identifier(`column_${n}`)}`);
    }
    const rows = await prepared();
    expect(rows.length).toBe(NAMED_STATEMENTS_MAX);
    expect(rows.some((row) => row.statement.includes(`column_${NAMED_STATEMENTS_MAX + 19}`))).toBe(false);
  });
});

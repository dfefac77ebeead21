// On PostgreSQL the demo data is never seeded unless asked for (docs/security.md AU9): the real start command, on a
// fresh database of DATABASE_URL without SEED_DEMO, migrates, starts and prints no demo logins, and leaves no user,
// course or programme behind. (main.test.ts covers the embedded database and the refusal of demo accounts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runStartCommand } from '#server/testing/processes.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('a start on PostgreSQL without SEED_DEMO', () => {
  const name = `portal_nodemo_${process.pid}_${Date.now()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nodemo-'));
  const url = new URL(adminUrl ?? 'postgres://unset');
  url.pathname = `/${name}`;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  }, 30_000);

  it('migrates and serves, prints no demo logins, and seeds nothing', async () => {
    await admin(`create database ${name}`);
    // A clean environment: no SEED_DEMO, nothing of the test process leaks in.
    const { code, output } = await runStartCommand({
      NODE_ENV: 'production',
      DATABASE_URL: url.href,
      DATABASE_POOL_MAX: '2',
      FILES_SECRET: 'no-demo-test-secret-that-is-long-enough-0123',
      DATA_DIR: dataDir,
    });
    expect(output).toContain('Database: PostgreSQL');
    expect(code, output).toBe(0);
    expect(output).not.toContain('Demo logins');
    expect(output).not.toContain('demo data seeded');

    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      const counts = await client.query<{ users: string; courses: string; programs: string }>(
        'select (select count(*) from users) as users, (select count(*) from courses) as courses, (select count(*) from programs) as programs',
      );
      expect(counts.rows[0]).toEqual({ users: '0', courses: '0', programs: '0' });
    } finally {
      await client.end();
    }
  }, 120_000);
});

// The real start command (main.ts, run with tsx) refuses to start when it must (docs/security.md AU9, DP4): a bad
// configuration stops it with exit code 1 and a message naming the variable (config.test.ts tries each variable), and a
// production start on a database that holds the demo accounts is refused unless the demo was asked for.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStartCommand } from '#server/testing/processes.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const start = runStartCommand;

// It needs no database of the test run: it runs in the PGlite pass only (each start compiles the server anew).
describe.skipIf(process.env.TEST_DATABASE_URL)('the start command', () => {
  it('stops with 1 and names the variable on a bad configuration', async () => {
    const workers = await start({ DATA_DIR: dataDir, WORKERS: '2' });
    expect(workers.code).toBe(1);
    expect(workers.output).toMatch(/WORKERS: above 1 needs DATABASE_URL/);
  }, 60_000);

  it('refuses a production start on a database holding the demo accounts, unless the demo was asked for', async () => {
    const seeded = await start({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(seeded.output).toContain('Demo logins');
    expect(seeded.code).toBe(0);
    const refused = await start({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: 'false' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/demo account .*@demo\.test/);
  }, 120_000);
});

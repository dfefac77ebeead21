// The real start command (main.ts, run with tsx) refuses to start when it must (SECURITY.md AU9, DP4): a bad
// configuration stops it with exit code 1 and a message naming the variable (config.test.ts tries each variable),
// and a production start on a database that holds the demo accounts is refused unless the demo was asked for.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/testing/processes.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
}

/**
 * Starts the server with this environment (over a clean one: no variable of the test process leaks in) and
 * answers how it ended; a server that comes up (its banner) is stopped with SIGTERM.
 */
async function start(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('Certification portal running at')) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  return { code, output };
}

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
